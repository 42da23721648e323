// What a stored file really is, decided from its bytes alone (never the client's name or mime type):
// jpg, png, gif, webp, bmp, pdf, the Office zip formats (docx/xlsx/pptx, told apart by their part
// names in the zip's central directory), zip, legacy xls/doc (told apart by the stream names in the
// OLE compound file's directory) and plain text (valid UTF-8, no NUL or other control bytes, no
// HTML/XML markup). Anything else, SVG and HTML included, is unknown and refused by the caller.
import { oleKind, zipKind } from './sniff-containers.ts';

export type FileKind =
  'jpg' | 'png' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'zip' | 'xls' | 'doc' | 'text';

const IMAGES: ReadonlySet<FileKind> = new Set(['jpg', 'png', 'gif', 'webp', 'bmp']);

export function isImageKind(kind: FileKind): boolean {
  return IMAGES.has(kind);
}

function startsWith(data: Buffer, bytes: number[] | string, at = 0): boolean {
  const sig = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return data.length >= at + sig.length && data.subarray(at, at + sig.length).equals(sig);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Sizes of the known BMP DIB headers (core, info, v2, v3, v4, v5). */
const BMP_DIB_SIZES = new Set([12, 40, 52, 56, 108, 124]);

function isBmp(data: Buffer): boolean {
  if (!startsWith(data, 'BM') || data.length < 26) return false;
  const declaredSize = data.readUInt32LE(2);
  const pixelOffset = data.readUInt32LE(10);
  const dib = data.readUInt32LE(14);
  return BMP_DIB_SIZES.has(dib) && pixelOffset >= 14 + dib && pixelOffset <= data.length && declaredSize <= data.length;
}

/**
 * Plain text: decodes as UTF-8, has no control bytes but tab/LF/VT/FF/CR, and nothing a browser would
 * read as markup (`<tag`, `</`, `<!`, `<?`; `a < b` is text).
 */
export function isPlainText(data: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return false;
  return !/<(?:[!?/]|[A-Za-z])/.test(text);
}

/** The kind of `data`, or undefined when it is none of the allowed kinds. */
export function sniff(data: Buffer): FileKind | undefined {
  if (data.length === 0) return undefined;
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, PNG)) return startsWith(data, 'IHDR', 12) ? 'png' : undefined;
  if (startsWith(data, 'GIF87a') || startsWith(data, 'GIF89a')) return 'gif';
  if (startsWith(data, 'RIFF') && startsWith(data, 'WEBP', 8)) return 'webp';
  if (isBmp(data)) return 'bmp';
  if (startsWith(data, '%PDF-')) return 'pdf';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return zipKind(data);
  if (startsWith(data, OLE)) return oleKind(data);
  return isPlainText(data) ? 'text' : undefined;
}
