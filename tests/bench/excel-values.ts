// The ten wl_site columns the Excel benchmark exports and what each seeded row shows in them (zh
// labels, as the export writes them for a request without Accept-Language: en), so the raw exceljs
// writer can write exactly the cells our export writes, with the same widths and number format.
import ExcelJS from 'exceljs';
import { formatDateTime } from '../../src/server/engine/db/time.ts';

export interface BenchColumn {
  field: string;
  header: string;
  width: number;
  numFmt?: string;
}

/** The list's columns in list order, then the two fee fields; every other field is hidden. */
export const EXPORT_COLUMNS: BenchColumn[] = [
  { field: 'siteName', header: '网点名称', width: 14 },
  { field: 'parentId', header: '上级网点', width: 16 },
  { field: 'type', header: '网点类型', width: 16 },
  { field: 'siteMode', header: '经营模式', width: 16 },
  { field: 'area', header: '所在地区', width: 14 },
  { field: 'person', header: '负责人', width: 14 },
  { field: 'personPhone', header: '负责人电话', width: 14 },
  { field: 'createTime', header: '创建时间', width: 20 },
  { field: 'siteReceiveFeeType', header: '网点揽件费类型', width: 16 },
  { field: 'siteReceiveFee', header: '网点揽件费', width: 14, numFmt: '0.00' },
];

/** Fields of wl_site hidden from the bench user (field permissions), leaving EXPORT_COLUMNS. */
export const HIDDEN_FIELDS = [
  'address',
  'startTime',
  'endTime',
  'position',
  'locate',
  'siteStockFeeType',
  'siteStockFee',
  'siteDispatchFeeType',
  'siteDispatchFee',
  'expressReceiveFeeType',
  'expressReceiveFee',
  'expressDispatchFeeType',
  'expressDispatchFee',
  'stockInFeeType',
  'stockInFee',
  'stockOutFeeType',
  'stockOutFee',
];

const SITE_TYPE = ['公司', '一级转运中心', '二级转运中心', '网点'];
const SITE_MODE = ['自营', '加盟'];
const FEE_TYPE_0 = '固定金额';

export const SEED_START = Date.UTC(2025, 0, 1);

export const siteName = (i: number) => `Site ${String(i).padStart(6, '0')}`;

/** The cells of seeded row i (seed-sites.ts: fee type 0, fee in cents), as the export presents them. */
export function exportedRow(i: number): (string | number | null)[] {
  return [
    siteName(i),
    i > 100 && i % 10 === 0 ? siteName(i % 100) : null,
    SITE_TYPE[i % 4],
    SITE_MODE[i % 2],
    'Zhejiang/Hangzhou',
    `Person ${i % 500}`,
    '13812345678',
    formatDateTime(new Date(SEED_START + i * 60_000)),
    FEE_TYPE_0,
    ((i % 1000) * 10) / 100,
  ];
}

/** The import's columns: wl_site fields by their Chinese titles, dictionaries by label. */
export const IMPORT_COLUMNS = [
  '网点名称',
  '网点类型',
  '经营模式',
  '所在地区',
  '详细地址',
  '负责人',
  '负责人电话',
  '网点揽件费类型',
  '网点揽件费',
  '网点仓储费',
];

const FEE_TYPE = ['固定金额', '提成'];

/** Import row i: valid values (unique names, dictionary labels, a real region, money). */
function importRow(i: number): (string | number)[] {
  return [
    `Import ${String(i).padStart(6, '0')}`,
    SITE_TYPE[i % 4],
    SITE_MODE[i % 2],
    '440000,440300,440305',
    `No. ${i % 997} Science Park Road`,
    `Person ${i % 500}`,
    `138${String(i % 100_000_000).padStart(8, '0')}`,
    FEE_TYPE[i % 2],
    (i % 1000) / 10,
    (i % 500) / 4,
  ];
}

/** An .xlsx of `rows` importable wl_site rows, written with the exceljs streaming writer. */
export async function writeImportFile(file: string, rows: number): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = wb.addWorksheet('网点');
  sheet.addRow(IMPORT_COLUMNS).commit();
  for (let i = 0; i < rows; i++) {
    sheet.addRow(importRow(i)).commit();
    if (i % 1000 === 999) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await wb.commit();
}
