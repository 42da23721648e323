// The generator's output: a map of path (relative to src/generated) -> content. Written only where
// the content changed; in --check mode nothing is written and the drifted paths are returned.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { printLiteral, Unsure, type Style } from './print-literal.ts';

export type OutputFiles = Map<string, string>;

const printed = new WeakMap<OutputFiles, Set<string>>();

/**
 * Sets `rel` to `head` + `value` + `tail`, the value laid out as prettier would (print-literal.ts), and
 * marks the file already formatted, so the formatter skips it. When the printer is unsure, the value
 * is written by JSON.stringify and the file goes through prettier like any other.
 */
export function setLiteral(out: OutputFiles, rel: string, head: string, value: unknown, tail: string): void {
  const style: Style = rel.endsWith('.json') ? 'json' : 'ts';
  const lead = head.length - head.lastIndexOf('\n') - 1;
  const trail = tail.split('\n')[0]!.length;
  const set = printed.get(out) ?? new Set<string>();
  printed.set(out, set);
  try {
    out.set(rel, `${head}${printLiteral(value, style, lead, trail)}${tail}`);
    set.add(rel);
  } catch (err) {
    if (!(err instanceof Unsure)) throw err;
    out.set(rel, `${head}${JSON.stringify(value, null, 2)}${tail}`);
    set.delete(rel);
  }
}

/** The files of `out` that setLiteral wrote already formatted. */
export function preformatted(out: OutputFiles): ReadonlySet<string> {
  return printed.get(out) ?? new Set();
}

export const BANNER = '// generated from schemas/ - do not edit\n';

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export interface SyncResult {
  /** Files whose content differs (or are new). */
  changed: string[];
  /** Files present on disk that the generator no longer produces. */
  stale: string[];
}

export function syncOutput(outDir: string, files: OutputFiles, check: boolean): SyncResult {
  const changed: string[] = [];
  for (const [rel, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const path = join(outDir, rel);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
    if (current === content) continue;
    changed.push(rel);
    if (!check) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    }
  }
  const stale = listFiles(outDir)
    .map((p) => relative(outDir, p).split('\\').join('/'))
    .filter((rel) => !files.has(rel));
  if (!check) for (const rel of stale) rmSync(join(outDir, rel));
  return { changed, stale };
}
