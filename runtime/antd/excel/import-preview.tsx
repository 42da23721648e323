// The dry run's answer inside the import dialog (validateStatus=1, nothing written): 可导入 N 行，错误
// M 行, the first few row errors and 点击下载 for the error workbook.
import { Alert } from 'antd';
import type { ImportResult } from '../../core/excel-wire.ts';
import { useT } from '../messages.ts';
import { ErrorWorkbookLink } from './error-workbook.tsx';

const ERRORS_LISTED = 5;

export function ImportPreview({ result, onDownload }: { result: ImportResult; onDownload(): void }) {
  const t = useT();
  const errors = result.errors.slice(0, ERRORS_LISTED);
  return (
    <Alert
      style={{ marginTop: 12 }}
      type={result.failed ? 'warning' : 'success'}
      showIcon
      title={t('excelPreview', { ok: result.imported, bad: result.failed })}
      description={
        result.failed > 0 && (
          <>
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {errors.map((e) => (
                <li key={`${e.row}:${e.field ?? ''}:${e.message}`}>
                  {t('excelRowError', { row: e.row })}
                  {e.field ? ` ${e.field}` : ''}: {e.message}
                </li>
              ))}
            </ul>
            {result.fileUrl && (
              <ErrorWorkbookLink lead={t('excelErrorDetails')} link={t('excelDownload')} onDownload={onDownload} />
            )}
          </>
        )
      }
    />
  );
}
