// Small real files for the sniffer's unit tests and the upload integration tests: a 1x1 PNG and BMP,
// a PDF, a JPEG/GIF/WebP header, zip containers (plain, docx, xlsx, pptx, with macros) and OLE
// compound files (doc, xls) built byte by byte, plus the abusive contents the upload must refuse.
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A valid 1x1 RGBA PNG. */
export function png(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid 1x1 24-bit BMP. */
export function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  b.set([0, 0, 255], 54);
  return b;
}

export const jpg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF\0rest')]);
export const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
export const webp = () => Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x00', 'latin1');
export const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const csv = () => Buffer.from('\ufeffname,qty\n苹果,3\r\n');

export interface ZipEntry {
  name: string;
  content: string | Buffer;
  /** Deflate the entry (default: stored). */
  deflate?: boolean;
  /** The inflated size the headers claim (default: the true size): a lying zip for bomb tests. */
  declaredSize?: number;
}

/** A zip written by hand, so tests control every header: stored or deflated entries, right CRCs. */
export function zipEntries(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const nameBytes = Buffer.from(e.name, 'utf8');
    const data = typeof e.content === 'string' ? Buffer.from(e.content, 'utf8') : e.content;
    const packed = e.deflate ? deflateRawSync(data) : data;
    const size = e.declaredSize ?? data.length;
    const method = e.deflate ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip of these text entries, stored unless `deflate`. */
export const zip = (entries: Record<string, string>, deflate = false): Buffer =>
  zipEntries(Object.entries(entries).map(([name, content]) => ({ name, content, deflate })));

const TYPES = '<?xml version="1.0"?><Types/>';
export const docx = () => zip({ '[Content_Types].xml': TYPES, 'word/document.xml': '<w:document/>' });
export const xlsx = () => zip({ '[Content_Types].xml': TYPES, 'xl/workbook.xml': '<workbook/>' });
export const pptx = () => zip({ '[Content_Types].xml': TYPES, 'ppt/presentation.xml': '<p:presentation/>' });
export const xlsm = () =>
  zip({ '[Content_Types].xml': TYPES, 'xl/workbook.xml': '<workbook/>', 'xl/vbaProject.bin': 'macro' });

/** An OLE compound file (512-byte sectors) whose directory spans two sectors and names these streams. */
export function ole(streams: string[]): Buffer {
  const sector = 512;
  const names = ['Root Entry', ...streams];
  const dirSectors = Math.max(1, Math.ceil(names.length / 4));
  const out = Buffer.alloc(sector * (2 + dirSectors));
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  out.writeUInt16LE(0x3e, 0x18);
  out.writeUInt16LE(3, 0x1a);
  out.writeUInt16LE(0xfffe, 0x1c);
  out.writeUInt16LE(9, 0x1e);
  out.writeUInt16LE(6, 0x20);
  out.writeUInt32LE(1, 0x2c); // one FAT sector
  out.writeUInt32LE(1, 0x30); // directory starts at sector 1
  out.fill(0xff, 0x4c, sector);
  out.writeUInt32LE(0, 0x4c); // the FAT is sector 0
  const fat = sector;
  out.fill(0xff, fat, fat + sector);
  out.writeUInt32LE(0xfffffffd, fat);
  for (let i = 0; i < dirSectors; i++) out.writeUInt32LE(i === dirSectors - 1 ? 0xfffffffe : i + 2, fat + (i + 1) * 4);
  names.forEach((name, i) => {
    const at = sector * 2 + i * 128;
    out.write(name, at, 'utf16le');
    out.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    out.writeUInt8(i === 0 ? 5 : 2, at + 0x42);
  });
  return out;
}

export const doc = () => ole(['\u0001CompObj', '\u0005SummaryInformation', '1Table', 'Data', 'WordDocument']);
export const xls = () => ole(['Workbook']);

export const html = () =>
  Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="1" height="1"/></svg>');
