// The Excel workbook of an aggregate report (README.md): one sheet, the visible columns titled in the
// request language, every row of the query (no paging, at most the export row limit, else 413),
// money as numbers shown with thousands separators and two decimals (#,##0.00, as the screens show
// them), dictionary columns as their texts, and the totals row last.
import ExcelJS from 'exceljs';
import { text, type Lang, type ReportAggregateDef, type ReportDef } from '../../../../runtime/core/registry.ts';
import type { AggregateRows } from './aggregate-data.ts';

export const TOTAL_LABEL = { zh: '合计', en: 'Total' };

/** Money cells stay numbers; Excel shows them as 3,985,960.00. */
export const MONEY_FORMAT = '#,##0.00';

export async function aggregateWorkbook(
  report: ReportDef,
  def: ReportAggregateDef,
  hidden: Set<string>,
  rows: AggregateRows,
  lang: Lang,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(text(report.title, lang).slice(0, 31));
  const cols = def.columns.filter((c) => !hidden.has(c.name));
  sheet.columns = cols.map((c) => ({
    header: text(c.title, lang),
    key: c.name,
    width: 18,
    ...(c.kind === 'money' ? { style: { numFmt: MONEY_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows.records)
    sheet.addRow(cols.map((c) => (c.dict ? (r[`${c.name}_dictText`] ?? r[c.name]) : r[c.name]) as ExcelJS.CellValue));
  if (rows.totals) {
    const totals = rows.totals;
    const cells = cols.map(
      (c, i) => (totals[c.name] ?? (i === 0 ? text(TOTAL_LABEL, lang) : null)) as ExcelJS.CellValue,
    );
    const row = sheet.addRow(cells);
    row.font = { bold: true };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
