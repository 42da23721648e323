// Child process: the raw exceljs streaming WorkbookReader iterating every row and every cell of a
// file (touching each value), the baseline of the import. Usage: excel-raw-reader.ts <file>
import ExcelJS from 'exceljs';
import { report } from './excel-child.ts';

const [file] = process.argv.slice(2);
const start = performance.now();
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
await report(performance.now() - start, rows, { cells });
