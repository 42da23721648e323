// Texts of the report page (report-page.tsx) in both languages.
export const REPORT_TEXT = {
  zh: { export: '导出', total: '合计' },
  en: { export: 'Export', total: 'Total' },
};
