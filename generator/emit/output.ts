// The generator's output: a map of path (relative to src/generated) -> content. Written only where
// the content changed; in --check mode nothing is written and the drifted paths are returned.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export type OutputFiles = Map<string, string>;

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
