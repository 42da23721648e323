// Images put into rich text: jpg, png and gif only, uploaded with biz 'jeditor' (spec 001 §7.6 rich text
// editor variant). The editor inserts the stored path as the image's src (shown through useFileSrc by
// rich-text-image-node.tsx) and seeds the session's file cache with the picked file, so showing it needs
// no fetch; an answer of 'local' (the spec's "embed as base64") embeds the file itself as a data: address.
import type { DataProvider } from '../../../core/data-provider.ts';
import { rememberFileBlob } from '../../../react/use-file-src.ts';

export const RICH_TEXT_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif';
export const RICH_TEXT_BIZ = 'jeditor';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/gif']);
const EXTENSIONS = /\.(jpe?g|png|gif)$/i;

/** A jpg, png or gif by its name and, when the browser gives one, its type. */
export function isRichTextImage(file: { name?: string; type?: string }): boolean {
  if (!file.name || !EXTENSIONS.test(file.name)) return false;
  return !file.type || TYPES.has(file.type);
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Uploads one image and resolves with the `<img src>` to store: its stored path (or a data: address). */
export async function uploadRichTextImage(provider: DataProvider, file: File): Promise<string> {
  const path = await provider.upload(file, { biz: RICH_TEXT_BIZ });
  if (path === 'local') return readAsDataUrl(file);
  rememberFileBlob(provider, path, file);
  return path;
}
