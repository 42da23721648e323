// sheetRows decodes characters split between two zip chunks whole (exceljs 4.4's streaming reader,
// used before import-xlsx.ts, turned about one Chinese cell in 3000 into U+FFFD).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { sheetRows } from './import-source.ts';

const dir = mkdtempSync(join(tmpdir(), 'sheet-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cell = (i: number) => `网点名称${i}二级转运中心`;

describe.each([true, false])('sheetRows with shared strings %s', (useSharedStrings) => {
  it('reads every Chinese cell as written', async () => {
    const file = join(dir, `s-${useSharedStrings}.xlsx`);
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings });
    const sheet = wb.addWorksheet('x');
    for (let i = 0; i < 20_000; i++) sheet.addRow([cell(i), '固定金额']).commit();
    sheet.commit();
    await wb.commit();
    let n = 0;
    const wrong: unknown[] = [];
    for await (const row of sheetRows(file)) {
      if (row.cells[0] !== cell(n) || row.cells[1] !== '固定金额') wrong.push(row.cells);
      n++;
    }
    expect(n).toBe(20_000);
    expect(wrong).toEqual([]);
  });
});
