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
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
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

const LT_BANG = Buffer.from('<!');
const LT_ROW = Buffer.from('<row');
const isRowEnd = (c: number | undefined) =>
  c === 0x20 || c === 0x3e || c === 0x2f || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * Scans one XML part's inflated bytes (across chunk edges), with native searches only: `<!` other than
 * comments and CDATA (refused), `<row` (counted), and text runs between tags longer than a cell may
 * be. For the runs, only a window of more than 32767 bytes without a `<` can hold one: each chunk is
 * checked with one `lastIndexOf('<')` per 32 KB, and only such a window is decoded and measured.
 */
class XmlScan {
  rows = 0;
  /** The previous chunk's last bytes (markers crossing the edge) and the whole previous chunk. */
  private tail = Buffer.alloc(0);
  private prev: Buffer = Buffer.alloc(0);
  /** Absolute offset of the current chunk, and of the last '<' seen (-1: none yet). */
  private base = 0;
  private lastLt = -1;
  /** A long run being collected until its '<'. */
  private run: Buffer[] | undefined;

  constructor(
    private readonly countRows: boolean,
    private readonly measureText: boolean,
  ) {}

  push(chunk: Buffer): void {
    if (this.tail.length) {
      const joint = Buffer.concat([this.tail, chunk.subarray(0, 5)]);
      this.markers(joint, this.tail.length);
    }
    this.markers(chunk, 0);
    this.tail = Buffer.from(chunk.subarray(Math.max(0, chunk.length - 4)));
    if (this.measureText) this.texts(chunk);
    this.prev = chunk;
    this.base += chunk.length;
  }

  /** Markers in buf; with edge > 0 (a joint) only those starting before `edge` and ending after it. */
  private markers(buf: Buffer, edge: number): void {
    for (let i = buf.indexOf(LT_BANG); i >= 0; i = buf.indexOf(LT_BANG, i + 2)) {
      if (edge > 0 && (i >= edge || i + 2 < edge)) continue;
      const after = buf[i + 2];
      if (after === undefined) continue; // decided in the joint with the next chunk
      if (after !== 0x2d && after !== 0x5b) throw badRequest(SOURCE_MESSAGES.entities);
    }
    if (!this.countRows) return;
    for (let i = buf.indexOf(LT_ROW); i >= 0; i = buf.indexOf(LT_ROW, i + 4)) {
      if (edge > 0 && (i >= edge || i + 4 < edge)) continue;
      if (i + 4 >= buf.length && edge === 0) continue; // the joint decides
      if (isRowEnd(buf[i + 4])) this.rows++;
    }
  }

  private texts(chunk: Buffer): void {
    const base = this.base;
    let from = 0;
    if (this.run) {
      const lt = chunk.indexOf(0x3c);
      if (lt < 0) {
        this.run.push(chunk);
        return;
      }
      this.run.push(chunk.subarray(0, lt));
      this.endRun();
      this.lastLt = base + lt;
      from = lt + 1;
    }
    for (;;) {
      // A '<' must come within MAX_CELL_CHARS + 1 bytes of the last one.
      const windowEnd = this.lastLt + MAX_CELL_CHARS + 1 - base;
      if (windowEnd >= chunk.length) break;
      const k = chunk.lastIndexOf(0x3c, windowEnd);
      if (k >= from && base + k > this.lastLt) {
        this.lastLt = base + k;
        continue;
      }
      // A long stretch without '<': the text run is what follows the tag at lastLt ('>') up to the next '<'.
      const pieces: Buffer[] = [];
      const a = this.lastLt - base; // index in this chunk (negative: an earlier chunk)
      if (a < 0 && -a <= this.prev.length) {
        const inPrev = this.prev.subarray(this.prev.length + a);
        const gt = this.lastLt < 0 ? -1 : inPrev.indexOf(0x3e);
        if (gt >= 0 || this.lastLt < 0) pieces.push(inPrev.subarray(gt + 1), chunk);
        else pieces.push(chunk.subarray(chunk.indexOf(0x3e) + 1));
      } else if (a < 0) {
        pieces.push(chunk); // an earlier chunk than the previous one (not with 256 KB chunks)
      } else {
        const gt = chunk.indexOf(0x3e, a);
        pieces.push(chunk.subarray(gt < 0 ? chunk.length : gt + 1));
      }
      const lt = chunk.indexOf(0x3c, windowEnd);
      const last = pieces.pop()!;
      if (lt < 0) {
        this.run = [...pieces, last];
        return;
      }
      // `last` is a tail of chunk: cut it at the '<'.
      pieces.push(last.subarray(0, last.length - (chunk.length - lt)));
      this.run = pieces;
      this.endRun();
      this.lastLt = base + lt;
      from = lt + 1;
    }
    const k = chunk.lastIndexOf(0x3c);
    if (k >= from && base + k > this.lastLt) this.lastLt = base + k;
  }

  /** The end of a part: a run still open is measured. */
  finish(): void {
    if (this.run) this.endRun();
  }

  private endRun(): void {
    const run = this.run ?? [];
    this.run = undefined;
    // Bytes overcount characters (UTF-8, entities): decode and count UTF-16 units as Excel does.
    const text = Buffer.concat(run)
      .toString('utf8')
      .replace(/&(#x?[0-9a-fA-F]+|\w+);/g, '_');
    if (text.length > MAX_CELL_CHARS) throw new HttpError(413, SOURCE_MESSAGES.cell);
  }
}

const CHUNK = 64 * 1024;
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
    const raw = createReadStream(path, {
      start: e.dataStart,
      end: e.dataStart + e.compressedSize - 1,
      highWaterMark: CHUNK,
    });
    const source = e.method === 8 ? raw.pipe(createInflateRaw({ chunkSize: CHUNK })) : raw;
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
    scan?.finish();
    if (scan && sheet) rows = Math.max(rows, scan.rows - 1);
  }
  if (rows > limits.maxRows) throw new HttpError(413, SOURCE_MESSAGES.rows(rows, limits.maxRows));
  return { rows: Math.max(0, rows), parts: entries };
}

/** The rows of the workbook's first worksheet, streamed (import-xlsx.ts) a few dozen at a time. */
export async function* sheetRowBatches(path: string, parts?: ZipPart[]): AsyncGenerator<SheetRow[]> {
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

/** The rows of the workbook's first worksheet one at a time; a header first. */
export async function* sheetRows(path: string, parts?: ZipPart[]): AsyncGenerator<SheetRow> {
  for await (const rows of sheetRowBatches(path, parts)) yield* rows;
}
