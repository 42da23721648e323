// The production dependency tree as installed (node_modules, resolved the way Node resolves: the
// nearest node_modules folder up from the requiring package) and each package's declared licence,
// judged against an allow-list with SPDX expressions (OR: one allowed side is enough; AND: all).
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

export const ALLOWED_LICENCES = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'CC-BY-4.0',
  'Unlicense',
  'Python-2.0',
  'MPL-2.0',
  'Zlib',
]);

/** Spellings of an allowed licence that are not SPDX ids. */
const ALIASES: Record<string, string> = { 'MIT/X11': 'MIT' };

/**
 * Packages looked at by hand, by name@version (a new version is judged again): why each passes.
 * buffers@0.1.1 declares no licence at all (no field, no licence file); it comes in only through
 * exceljs -> unzipper@0.10 -> binary -> chainsaw/buffers, from the same author as chainsaw (MIT/X11).
 */
export const REVIEWED: Record<string, string> = {
  'buffers@0.1.1': 'no licence declared; exceljs -> unzipper 0.10 -> binary; same author as chainsaw (MIT/X11)',
};

export interface InstalledPackage {
  name: string;
  version: string;
  licence: string;
  /** Folder relative to the project root. */
  path: string;
}

interface Manifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: ({ type?: string } | string)[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const read = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;

export function licenceOf(m: Manifest): string {
  if (typeof m.license === 'string' && m.license.trim()) return m.license.trim();
  if (m.license && typeof m.license === 'object' && m.license.type) return m.license.type;
  const types = (m.licenses ?? []).map((l) => (typeof l === 'string' ? l : l.type)).filter(Boolean);
  if (types.length === 1) return types[0]!;
  if (types.length > 1) return `(${types.join(' OR ')})`;
  return 'UNKNOWN';
}

/** The folder `name` resolves to from package folder `from` (Node's lookup), or undefined. */
function resolvePackage(root: string, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
    }
    if (dir === root || dirname(dir) === dir) return undefined;
  }
}

/** Every package reachable from the root's `dependencies` (not devDependencies), once per folder. */
export function productionPackages(root: string): InstalledPackage[] {
  const seen = new Map<string, InstalledPackage>();
  const missing: string[] = [];
  const visit = (from: string, deps: Record<string, boolean>) => {
    for (const [name, required] of Object.entries(deps)) {
      const dir = resolvePackage(root, from, name);
      if (!dir) {
        if (required) missing.push(`${name} (needed by ${relative(root, from) || 'the project'})`);
        continue;
      }
      if (seen.has(dir)) continue;
      const m = read(dir);
      seen.set(dir, { name, version: m.version ?? '?', licence: licenceOf(m), path: relative(root, dir) });
      visit(dir, {
        ...Object.fromEntries(Object.keys(m.dependencies ?? {}).map((d) => [d, true])),
        ...Object.fromEntries(Object.keys(m.optionalDependencies ?? {}).map((d) => [d, false])),
        ...Object.fromEntries(
          Object.keys(m.peerDependencies ?? {}).map((d) => [d, !m.peerDependenciesMeta?.[d]?.optional]),
        ),
      });
    }
  };
  visit(root, Object.fromEntries(Object.keys(read(root).dependencies ?? {}).map((d) => [d, true])));
  if (missing.length) throw new Error(`Not installed (run npm ci): ${missing.join(', ')}`);
  return [...seen.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Whether an SPDX expression is satisfied by the allow-list (`WITH` exceptions judged by the licence). */
export function licenceAllowed(expression: string, allowed: ReadonlySet<string> = ALLOWED_LICENCES): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let pos = 0;
  const primary = (): boolean => {
    const token = tokens[pos++];
    if (token === '(') {
      const value = or();
      if (tokens[pos++] !== ')') throw new Error('unbalanced');
      return value;
    }
    if (token === undefined || /^(AND|OR|WITH)$/i.test(token)) throw new Error('unexpected operator');
    if (/^WITH$/i.test(tokens[pos] ?? '')) pos += 2;
    const id = token.replace(/\+$/, '');
    return allowed.has(ALIASES[id] ?? id);
  };
  const and = (): boolean => {
    let value = primary();
    while (/^AND$/i.test(tokens[pos] ?? '')) {
      pos++;
      value = primary() && value;
    }
    return value;
  };
  const or = (): boolean => {
    let value = and();
    while (/^OR$/i.test(tokens[pos] ?? '')) {
      pos++;
      value = and() || value;
    }
    return value;
  };
  try {
    const value = or();
    return pos === tokens.length && value;
  } catch {
    return false;
  }
}
