// The upload root on disk. Folders are created one segment at a time and none may be a symlink; a
// file is written to a hidden temp name beside its final place (O_EXCL) and renamed when complete,
// so a failed write leaves nothing; before writing and before reading, the real path (symlinks
// resolved) must still lie inside the real root.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { insideRoot } from './paths.ts';

/** Thrown when a path escapes the root; the caller answers 400/404 without saying where. */
export class OutsideRootError extends Error {
  constructor() {
    super('path outside the upload root');
  }
}

/** The real path of `path` (symlinks resolved), when it lies strictly inside the real root. */
async function checkReal(root: string, path: string): Promise<string> {
  const realRoot = await realpath(root);
  const real = await realpath(path);
  const prefix = realRoot.endsWith(sep) ? realRoot : realRoot + sep;
  if (!real.startsWith(prefix)) throw new OutsideRootError();
  return real;
}

/** Create `segments` under `root` one by one; an existing symlink or non-folder on the way is refused (no mkdir through it). */
async function makeFolders(root: string, segments: string[]): Promise<void> {
  await mkdir(root, { recursive: true });
  let current = root;
  for (const segment of segments) {
    current = join(current, segment);
    try {
      await mkdir(current);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const info = await lstat(current);
    if (info.isSymbolicLink() || !info.isDirectory()) throw new OutsideRootError();
  }
}

/**
 * A stored file written by a stream (e.g. the Excel import's error workbook): the folders of `rel` are
 * made as for writeStored and checked inside the root; the caller writes `temp` (a hidden name beside
 * the target) and calls `commit` to rename it into place, or `discard`.
 */
export async function openStored(
  root: string,
  rel: string,
): Promise<{ temp: string; commit(): Promise<void>; discard(): Promise<void> }> {
  const target = insideRoot(root, rel);
  if (!target) throw new OutsideRootError();
  const folder = dirname(target);
  await makeFolders(root, rel.split('/').slice(0, -1));
  await checkReal(root, folder);
  const temp = join(folder, `.${randomBytes(8).toString('hex')}.part`);
  return {
    temp,
    commit: () => rename(temp, target),
    discard: () => rm(temp, { force: true }),
  };
}

/** Write `data` at `rel` (a generated path) under `root`; returns nothing on success, throws otherwise. */
export async function writeStored(root: string, rel: string, data: Buffer): Promise<void> {
  const stored = await openStored(root, rel);
  try {
    await writeFile(stored.temp, data, { flag: 'wx', mode: 0o640 });
    await stored.commit();
  } catch (err) {
    await stored.discard();
    throw err;
  }
}

/** The real path and size of the stored file at `segments`, or undefined when there is no such file inside the root. */
export async function findStored(
  root: string,
  segments: string[],
): Promise<{ path: string; size: number } | undefined> {
  const full = insideRoot(root, segments.join('/'));
  if (!full) return undefined;
  try {
    const real = await checkReal(root, full);
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}
