// The repository explains itself (docs/architecture.md, docs/decisions.md): no file may cite the design
// notes kept outside the repository, and every citation of a document under docs/ (`docs/<file>.md#<anchor>`
// anywhere, or a relative link inside docs/) must name an existing file and heading.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface DocLinkProblem {
  file: string;
  line: number;
  message: string;
}

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-server', 'data', '.tmp', 'coverage']);
const TEXT = /\.(ts|tsx|mts|js|mjs|cjs|json|md|ya?ml|html|css|sh)$/;
const SKIP_FILES = new Set(['package-lock.json']);
// The checker's own test holds broken citations on purpose, as fixtures.
const SKIP_PATHS = new Set(['scripts/lib/doc-links.test.ts']);
// Built from parts so this file does not match itself: the outside notes' name, then a section sign
// (possibly after a line break and a comment marker), its file name, or a colon.
const OUTSIDE = new RegExp(`\\b${'DES'}IGN(?:\\.md\\b|[\\s/*#-]*\u00a7|:)`, 'g');
// `docs/<file>.md` from the root, or `../../docs/<file>.md` relative; not `foo/docs/<file>.md`.
const DOCS_CITATION = /(?<![\w.-]|[\w-]\/)((?:\.\.\/)*)docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;
const RELATIVE_LINK = /\]\((?!https?:|#|\/)([\w./-]+?\.md)(?:#([\w-]+))?\)/g;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slugify(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown text: its headings (outside code fences, repeats get -1, -2 ...) and `<a id>`s. */
export function anchorsOf(markdown: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    if (fence) continue;
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = slugify(h[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.add(n ? `${base}-${n}` : base);
    }
    for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(a[1]!);
  }
  return out;
}

function* textFiles(root: string, dir = root): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* textFiles(root, join(dir, entry.name));
    } else if (TEXT.test(entry.name) && !SKIP_FILES.has(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

/** Problems of one file's text (`file` relative to `root`, with forward slashes). */
export function checkText(root: string, file: string, text: string, anchors: (path: string) => Set<string> | null) {
  const problems: DocLinkProblem[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(OUTSIDE)) {
    problems.push({
      file,
      line: lineOf(m.index),
      message: `cites the design notes outside the repository ("${m[0].replace(/\s+/g, ' ')}"); cite docs/ instead`,
    });
  }
  const check = (index: number, target: string, anchor: string | undefined, shown: string) => {
    const found = anchors(target);
    if (!found) problems.push({ file, line: lineOf(index), message: `${shown}: no such file ${target}` });
    else if (anchor && !found.has(anchor)) {
      problems.push({ file, line: lineOf(index), message: `${shown}: no heading with anchor #${anchor} in ${target}` });
    }
  };
  for (const m of text.matchAll(DOCS_CITATION)) {
    if (m[1] && resolve(root, dirname(file), m[1]) !== resolve(root)) {
      problems.push({ file, line: lineOf(m.index), message: `${m[0]}: ${m[1]} does not lead to the repository root` });
    } else check(m.index, `docs/${m[2]}`, m[3], m[0]);
  }
  if (file.startsWith('docs/') && file.endsWith('.md')) {
    for (const m of text.matchAll(RELATIVE_LINK)) {
      const target = relative(root, resolve(root, dirname(file), m[1]!))
        .split('\\')
        .join('/');
      check(m.index, target, m[2], m[0].slice(2, -1));
    }
  }
  return problems;
}

/** Every problem in the tree under `root`. */
export function checkDocLinks(root: string): DocLinkProblem[] {
  const cache = new Map<string, Set<string> | null>();
  const anchors = (path: string) => {
    if (!cache.has(path)) {
      const abs = join(root, path);
      cache.set(path, existsSync(abs) ? anchorsOf(readFileSync(abs, 'utf8')) : null);
    }
    return cache.get(path)!;
  };
  const problems: DocLinkProblem[] = [];
  for (const abs of textFiles(root)) {
    const file = relative(root, abs).split('\\').join('/');
    if (SKIP_PATHS.has(file)) continue;
    problems.push(...checkText(root, file, readFileSync(abs, 'utf8'), anchors));
  }
  return problems;
}
