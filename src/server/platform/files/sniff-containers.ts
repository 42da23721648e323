// Container formats for the sniffer: a zip is read through its central directory (end record, then
// the entry names), so docx/xlsx/pptx are told from a plain zip by their main part; a legacy Office
// file is an OLE compound file whose directory (followed through the FAT) names its main stream:
// WordDocument -> doc, Workbook/Book -> xls. Every offset is bounds-checked: a malformed container
// is simply not recognised. Office files carrying macros (vbaProject.bin) are not recognised either.

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const MAX_ENTRIES = 20_000;

function u16(data: Buffer, at: number): number | undefined {
  return at >= 0 && at + 2 <= data.length ? data.readUInt16LE(at) : undefined;
}

function u32(data: Buffer, at: number): number | undefined {
  return at >= 0 && at + 4 <= data.length ? data.readUInt32LE(at) : undefined;
}

/** Offset of the zip's end-of-central-directory record (searched from the end, past a comment of up to 64 KiB). */
function findEndRecord(data: Buffer): number | undefined {
  const last = data.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (data.readUInt32LE(at) === EOCD) return at;
  }
  return undefined;
}

/** Names of a zip's entries from its central directory; undefined when the zip is malformed. */
export function zipEntryNames(data: Buffer): string[] | undefined {
  const end = findEndRecord(data);
  if (end === undefined) return undefined;
  const count = u16(data, end + 10)!;
  const start = u32(data, end + 16)!;
  // Zip64 archives mark these fields as 0xffff/0xffffffff; a 10 MB upload has no need for them.
  if (count === 0 || count === 0xffff || start >= end) return undefined;
  const names: string[] = [];
  let at = start;
  for (let i = 0; i < Math.min(count, MAX_ENTRIES); i++) {
    if (u32(data, at) !== CENTRAL) return undefined;
    const nameLength = u16(data, at + 28);
    const extraLength = u16(data, at + 30);
    const commentLength = u16(data, at + 32);
    if (nameLength === undefined || extraLength === undefined || commentLength === undefined) return undefined;
    if (at + 46 + nameLength > end) return undefined;
    names.push(data.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

export function zipKind(data: Buffer): 'docx' | 'xlsx' | 'pptx' | 'zip' | undefined {
  const names = zipEntryNames(data);
  if (!names) return undefined;
  const has = (name: string) => names.includes(name);
  const office = has('[Content_Types].xml');
  if (office && names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) return undefined;
  if (office && has('word/document.xml')) return 'docx';
  if (office && has('xl/workbook.xml')) return 'xlsx';
  if (office && has('ppt/presentation.xml')) return 'pptx';
  return 'zip';
}

const END_OF_CHAIN = 0xfffffffe;
const MAX_DIRECTORY_SECTORS = 1000;

/** Stream and storage names in an OLE compound file's directory; undefined when it is malformed. */
export function oleEntryNames(data: Buffer): string[] | undefined {
  const shift = u16(data, 0x1e);
  if (shift !== 9 && shift !== 12) return undefined;
  const sectorSize = 1 << shift;
  const sectorAt = (sid: number) => (sid + 1) * sectorSize;
  // The FAT sectors listed in the header's DIFAT (109 slots) map each sector to the next in its chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const sid = u32(data, 0x4c + i * 4);
    if (sid === undefined || sid >= 0xfffffffa) break;
    fatSectors.push(sid);
  }
  const perFatSector = sectorSize / 4;
  const next = (sid: number): number | undefined => {
    const fat = fatSectors[Math.floor(sid / perFatSector)];
    return fat === undefined ? undefined : u32(data, sectorAt(fat) + (sid % perFatSector) * 4);
  };
  const names: string[] = [];
  let sid = u32(data, 0x30);
  for (let hops = 0; sid !== undefined && sid !== END_OF_CHAIN && hops < MAX_DIRECTORY_SECTORS; hops++) {
    const base = sectorAt(sid);
    if (base + sectorSize > data.length) return names.length ? names : undefined;
    for (let entry = base; entry < base + sectorSize; entry += 128) {
      const length = data.readUInt16LE(entry + 0x40);
      if (length >= 2 && length <= 64) names.push(data.toString('utf16le', entry, entry + length - 2));
    }
    sid = next(sid);
  }
  return names.length ? names : undefined;
}

export function oleKind(data: Buffer): 'doc' | 'xls' | undefined {
  const names = oleEntryNames(data);
  if (!names) return undefined;
  if (names.some((n) => n === '_VBA_PROJECT_CUR' || n === 'Macros')) return undefined;
  if (names.includes('WordDocument')) return 'doc';
  if (names.includes('Workbook') || names.includes('Book')) return 'xls';
  return undefined;
}
