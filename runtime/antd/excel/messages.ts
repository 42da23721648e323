// UI texts of the Excel import dialog and the export progress in both languages; merged into MESSAGES
// (../messages.ts). Keys start with `excel`. Spec 001 §2.5 (导入EXCEL), §5.6, §8 import rows.
import type { I18nText } from '../../core/registry.ts';

export const EXCEL_MESSAGES = {
  excelImport: { zh: '导入', en: 'Import' },
  excelImportTitle: { zh: '导入EXCEL', en: 'Import Excel' },
  excelDropHint: { zh: '点击或将文件拖拽到此处', en: 'Click or drag a workbook here' },
  excelAccepts: { zh: '支持 .xls、.xlsx 文件，一次一个', en: '.xls or .xlsx, one workbook at a time' },
  excelOnlyXls: { zh: '只能导入 .xls 或 .xlsx 文件', en: 'Only .xls and .xlsx files can be imported' },
  excelHeaderHint: {
    zh: '表头可用中文或英文标题，或字段名',
    en: 'Headers may be the field titles in either language, or the field keys',
  },
  excelValidate: { zh: '校验', en: 'Validate only' },
  excelAllOrNothing: { zh: '全部正确才导入', en: 'Import only if every row is valid' },
  excelUpdateMode: { zh: '已有记录', en: 'Existing records' },
  excelModeAdd: { zh: '仅新增', en: 'Add only' },
  excelModeUpdate: { zh: '仅更新', en: 'Update existing' },
  excelModeBoth: { zh: '新增并更新', en: 'Both' },
  excelModeHint: {
    zh: '按导出文件的ID列或唯一字段匹配已有记录',
    en: "Existing records are matched by the export's ID column or by unique fields",
  },
  excelStartImport: { zh: '开始导入', en: 'Start import' },
  excelStartValidate: { zh: '开始校验', en: 'Start validation' },
  excelUploading: { zh: '上传中 {n}%', en: 'Uploading {n}%' },
  excelReading: { zh: '正在读取文件…', en: 'Reading the workbook…' },
  excelChecking: { zh: '已校验 {n} 行', en: '{n} rows checked' },
  excelWriting: { zh: '已写入 {n} 行', en: '{n} rows written' },
  excelUploadOk: { zh: '文件上传成功', en: 'File uploaded successfully' },
  excelUploadFailed: { zh: '{name} 文件上传失败', en: '{name}: file upload failed' },
  excelPartial: { zh: '导入成功,但是有错误数据!', en: 'Imported, but some rows have errors!' },
  excelRefused: { zh: '有错误数据，未导入任何数据', en: 'Some rows have errors: nothing was imported' },
  excelErrorDetails: { zh: '错误数据详情请', en: 'The rows with errors:' },
  excelDownload: { zh: '点击下载', en: 'Download' },
  excelPreview: {
    zh: '校验完成：可导入 {ok} 行，错误 {bad} 行',
    en: 'Checked: {ok} rows can be imported, {bad} have errors',
  },
  excelRowError: { zh: '第 {row} 行', en: 'Row {row}' },
  excelCancelled: { zh: '已取消导入', en: 'Import cancelled' },
  excelExporting: { zh: '正在导出…', en: 'Exporting…' },
  excelExportProgress: { zh: '正在导出… {n} / {total} 行', en: 'Exporting… {n} / {total} rows' },
} satisfies Record<string, I18nText>;
