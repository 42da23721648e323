// Which of two schema files is the newer one, to blame a duplicate (table, API path, permission
// prefix, $id) on the file that brought it: a file git does not track yet is newer than a tracked
// one; between two of the same kind the later modification time wins (then the later path).
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

const trackedCache = new Map<string, Set<string> | null>();

/** Paths (relative to root) git tracks under root, or null outside a git work tree. */
function trackedFiles(root: string): Set<string> | null {
  if (!trackedCache.has(root)) {
    try {
      const out = execFileSync('git', ['ls-files', '-z', '--', '.'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      trackedCache.set(root, new Set(out.split('\0').filter(Boolean)));
    } catch {
      trackedCache.set(root, null);
    }
  }
  return trackedCache.get(root)!;
}

const mtime = (root: string, file: string) => {
  try {
    return statSync(join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
};

/** Orders two files of root (paths relative to it): [older, newer]. */
export function olderNewer(root: string, a: string, b: string): [string, string] {
  const tracked = trackedFiles(root);
  if (tracked) {
    const ta = tracked.has(a);
    const tb = tracked.has(b);
    if (ta !== tb) return ta ? [a, b] : [b, a];
  }
  const ma = mtime(root, a);
  const mb = mtime(root, b);
  if (ma !== mb) return ma < mb ? [a, b] : [b, a];
  return a < b ? [a, b] : [b, a];
}
