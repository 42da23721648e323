// Names inside the upload root. `biz` folders and served paths are checked as text first (a closed
// character set per segment, so '..', '%', '\', leading '/' and NUL can never get through), then
// resolved and checked to lie inside the root; stored names are generated, never the client's.
import { randomBytes } from 'node:crypto';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/** One `biz` folder segment: letters, digits, '-' and '_'. */
const BIZ_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;
const BIZ_MAX_DEPTH = 3;
/** One segment of a served path: like a biz segment, plus dots inside (not leading: no '..', no hidden temp files). */
const PATH_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;
const PATH_MAX_DEPTH = BIZ_MAX_DEPTH + 4; // biz + yyyy/MM/dd + file name

export const DEFAULT_BIZ = 'temp';

/** The `biz` folder as given, when it is 1-3 segments of letters, digits, '-' and '_' joined by '/'. */
export function validBiz(biz: string): boolean {
  const segments = biz.split('/');
  return biz.length <= 200 && segments.length <= BIZ_MAX_DEPTH && segments.every((s) => BIZ_SEGMENT.test(s));
}

/** The segments of a stored-file path from a URL, or undefined when any segment is not a plain name. */
export function servedSegments(path: string): string[] | undefined {
  const segments = path.split('/');
  if (segments.length < 2 || segments.length > PATH_MAX_DEPTH) return undefined;
  return segments.every((s) => PATH_SEGMENT.test(s) && !s.includes('..')) ? segments : undefined;
}

/** `rel` resolved under `root`, or undefined when it would land outside it (or on the root itself). */
export function insideRoot(root: string, rel: string): string | undefined {
  const full = resolve(root, rel);
  const back = relative(root, full);
  if (back === '' || back.startsWith(`..${sep}`) || back === '..' || isAbsolute(back)) return undefined;
  return full;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A fresh stored path `<biz>/<yyyy>/<MM>/<dd>/<32 hex>.<ext>` (server-local date). */
export function newStoredPath(biz: string, ext: string, now = new Date()): string {
  const day = `${now.getFullYear()}/${pad(now.getMonth() + 1)}/${pad(now.getDate())}`;
  return `${biz}/${day}/${randomBytes(16).toString('hex')}.${ext}`;
}

/** A client file name that tries to name a place (path separators, '..', NUL) rather than a file. */
export function suspiciousFileName(name: string): boolean {
  return /[/\\]/.test(name) || name.includes('\0') || name === '.' || name === '..' || /^[A-Za-z]:/.test(name);
}
