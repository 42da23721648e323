// Excel import helpers: build small workbooks with exceljs, POST them to {api}/importExcel as the
// browser does (multipart files[] plus option fields, signed, with a token) and read error workbooks
// back through the static route.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { ImportResult } from '../../../runtime/core/excel-wire.ts';
import { multipart, type Part } from './multipart.ts';
import { API, type TestApp } from './test-app.ts';

export interface ImportAnswer {
  status: number;
  body: { success: boolean; message: string; code: number; result: ImportResult };
}

/** A workbook of one sheet from rows of cell values (row 1 = headers). */
export async function workbookOf(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function importFile(
  t: TestApp,
  api: string,
  data: Buffer,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
  query: Record<string, string> = {},
): Promise<ImportAnswer> {
  const parts: Part[] = [
    { name: 'files[]', fileName: 'data.xlsx', data },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
  ];
  const { payload, headers: h } = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}${api}/importExcel`,
    query,
    payload,
    headers: { 'x-access-token': t.token, ...h, ...headers },
  });
  let body;
  try {
    body = res.json();
  } catch {
    throw new Error(`not JSON (${res.statusCode}): ${res.body.slice(0, 300)}`);
  }
  return { status: res.statusCode, body };
}

/** An error workbook through GET /sys/common/static/<fileUrl>: header and rows as plain values. */
export async function errorRows(t: TestApp, fileUrl: string): Promise<{ header: unknown[]; rows: unknown[][] }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/sys/common/static/${fileUrl}`,
    headers: { 'x-access-token': t.token },
  });
  if (res.statusCode !== 200) throw new Error(`static ${res.statusCode}: ${res.body.slice(0, 200)}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const all: unknown[][] = [];
  const width = ws.columnCount;
  ws.eachRow((row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= width; c++) values.push(row.getCell(c).value ?? null);
    all.push(values);
  });
  return { header: all[0] ?? [], rows: all.slice(1) };
}

export const tempRoot = () => mkdtempSync(join(tmpdir(), 'it-import-'));
