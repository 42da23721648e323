// The upload allow-list as a table: for each sniffed kind, the extension a stored file gets, the
// extensions a client may declare for it (a disagreeing name is refused), and for each stored
// extension the content type it is served with and whether it is shown inline (images only).
import type { FileKind } from './sniff.ts';

interface KindInfo {
  /** Extension of the stored file (the first declared one when several fit, e.g. text -> txt or csv). */
  stored: string[];
  /** Extensions a client's file name may carry for this content (lower case). */
  declared: string[];
}

const KINDS: Record<FileKind, KindInfo> = {
  jpg: { stored: ['jpg'], declared: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  png: { stored: ['png'], declared: ['png'] },
  gif: { stored: ['gif'], declared: ['gif'] },
  webp: { stored: ['webp'], declared: ['webp'] },
  bmp: { stored: ['bmp'], declared: ['bmp', 'dib'] },
  pdf: { stored: ['pdf'], declared: ['pdf'] },
  docx: { stored: ['docx'], declared: ['docx'] },
  xlsx: { stored: ['xlsx'], declared: ['xlsx'] },
  pptx: { stored: ['pptx'], declared: ['pptx'] },
  zip: { stored: ['zip'], declared: ['zip'] },
  xls: { stored: ['xls'], declared: ['xls'] },
  doc: { stored: ['doc'], declared: ['doc'] },
  text: { stored: ['txt', 'csv'], declared: ['txt', 'text', 'csv', 'log', 'md'] },
};

/** Content type by stored extension; `inline` only for images. Anything else is an attachment. */
export const CONTENT_TYPES: Record<string, { type: string; inline: boolean }> = {
  jpg: { type: 'image/jpeg', inline: true },
  png: { type: 'image/png', inline: true },
  gif: { type: 'image/gif', inline: true },
  webp: { type: 'image/webp', inline: true },
  bmp: { type: 'image/bmp', inline: true },
  pdf: { type: 'application/pdf', inline: false },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false },
  pptx: { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', inline: false },
  zip: { type: 'application/zip', inline: false },
  xls: { type: 'application/vnd.ms-excel', inline: false },
  doc: { type: 'application/msword', inline: false },
  txt: { type: 'text/plain; charset=utf-8', inline: false },
  csv: { type: 'text/csv; charset=utf-8', inline: false },
};

export const FALLBACK_CONTENT_TYPE = { type: 'application/octet-stream', inline: false };

/** The lower-case extension of a client's file name ('' when it has none). */
export function declaredExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * The extension to store `kind` under, given the client's declared extension; undefined when the
 * declared one disagrees with the content. A name without an extension takes the content's.
 */
export function storedExtension(kind: FileKind, declared: string): string | undefined {
  const info = KINDS[kind];
  if (declared === '') return info.stored[0];
  if (!info.declared.includes(declared)) return undefined;
  return info.stored.includes(declared) ? declared : info.stored[0];
}
