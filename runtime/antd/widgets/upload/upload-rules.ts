// Pure rules of the upload widgets: the jpg/png check made before anything is sent (spec 000 §5,
// 001 §5.6: type or extension, then the file's first bytes), how many files a field takes
// (x-options.max, 0 or absent = unlimited, spec 001 §9), the upload folder and a path's file name.
import { splitValues } from '../../../core/multi-value.ts';
import type { FieldDef } from '../../../core/registry.ts';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const IMAGE_NAME = /\.(jpe?g|png)$/i;

const startsWith = (head: Uint8Array, magic: number[]) => magic.every((b, i) => head[i] === b);
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The first `n` bytes of a file (FileReader: works in every browser and in jsdom). */
export function readHead(blob: Blob, n: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob.slice(0, n));
  });
}

/**
 * A jpg or png: the browser's type (or, without one, the name's extension) says so and the content
 * starts like one. Anything else is refused before uploading with 'Please upload an image'; the
 * server checks the content again.
 */
export async function isJpgOrPng(file: Blob & { name?: string }): Promise<boolean> {
  const declared = file.type ? IMAGE_TYPES.has(file.type) : IMAGE_NAME.test(file.name ?? '');
  if (!declared) return false;
  const head = await readHead(file, PNG.length);
  return startsWith(head, JPEG) || startsWith(head, PNG);
}

/** `accept` of the image inputs (the picker offers only these; dropped files are checked anyway). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Most files a field takes: 1 for a single-valued one, else x-options.max (or x-items.max); 0 = no limit. */
export function uploadLimit(field: FieldDef | undefined, several: boolean): number {
  if (!several) return 1;
  const max = Number(field?.options?.max ?? field?.items?.max ?? 0);
  return Number.isFinite(max) && max > 0 ? Math.floor(max) : 0;
}

/** A file field holding several files: x-widget/format `file` with x-options.multi, a max above 1 or `multiple`. */
export function takesSeveralFiles(field: FieldDef | undefined): boolean {
  if (!field) return false;
  const max = Number(field.options?.max ?? 0);
  return field.multiple === true || field.options?.multi === true || max > 1;
}

/** Upload folder of a field: x-options.biz, else 'temp'. */
export function uploadBiz(field: FieldDef | undefined): string {
  const biz = field?.options?.biz;
  return typeof biz === 'string' && biz ? biz : 'temp';
}

/** Stored paths of a value: comma-joined (spec 001 §9 separator) or an array. */
export const splitPaths = (value: unknown): string[] => splitValues(value);

/** The last segment of a stored path or address, without query or fragment. */
export function fileNameOf(path: string): string {
  const clean = path.split(/[?#]/)[0];
  const name = clean.slice(clean.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(name) || clean;
  } catch {
    return name || clean;
  }
}
