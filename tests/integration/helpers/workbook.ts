// GET an export through the signed inject path and read the workbook back with exceljs, as a user's
// spreadsheet program would see it.
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { API, type TestApp } from './test-app.ts';

export interface Sheet {
  res: LightMyRequestResponse;
  name: string;
  header: unknown[];
  rows: unknown[][];
  /** Every cell of the sheet, header included. */
  cells: ExcelJS.Cell[];
  /** Number format of a data cell (row 2 onwards) in column `col` (0-based). */
  numFmt(col: number): string | undefined;
}

export async function download(
  t: TestApp,
  api: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'GET',
    url: `${API}${api}/exportXls`,
    query,
    headers: { 'x-access-token': t.token, ...headers },
  });
}

export async function readSheet(res: LightMyRequestResponse): Promise<Sheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  const cells: ExcelJS.Cell[] = [];
  const width = ws.columnCount; // a getter that walks every row: read it once
  ws.eachRow({ includeEmpty: true }, (row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= width; c++) {
      const cell = row.getCell(c);
      cells.push(cell);
      values.push(cell.value ?? null);
    }
    rows.push(values);
  });
  return {
    res,
    name: ws.name,
    header: rows[0] ?? [],
    rows: rows.slice(1),
    cells,
    numFmt: (col) => ws.getRow(2).getCell(col + 1).numFmt,
  };
}

/** Column values by header title. */
export function column(sheet: Sheet, title: string): unknown[] {
  const i = sheet.header.indexOf(title);
  if (i < 0) throw new Error(`no column ${title} in ${JSON.stringify(sheet.header)}`);
  return sheet.rows.map((r) => r[i]);
}
