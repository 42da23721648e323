// The ten wl_site columns the Excel benchmark exports and what each seeded row shows in them (zh
// labels, as the export writes them for a request without Accept-Language: en), so the raw exceljs
// writer can write exactly the cells our export writes, with the same widths and number format.
import { formatDateTime } from '../../src/server/db/time.ts';

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
