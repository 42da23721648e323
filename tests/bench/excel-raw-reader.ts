// Child process: the raw exceljs streaming WorkbookReader iterating every row and every cell of a
// file (touching each value), the baseline of the import. Usage: excel-raw-reader.ts <file>
import ExcelJS from 'exceljs';
import { report, startClocks } from './excel-child.ts';

const [file] = process.argv.slice(2);
const start = startClocks();
let rows = 0;
let cells = 0;
const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
  worksheets: 'emit',
});
for await (const sheet of reader) {
  for await (const row of sheet) {
    rows++;
    row.eachCell({ includeEmpty: false }, (cell) => {
      if (cell.value !== undefined) cells++;
    });
  }
}
await report(start, rows, { cells });
