// The `src` a rich-text image keeps in the stored HTML. Uploaded pictures are kept as their stored path
// (`jeditor/2026/11/23/<hex>.png`): the server's static route only answers requests carrying the session
// token, so a `<img src>` pointing at it could never load (rich-text-image-node.tsx shows the path with
// useFileSrc instead). Older HTML holding the route's full address (`/jeecg-boot/sys/common/static/<path>`,
// absolute or not) is read back as the stored path (runtime/core storedPath); http(s) addresses elsewhere
// and data: URLs stay as they are.
import { STATIC_ROUTE, storedPath } from '../../../core/multi-value.ts';

/** The stored path of an address of the static route, any other `src` unchanged (null stays null). */
export function richTextImageSrc(src: string | null | undefined): string | null {
  if (!src) return null;
  const at = src.indexOf(STATIC_ROUTE);
  if (at < 0 || /^data:/i.test(src)) return src;
  return storedPath(src) || null;
}
