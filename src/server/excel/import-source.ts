// The uploaded workbook on disk, checked before a single row is read, then streamed row by row.
//
// `inspectWorkbook` (one cheap pass, nothing parsed as XML): the magic bytes (a real .xls is a 415
// asking for .xlsx; anything else that is not a zip a 415); the zip's central directory (entry count,
// declared sizes against the unzipped limit, no ZIP64) and its local entries, which must follow one
// another exactly as the directory says (the streaming reader walks local headers, so a hidden entry
// would otherwise escape the checks); then every entry is inflated with the bytes counted (the
// directory's sizes may lie: past the limit it stops), every XML part scanned for a DOCTYPE or ENTITY
// declaration (refused: nothing in a workbook needs one), worksheets' rows counted (the row limit is
// known before anything is written) and text runs measured (a cell longer than Excel's 32767
// characters refuses the file).
//
// `sheetRows`: the first worksheet through our own streaming reader (import-xlsx.ts), one row at a time.
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { HttpError, badRequest } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import { xlsxRows, type SheetRow, type ZipPart } from './import-xlsx.ts';

export type { SheetRow } from './import-xlsx.ts';

/** Excel's own limit on the characters of one cell. */
export const MAX_CELL_CHARS = 32767;
const MAX_ENTRIES = 10_000;

export interface SourceLimits {
  maxRows: number;
  maxUnzippedBytes: number;
}

export const SOURCE_MESSAGES = {
  xls: t(
    '不支持旧版 Excel 97-2003 (.xls) 文件，请在 Excel 中另存为 .xlsx 后再导入',
    'Old Excel 97-2003 (.xls) files are not supported; save the file as .xlsx in Excel and import it again',
  ),
  notXlsx: t('文件不是有效的 Excel (.xlsx) 工作簿', 'The file is not an Excel (.xlsx) workbook'),
  damaged: t('Excel 文件已损坏或格式不受支持', 'The Excel file is damaged or uses an unsupported format'),
  entities: t(
    'Excel 文件包含不允许的 XML 声明 (DOCTYPE/ENTITY)',
    'The Excel file contains XML declarations (DOCTYPE/ENTITY), which are not allowed',
  ),
  noSheet: t('Excel 文件中没有工作表', 'The Excel file has no worksheet'),
  unzipped: (limit: number) =>
    t(
      `Excel 文件解压后超过 ${Math.round(limit / 1024 / 1024)} MB 上限`,
      `The Excel file unzips to more than the limit of ${Math.round(limit / 1024 / 1024)} MB`,
    ),
  rows: (rows: number, limit: number) =>
    t(
      `Excel 文件有 ${rows} 行数据，超过 ${limit} 行上限`,
      `The Excel file holds ${rows} data rows, more than the limit of ${limit}`,
    ),
  cell: t(
    `Excel 文件中有单元格超过 ${MAX_CELL_CHARS} 个字符`,
    `A cell of the Excel file holds more than ${MAX_CELL_CHARS} characters`,
  ),
};

const damaged = () => badRequest(SOURCE_MESSAGES.damaged);

interface ZipEntry extends ZipPart {
  localOffset: number;
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** The central directory's entries, checked against the local headers they point at. */
async function zipEntries(fh: FileHandle, fileSize: number, limits: SourceLimits): Promise<ZipEntry[]> {
  const tailLength = Math.min(fileSize, 22 + 65535);
  const tail = await readAt(fh, fileSize - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged();
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 markers: no workbook within the upload limit needs them.
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw damaged();
  if (count === 0 || count > MAX_ENTRIES || cdOffset + cdSize > fileSize) throw damaged();
  const cd = await readAt(fh, cdOffset, cdSize);
  const entries: ZipEntry[] = [];
  let declared = 0;
  for (let p = 0, i = 0; i < count; i++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== 0x02014b50) throw damaged();
    const nameLength = cd.readUInt16LE(p + 28);
    const entry: ZipEntry = {
      method: cd.readUInt16LE(p + 10),
      compressedSize: cd.readUInt32LE(p + 20),
      size: cd.readUInt32LE(p + 24),
      localOffset: cd.readUInt32LE(p + 42),
      name: cd.toString('utf8', p + 46, p + 46 + nameLength),
      dataStart: 0,
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw damaged();
    if (entry.method !== 0 && entry.method !== 8) throw damaged();
    declared += entry.size;
    if (declared > limits.maxUnzippedBytes) throw new HttpError(413, SOURCE_MESSAGES.unzipped(limits.maxUnzippedBytes));
    entries.push(entry);
    p += 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
  }
  // The local entries must tile the file from 0 to the directory: each where the directory says, with
  // the same name, followed only by its data and an optional data descriptor.
  entries.sort((a, b) => a.localOffset - b.localOffset);
  let expected = 0;
  for (const e of entries) {
    if (e.localOffset !== expected) throw damaged();
    const head = await readAt(fh, e.localOffset, 30);
    if (head.length < 30 || head.readUInt32LE(0) !== 0x04034b50) throw damaged();
    const nameLength = head.readUInt16LE(26);
    const name = (await readAt(fh, e.localOffset + 30, nameLength)).toString('utf8');
    if (name !== e.name) throw damaged();
    e.dataStart = e.localOffset + 30 + nameLength + head.readUInt16LE(28);
    const dataEnd = e.dataStart + e.compressedSize;
    const hasDescriptor = (head.readUInt16LE(6) & 0x08) !== 0;
    if (hasDescriptor) {
      const sig = (await readAt(fh, dataEnd, 4)).readUInt32LE(0);
      expected = dataEnd + (sig === 0x08074b50 ? 16 : 12);
    } else expected = dataEnd;
  }
  if (expected !== cdOffset) throw damaged();
  return entries;
}

/** Scans one XML part's inflated bytes: declarations, rows, text-run lengths (across chunk edges). */
class XmlScan {
  rows = 0;
  private tail = Buffer.alloc(0);
  private inTag = false;
  private runBytes = 0;
  private run: Buffer[] = [];

  constructor(
    private readonly countRows: boolean,
    private readonly measureText: boolean,
  ) {}

  push(chunk: Buffer): void {
    // Markers that start in the previous chunk's last bytes: search the joint only.
    const joint = Buffer.concat([this.tail, chunk.subarray(0, 8)]);
    this.markers(joint, this.tail.length);
    this.markers(chunk, 0);
    this.tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - 8)));
    if (this.measureText) this.texts(chunk);
  }

  /** `<!` (other than comments and CDATA) and `<row` starting at or after `from`... */
  private markers(buf: Buffer, tailLength: number): void {
    for (let i = buf.indexOf(0x3c); i >= 0 && i < buf.length; i = buf.indexOf(0x3c, i + 1)) {
      // In the joint, only markers crossing the edge count (the rest were seen in one chunk or will be).
      if (tailLength > 0 && (i >= tailLength || i + 5 <= tailLength)) {
        if (i >= tailLength) break;
        continue;
      }
      const next = buf[i + 1];
      if (next === 0x21) {
        const after = buf[i + 2];
        if (after !== undefined && after !== 0x2d && after !== 0x5b) throw badRequest(SOURCE_MESSAGES.entities);
      } else if (this.countRows && next === 0x72 && buf[i + 2] === 0x6f && buf[i + 3] === 0x77) {
        const end = buf[i + 4];
        if (end === 0x20 || end === 0x3e || end === 0x2f || end === 0x09 || end === 0x0a || end === 0x0d) {
          this.rows++;
        }
      }
    }
  }

  /** Text between tags longer than a cell may be. */
  private texts(chunk: Buffer): void {
    let pos = 0;
    while (pos < chunk.length) {
      if (this.inTag) {
        const end = chunk.indexOf(0x3e, pos);
        if (end < 0) return;
        this.inTag = false;
        pos = end + 1;
        continue;
      }
      const start = chunk.indexOf(0x3c, pos);
      const stop = start < 0 ? chunk.length : start;
      const length = stop - pos;
      if (this.runBytes + length > MAX_CELL_CHARS) this.run.push(chunk.subarray(pos, stop));
      else if (start < 0 && length > 0) this.run.push(chunk.subarray(pos, stop));
      this.runBytes += length;
      if (start < 0) return;
      this.endRun();
      this.inTag = true;
      pos = start + 1;
    }
  }

  private endRun(): void {
    if (this.runBytes > MAX_CELL_CHARS) {
      // Bytes overcount characters (UTF-8, entities): decode and count UTF-16 units as Excel does.
      const text = Buffer.concat(this.run)
        .toString('utf8')
        .replace(/&(#x?[0-9a-fA-F]+|\w+);/g, '_');
      if (text.length > MAX_CELL_CHARS) throw new HttpError(413, SOURCE_MESSAGES.cell);
    }
    this.runBytes = 0;
    this.run = [];
  }
}

const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

export interface WorkbookFacts {
  /** Data rows (rows after the header) of the largest worksheet. */
  rows: number;
  /** The zip's entries, checked (for sheetRows). */
  parts: ZipPart[];
}

/** Refuse a file that is not a plain, bounded .xlsx (4xx, see the header); its row count otherwise. */
export async function inspectWorkbook(path: string, limits: SourceLimits): Promise<WorkbookFacts> {
  const fh = await open(path, 'r');
  let entries: ZipEntry[];
  try {
    const { size } = await fh.stat();
    const magic = await readAt(fh, 0, 8);
    if (magic.length >= 4 && magic.readUInt32BE(0) === 0xd0cf11e0) throw new HttpError(415, SOURCE_MESSAGES.xls);
    if (magic.length < 4 || magic.readUInt32LE(0) !== 0x04034b50) throw new HttpError(415, SOURCE_MESSAGES.notXlsx);
    entries = await zipEntries(fh, size, limits);
  } finally {
    await fh.close();
  }
  if (!entries.some((e) => SHEET.test(e.name))) throw badRequest(SOURCE_MESSAGES.noSheet);
  let inflated = 0;
  let rows = 0;
  for (const e of entries) {
    const xml = /\.(xml|rels|vml)$/i.test(e.name);
    const sheet = SHEET.test(e.name);
    const scan = xml ? new XmlScan(sheet, sheet || e.name === 'xl/sharedStrings.xml') : undefined;
    let entryBytes = 0;
    if (e.compressedSize === 0) {
      if (e.size !== 0) throw damaged();
      continue;
    }
    const raw = createReadStream(path, { start: e.dataStart, end: e.dataStart + e.compressedSize - 1 });
    const source = e.method === 8 ? raw.pipe(createInflateRaw()) : raw;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        entryBytes += chunk.length;
        inflated += chunk.length;
        if (inflated > limits.maxUnzippedBytes) {
          throw new HttpError(413, SOURCE_MESSAGES.unzipped(limits.maxUnzippedBytes));
        }
        if (entryBytes > e.size) throw damaged(); // more than the directory declared
        scan?.push(chunk);
      }
    } catch (err) {
      raw.destroy();
      if (err instanceof HttpError) throw err;
      throw damaged(); // a broken deflate stream
    }
    if (entryBytes !== e.size) throw damaged();
    if (scan && sheet) rows = Math.max(rows, scan.rows - 1);
  }
  if (rows > limits.maxRows) throw new HttpError(413, SOURCE_MESSAGES.rows(rows, limits.maxRows));
  return { rows: Math.max(0, rows), parts: entries };
}

/** The rows of the workbook's first worksheet, streamed (import-xlsx.ts); a header first. */
export async function* sheetRows(path: string, parts?: ZipPart[]): AsyncGenerator<SheetRow> {
  if (!parts) {
    const fh = await open(path, 'r');
    try {
      parts = await zipEntries(fh, (await fh.stat()).size, { maxRows: Infinity, maxUnzippedBytes: Infinity });
    } finally {
      await fh.close();
    }
  }
  yield* xlsxRows(path, parts);
}
