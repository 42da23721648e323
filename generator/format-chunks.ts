// Prettier over a large generated file one member at a time, so a change to one entity formats only
// that entity's part of registry.ts, openapi.json or route-schemas.ts. The big files are a head, a
// JSON.stringify(value, null, 2) literal and a tail; prettier lays out each member of an object or
// array literal from the member alone and its nesting depth (objects written with a newline after
// `{` stay expanded, keys are quoted as each needs), so a member formatted inside wrappers of the same
// depth prints exactly as it does in the whole file (format-chunks.test.ts compares the two).
// Anything else (no such literal, or it does not parse) is formatted whole.

/** Formats one complete text (through the cache in format-cache.ts). */
export type FormatOne = (text: string) => Promise<string>;

/** A member bigger than this is split into its own members (when it is an object or array). */
const SPLIT_ABOVE = 16_000;
const PLACEHOLDER = '"__chunk__": 0';

interface Region {
  head: string;
  json: string;
  tail: string;
}

/** The JSON literal of a generated file: all of a .json file, or `... = {` to a closing `};` line. */
function regionOf(text: string, json: boolean): Region | undefined {
  let start = 0;
  let end: number;
  if (!json) {
    const open = /= ([[{])\n/.exec(text);
    if (!open) return undefined;
    start = open.index + 2;
    const close = text.lastIndexOf(`\n${open[1] === '{' ? '}' : ']'};`);
    if (close < start) return undefined;
    end = close + 2;
  } else {
    end = text.trimEnd().length;
  }
  const region = { head: text.slice(0, start), json: text.slice(start, end), tail: text.slice(end) };
  if (!/^[[{]\n/.test(region.json)) return undefined;
  try {
    JSON.parse(region.json);
  } catch {
    return undefined;
  }
  return region;
}

/** The members of a container's inner lines at `depth` (first lines indented 2 * depth spaces). */
function membersOf(lines: string[], depth: number): string[][] {
  const indent = ' '.repeat(2 * depth);
  const members: string[][] = [];
  for (const line of lines) {
    const first = line[indent.length];
    // a member's own closing bracket sits at the same indentation as its first line
    if (line.startsWith(indent) && first !== ' ' && first !== '}' && first !== ']') members.push([line]);
    else members[members.length - 1]!.push(line);
  }
  return members;
}

type Container = '{' | '[';

export async function formatChunked(text: string, json: boolean, format: FormatOne): Promise<string> {
  const region = regionOf(text, json);
  if (!region || region.json.length <= SPLIT_ABOVE) return format(text);
  const root = region.json[0] as Container;
  const close = root === '{' ? '}' : ']';

  /** A member alone in wrappers of its containers' kinds; returns its formatted lines. */
  const formatMember = async (member: string[], path: Container[]): Promise<string[]> => {
    const open: string[] = [];
    path.forEach((c, i) => open.push(i === 0 || path[i - 1] === '[' ? c : `"w": ${c}`));
    const closing = path.map((c) => (c === '{' ? '}' : ']')).reverse();
    const body = [...open, ...member, ...closing].join('\n');
    const formatted = (await format(json ? `${body}\n` : `x = ${body};\n`)).replace(/\n$/, '').split('\n');
    return formatted.slice(path.length, formatted.length - path.length);
  };

  /** Formatted lines of every member of a container whose inner lines are given. */
  const formatMembers = async (inner: string[], path: Container[]): Promise<string[]> => {
    const members = membersOf(inner, path.length);
    const out: string[] = [];
    for (const [i, raw] of members.entries()) {
      const last = i === members.length - 1;
      const member = [...raw];
      member[member.length - 1] = member[member.length - 1]!.replace(/,$/, '');
      const size = member.reduce((n, l) => n + l.length, 0);
      const opening = member[0]!.at(-1);
      let lines: string[];
      if (size > SPLIT_ABOVE && (opening === '{' || opening === '[') && member.length > 2) {
        const type = opening as Container;
        const indent = ' '.repeat(2 * (path.length + 1));
        const placeholder =
          type === '{' ? [`${indent}${PLACEHOLDER}`] : [`${indent}{`, `${indent}  ${PLACEHOLDER}`, `${indent}}`];
        const frame = await formatMember([member[0]!, ...placeholder, member[member.length - 1]!], path);
        const children = await formatMembers(member.slice(1, -1), [...path, type]);
        lines = [frame[0]!, ...children, frame[frame.length - 1]!];
      } else lines = await formatMember(member, path);
      // JSON has no trailing comma: a member formatted alone lacks the comma its siblings need.
      if (json && !last) lines[lines.length - 1] += ',';
      out.push(...lines);
    }
    return out;
  };

  const inner = region.json.split('\n').slice(1, -1);
  // The head and tail around one placeholder member (in an array an object, so the array breaks).
  const placeholder = root === '{' ? `  ${PLACEHOLDER}` : `  {\n    ${PLACEHOLDER}\n  }`;
  const skeleton = (await format(`${region.head}${root}\n${placeholder}\n${close}${region.tail}`)).split('\n');
  const at = skeleton.findIndex((l) => l.includes('__chunk__'));
  if (at < 1) return format(text);
  const [from, to] = root === '{' ? [at, at + 1] : [at - 1, at + 2];
  const members = await formatMembers(inner, [root]);
  return [...skeleton.slice(0, from), ...members, ...skeleton.slice(to)].join('\n');
}
