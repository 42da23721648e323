// Child process: the raw exceljs streaming WorkbookWriter writing ROWS x 10 cells (the export's values,
// widths, money number format and bold header) to a file, 1000 rows per turn of the event loop so the
// zip stream can deflate as it goes. Usage: excel-raw-writer.ts <file> <rows>
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { report, startClocks } from './excel-child.ts';
import { EXPORT_COLUMNS, exportedRow } from './excel-values.ts';

const [file, rowsArg] = process.argv.slice(2);
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
// The export's order: newest first.
for (let i = rows - 1; i >= 0;) {
  const end = Math.max(-1, i - BATCH);
  for (; i > end; i--) sheet.addRow(exportedRow(i)).commit();
  if (out.writableNeedDrain) await once(out, 'drain');
  else await new Promise((resolve) => setImmediate(resolve));
}
sheet.commit();
await wb.commit();
if (!out.writableFinished) await once(out, 'finish');
await report(start, rows);
