// Our own streaming reader of an .xlsx workbook's first worksheet, for the import (instead of the
// exceljs streaming WorkbookReader: see README.md "Why not exceljs's reader"). Each needed part is
// inflated once: xl/workbook.xml (the 1904 date system, the first sheet's relationship id),
// xl/_rels/workbook.xml.rels (that sheet's part), xl/styles.xml (which cell styles are date formats),
// xl/sharedStrings.xml (cached, as exceljs does), then the worksheet streamed through a small
// tokenizer of <row>, <c r t s>, <v>, <is>, <t>. Rows come out as compact arrays of primitive cell
// values, the values exceljs gave the import (import-values.ts `cellText`): strings (shared, inline,
// formula strings; rich text runs joined, phonetic runs left out), numbers, booleans, error codes as
// text, and Dates (UTC) for numbers in a date-formatted cell. Formulas give their cached value.
//
// The workbook is inspected first (import-source.ts `inspectWorkbook`): zip structure, sizes against
// the limits, no DOCTYPE/ENTITY in any part; this reader relies on that and stays minimal (XML
// comments, CDATA and processing instructions are not expected inside sheet data and are not parsed).
import { createReadStream } from 'node:fs';
import { promisify } from 'node:util';
import { createInflateRaw, inflateRaw } from 'node:zlib';
import { open } from 'node:fs/promises';

/** A zip entry as the central directory describes it, with where its data starts. */
export interface ZipPart {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  dataStart: number;
}

/** One sheet row: its 1-based number and its cells' values by 0-based column (gaps undefined). */
export interface SheetRow {
  number: number;
  cells: unknown[];
}

const inflateRawAsync = promisify(inflateRaw);
/** Inflated chunks of 128 KB (fewer trips to the zlib thread), decoded 32 KB at a time (TEXT). */
const CHUNK = 128 * 1024;
/**
 * Sheet text is decoded about 32 KB at a time: the string (up to 64 KB as UTF-16) stays a young object.
 * Cell strings are slices of it; whole 256 KB chunks made half-megabyte strings allocated straight in
 * the old generation's large-object space, each kept until a full GC (peak RSS +100 MB).
 */
const TEXT = 32 * 1024;
const ROW_END = Buffer.from('</row>');
const ROW_OPEN = Buffer.from('<row');

/** A whole (small) part as text. */
async function partText(path: string, part: ZipPart): Promise<string> {
  if (part.compressedSize === 0) return '';
  const fh = await open(path, 'r');
  let raw: Buffer;
  try {
    raw = Buffer.alloc(part.compressedSize);
    await fh.read(raw, 0, part.compressedSize, part.dataStart);
  } finally {
    await fh.close();
  }
  const bytes = part.method === 8 ? await inflateRawAsync(raw) : raw;
  return bytes.toString('utf8');
}

/** A part's inflated bytes, streamed. */
function partStream(path: string, part: ZipPart): AsyncIterable<Buffer> {
  const raw = createReadStream(path, {
    start: part.dataStart,
    end: part.dataStart + part.compressedSize - 1,
    highWaterMark: CHUNK,
  });
  return (part.method === 8 ? raw.pipe(createInflateRaw({ chunkSize: CHUNK })) : raw) as AsyncIterable<Buffer>;
}

// ---------------------------------------------------------------------------------------------
// XML helpers (on strings)

const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text to its characters: the five named entities and character references; CR LF as LF. */
export function xmlText(s: string): string {
  if (s.indexOf('&') >= 0) {
    s = s.replace(ENTITY, (m, name: string | undefined, dec: string | undefined, hex: string | undefined) => {
      if (name) return NAMED[name];
      const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : m;
    });
  }
  if (s.indexOf('\r') >= 0) s = s.replace(/\r\n?/g, '\n');
  return s;
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isNameEnd = (c: number) => c === 0x20 || c === 0x3e || c === 0x2f || c === 0x09 || c === 0x0a || c === 0x0d;

/** The value of attribute `name` in the tag text s[from, to), or undefined. */
export function attr(s: string, from: number, to: number, name: string): string | undefined {
  let i = from;
  for (;;) {
    i = s.indexOf(name, i);
    if (i < 0 || i >= to) return undefined;
    const before = s.charCodeAt(i - 1);
    let j = i + name.length;
    if (before === 0x20 || before === 0x09 || before === 0x0a || before === 0x0d) {
      while (s.charCodeAt(j) === 0x20) j++;
      if (s.charCodeAt(j) === 0x3d) {
        j++;
        while (s.charCodeAt(j) === 0x20) j++;
        const q = s.charCodeAt(j);
        if (q === 0x22 || q === 0x27) {
          const end = s.indexOf(q === 0x22 ? '"' : "'", j + 1);
          if (end < 0 || end > to) return undefined;
          return s.slice(j + 1, end);
        }
      }
    }
    i = j;
  }
}

/** Each element `<tag …>` / `<tag …/>` in s: [start of tag, end of the open tag ('>'), self-closed]. */
function* elements(s: string, tag: string): Generator<[number, number, boolean]> {
  const open = `<${tag}`;
  for (let i = s.indexOf(open); i >= 0; i = s.indexOf(open, i + 1)) {
    if (!isNameEnd(s.charCodeAt(i + open.length))) continue;
    const end = s.indexOf('>', i);
    if (end < 0) return;
    yield [i, end, s.charCodeAt(end - 1) === 0x2f];
  }
}

/** The text of every <t> in s (one <si> or <is>) outside <rPh> (phonetic runs), joined and decoded. */
function runsText(s: string): string {
  if (s.indexOf('<rPh') >= 0) s = s.replace(/<rPh[\s>][\s\S]*?<\/rPh>/g, '');
  let out = '';
  let i = 0;
  for (;;) {
    const t = s.indexOf('<t', i);
    if (t < 0) break;
    if (!isNameEnd(s.charCodeAt(t + 2))) {
      i = t + 2;
      continue;
    }
    const gt = s.indexOf('>', t);
    if (gt < 0) break;
    if (s.charCodeAt(gt - 1) === 0x2f) {
      i = gt + 1;
      continue;
    }
    const close = s.indexOf('</t>', gt);
    if (close < 0) break;
    out += s.slice(gt + 1, close);
    i = close + 4;
  }
  return xmlText(out);
}

// ---------------------------------------------------------------------------------------------
// Workbook parts

/** Built-in number formats that show dates or times (en-US 14–22, 45–47; zh-CN 27–36, 50–58). */
const BUILTIN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47]);
for (let id = 50; id <= 58; id++) BUILTIN_DATES.add(id);

/** Whether a custom format code shows a date or time (as exceljs decides: y m d h s b outside [] and ""). */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/\[[^\]]*]/g, '')
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '');
  return /[ymdhsb]/i.test(bare) && !/^General$/i.test(bare.trim());
}

/** Which cell style indexes (the `s` of a cell) are date formats. */
export function dateStyles(xml: string): boolean[] {
  const custom = new Map<number, string>();
  for (const [start, end] of elements(xml, 'numFmt')) {
    const id = Number(attr(xml, start, end, 'numFmtId'));
    const code = attr(xml, start, end, 'formatCode');
    if (Number.isInteger(id) && code !== undefined) custom.set(id, xmlText(code));
  }
  const out: boolean[] = [];
  const xfsStart = xml.indexOf('<cellXfs');
  if (xfsStart < 0) return out;
  const xfsEnd = xml.indexOf('</cellXfs>', xfsStart);
  const section = xml.slice(xfsStart, xfsEnd < 0 ? xml.length : xfsEnd);
  for (const [start, end] of elements(section, 'xf')) {
    const id = Number(attr(section, start, end, 'numFmtId') ?? 0);
    const code = custom.get(id);
    out.push(code !== undefined ? isDateFormat(code) : BUILTIN_DATES.has(id));
  }
  return out;
}

/** Shared strings: each <si>'s text (rich text runs joined, phonetic runs left out). */
export function sharedStrings(xml: string): string[] {
  const out: string[] = [];
  for (const [, end, empty] of elements(xml, 'si')) {
    if (empty) {
      out.push('');
      continue;
    }
    const close = xml.indexOf('</si>', end);
    out.push(runsText(xml.slice(end + 1, close < 0 ? xml.length : close)));
  }
  return out;
}

/** The first worksheet's part name (workbook order), or undefined. */
function firstSheet(workbook: string, rels: string): string | undefined {
  const first = elements(workbook, 'sheet').next();
  if (first.done) return undefined;
  const [start, end] = first.value;
  let id: string | undefined;
  // The relationship id attribute: r:id with whatever prefix the file gives the namespace.
  const m = /\s[\w.-]+:id\s*=\s*["']([^"']*)["']/.exec(workbook.slice(start, end));
  if (m) id = m[1];
  if (id === undefined) return undefined;
  for (const [s, e] of elements(rels, 'Relationship')) {
    if (attr(rels, s, e, 'Id') !== id) continue;
    const target = attr(rels, s, e, 'Target');
    if (target === undefined) return undefined;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    // Resolve ./ and ../ segments.
    const parts: string[] = [];
    for (const seg of path.split('/')) {
      if (seg === '..') parts.pop();
      else if (seg !== '.' && seg !== '') parts.push(seg);
    }
    return parts.join('/');
  }
  return undefined;
}

const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** Column index (0-based) of the cell reference s[from, to), e.g. "AB12"; -1 if it has no letters. */
function columnAt(s: string, from: number, to: number): number {
  let col = 0;
  let i = from;
  for (; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) col = col * 26 + (c - 0x40);
    else if (c >= 0x61 && c <= 0x7a) col = col * 26 + (c - 0x60);
    else break;
  }
  return i === from ? -1 : col - 1;
}

/** The non-negative integer s[from, to) (spaces around allowed); -1 if there is none. */
function digitsAt(s: string, from: number, to: number): number {
  let n = -1;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) n = (n < 0 ? 0 : n * 10) + (c - 0x30);
    else if (!isSpace(c) || n >= 0) return isSpace(c) ? n : -1;
  }
  return n;
}

/** Column index (0-based) of a cell reference like "AB12"; -1 if it has no letters. */
export function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 0x41 && c <= 0x5a) col = col * 26 + (c - 0x40);
    else if (c >= 0x61 && c <= 0x7a) col = col * 26 + (c - 0x60);
    else break;
  }
  return i === 0 ? -1 : col - 1;
}

interface SheetContext {
  strings: string[];
  dates: boolean[];
  date1904: boolean;
}

/** Excel serial number to a UTC Date, as exceljs converts it. */
function serialToDate(v: number, date1904: boolean): Date {
  return new Date(Math.round((v - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
}

/**
 * Parses the complete rows of s (up to `end`), pushing each to `out`; returns where parsing stopped
 * (the start of the first row not complete before `end`), and the last row number seen.
 */
function parseRows(s: string, end: number, ctx: SheetContext, out: SheetRow[], lastRow: number): [number, number] {
  let p = 0;
  for (;;) {
    const rs = s.indexOf('<row', p);
    if (rs < 0 || rs >= end) return [end, lastRow];
    if (!isNameEnd(s.charCodeAt(rs + 4))) {
      p = rs + 4;
      continue;
    }
    const tagEnd = s.indexOf('>', rs);
    if (tagEnd < 0 || tagEnd >= end) return [rs, lastRow];
    const r = attr(s, rs + 4, tagEnd, 'r');
    const number = r !== undefined ? parseInt(r, 10) : lastRow + 1;
    lastRow = number;
    const cells: unknown[] = [];
    if (s.charCodeAt(tagEnd - 1) === 0x2f) {
      out.push({ number, cells });
      p = tagEnd + 1;
      continue;
    }
    const rowEnd = s.indexOf('</row>', tagEnd);
    if (rowEnd < 0 || rowEnd >= end) return [rs, lastRow];
    let q = tagEnd + 1;
    let col = -1;
    for (;;) {
      const cs = s.indexOf('<c', q);
      if (cs < 0 || cs >= rowEnd) break;
      if (!isNameEnd(s.charCodeAt(cs + 2))) {
        q = cs + 2;
        continue;
      }
      const ce = s.indexOf('>', cs);
      if (ce < 0 || ce > rowEnd) break;
      // Attributes r, t, s (read in one scan of the tag, compared by character: no strings made).
      let refCol = -1;
      let type = 0x6e; // n: t (one character, or 0x53 'str' / 0x49 'inlineStr')
      let style = -1;
      for (let i = cs + 2; i < ce;) {
        const eq = s.indexOf('=', i);
        if (eq < 0 || eq >= ce) break;
        const qc = s.charCodeAt(eq + 1);
        const qe = s.indexOf(qc === 0x27 ? "'" : '"', eq + 2);
        if (qe < 0) break;
        let ns = eq - 1;
        while (ns > i && isSpace(s.charCodeAt(ns))) ns--;
        if (ns > i && isSpace(s.charCodeAt(ns - 1))) {
          const name = s.charCodeAt(ns);
          if (name === 0x72) refCol = columnAt(s, eq + 2, qe);
          else if (name === 0x74) {
            const length = qe - eq - 2;
            type =
              length === 1
                ? s.charCodeAt(eq + 2)
                : length === 3 && s.startsWith('str', eq + 2)
                  ? 0x53
                  : length === 9 && s.startsWith('inlineStr', eq + 2)
                    ? 0x49
                    : 0;
          } else if (name === 0x73) style = digitsAt(s, eq + 2, qe);
        }
        i = qe + 1;
      }
      col = refCol >= 0 ? refCol : col + 1;
      if (col < 0) col = cells.length;
      if (s.charCodeAt(ce - 1) === 0x2f) {
        q = ce + 1;
        continue;
      }
      const cellEnd = s.indexOf('</c>', ce);
      if (cellEnd < 0 || cellEnd > rowEnd) break;
      q = cellEnd + 4;
      let value: unknown;
      if (type === 0x49) {
        const is = s.indexOf('<is', ce);
        value = is >= 0 && is < cellEnd ? runsText(s.slice(is, cellEnd)) : undefined;
      } else {
        const v = s.indexOf('<v', ce);
        if (v < 0 || v >= cellEnd || !isNameEnd(s.charCodeAt(v + 2))) continue;
        const vGt = s.indexOf('>', v);
        if (s.charCodeAt(vGt - 1) === 0x2f) continue;
        const vEnd = s.indexOf('</v>', vGt);
        if (type === 0x73) {
          value = ctx.strings[digitsAt(s, vGt + 1, vEnd)];
          if (value === undefined) continue;
          while (cells.length < col) cells.push(undefined);
          cells[col] = value;
          continue;
        }
        const text = s.slice(vGt + 1, vEnd);
        switch (type) {
          case 0x53: // str
          case 0x65: // e
            value = xmlText(text);
            break;
          case 0x62: // b
            value = parseInt(text, 10) !== 0;
            break;
          case 0x64: {
            // d: an ISO 8601 date
            const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}Z`);
            value = Number.isNaN(d.getTime()) ? text : d;
            break;
          }
          default: {
            const n = parseFloat(text);
            value = style >= 0 && ctx.dates[style] && Number.isFinite(n) ? serialToDate(n, ctx.date1904) : n;
          }
        }
      }
      if (value === undefined) continue;
      while (cells.length < col) cells.push(undefined);
      cells[col] = value;
    }
    out.push({ number, cells });
    p = rowEnd + 6;
  }
}

/** The rows of the workbook's first worksheet, a few dozen at a time (`parts`: the zip's entries). */
export async function* xlsxRows(path: string, parts: ZipPart[]): AsyncGenerator<SheetRow[]> {
  const byName = new Map(parts.map((p) => [p.name, p]));
  const text = async (name: string) => {
    const part = byName.get(name);
    return part ? partText(path, part) : '';
  };
  const workbook = await text('xl/workbook.xml');
  const pr = elements(workbook, 'workbookPr').next();
  const d1904 = pr.done ? undefined : attr(workbook, pr.value[0], pr.value[1], 'date1904');
  const date1904 = d1904 === '1' || d1904 === 'true';
  let sheetName = firstSheet(workbook, await text('xl/_rels/workbook.xml.rels'));
  // Only a part inspectWorkbook counted and measured as a worksheet (xl/worksheets/sheetN.xml).
  if (!sheetName || !SHEET.test(sheetName) || !byName.has(sheetName)) {
    sheetName = parts.find((p) => SHEET.test(p.name))?.name;
  }
  if (!sheetName) return;
  const ctx: SheetContext = {
    strings: sharedStrings(await text('xl/sharedStrings.xml')),
    dates: dateStyles(await text('xl/styles.xml')),
    date1904,
  };
  // The text is decoded from bytes cut after the last complete row (an ASCII '</row>', so never inside
  // a character): one string per slice, no joining of strings, the partial row carried as bytes.
  let carry: Buffer | undefined;
  let lastRow = 0;
  const sheet = byName.get(sheetName)!;
  for await (const chunk of partStream(path, sheet)) {
    for (let at = 0; at < chunk.length; at += TEXT) {
      const piece = chunk.subarray(at, at + TEXT);
      const buf = carry ? Buffer.concat([carry, piece]) : piece;
      let end = buf.lastIndexOf(ROW_END);
      end = end < 0 ? 0 : end + ROW_END.length;
      const lastOpen = buf.lastIndexOf(ROW_OPEN);
      if (lastOpen >= end) {
        const gt = buf.indexOf(0x3e, lastOpen);
        if (gt >= 0 && buf[gt - 1] === 0x2f) end = gt + 1;
      }
      if (end === 0) {
        carry = buf;
        continue;
      }
      const out: SheetRow[] = [];
      const s = buf.toString('utf8', 0, end);
      const [stop, last] = parseRows(s, s.length, ctx, out, lastRow);
      lastRow = last;
      carry =
        stop < s.length
          ? Buffer.concat([Buffer.from(s.slice(stop), 'utf8'), buf.subarray(end)])
          : end < buf.length
            ? buf.subarray(end)
            : undefined;
      if (out.length) yield out;
    }
  }
  if (carry) {
    const out: SheetRow[] = [];
    const s = carry.toString('utf8');
    parseRows(s, s.length, ctx, out, lastRow);
    if (out.length) yield out;
  }
}
