// Child process: the raw exceljs streaming WorkbookWriter writing ROWS x 10 cells (the export's values,
// widths, money number format and bold header) to a file, 1000 rows per turn of the event loop, waiting
// for the file stream's drain: exceljs's public API used as documented. Its zip takes the sheet XML
// without backpressure, so most of it waits in memory for the deflate. With `zipwait` (informational,
// BENCH_RAW_ZIP_WAIT=1) it also waits for the zip's input past 1 MB, as our export does.
// Usage: excel-raw-writer.ts <file> <rows> [zipwait]
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { report, startClocks } from './excel-child.ts';
import { EXPORT_COLUMNS, exportedRow } from './excel-values.ts';

const [file, rowsArg, mode] = process.argv.slice(2);
const rows = Number(rowsArg);
const BATCH = 1000;

const start = startClocks();
const out = createWriteStream(file);
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
const sheet = wb.addWorksheet('网点');
sheet.columns = EXPORT_COLUMNS.map((c, i) => ({
  key: String(i),
  width: c.width,
  ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
}));
const header = sheet.addRow(EXPORT_COLUMNS.map((c) => c.header));
header.font = { bold: true };
header.commit();
const zip = (sheet as unknown as { stream: { pipes: NodeJS.EventEmitter[] } }).stream
  .pipes[0] as NodeJS.EventEmitter & {
  _writableState: { length: number; needDrain: boolean };
};
// The export's order: newest first.
for (let i = rows - 1; i >= 0;) {
  const end = Math.max(-1, i - BATCH);
  for (; i > end; i--) sheet.addRow(exportedRow(i)).commit();
  if (mode === 'zipwait' && zip._writableState.length > 1 << 20 && zip._writableState.needDrain) {
    await once(zip, 'drain');
  }
  if (out.writableNeedDrain) await once(out, 'drain');
  else await new Promise((resolve) => setImmediate(resolve));
}
sheet.commit();
await wb.commit();
if (!out.writableFinished) await once(out, 'finish');
await report(start, rows);
