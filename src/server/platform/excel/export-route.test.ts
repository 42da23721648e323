// The export waits for exceljs's zip through an internal of exceljs 4.4 (the sheet stream's first
// pipe): if an exceljs upgrade moves it, the export would silently stop waiting and hold the whole
// sheet in memory again. This test says so instead.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipInput } from './export-route.ts';

describe('zipInput', () => {
  it("finds the zip's input stream of a streaming sheet, where the sheet XML waits to be deflated", async () => {
    const out = new PassThrough();
    out.resume();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = wb.addWorksheet('x');
    const zip = zipInput(sheet);
    expect(zip).toBeDefined();
    for (let i = 0; i < 20_000; i++) sheet.addRow([`row ${i}`, i]).commit();
    expect(zip!._writableState.length).toBeGreaterThan(1 << 20);
    sheet.commit();
    await wb.commit();
  });
});
