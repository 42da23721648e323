// What a running import shows: the upload percent, then the server's progress (rows checked or
// written; the total is known only at the end, so the bar just runs). Announced politely to screen
// readers.
import { Progress, Typography } from 'antd';
import type { ExcelProgress } from '../../core/excel-wire.ts';
import { useT } from '../messages.ts';

export function ImportProgress({ percent, progress }: { percent: number; progress?: ExcelProgress }) {
  const t = useT();
  const server = progress && progress.phase !== 'reading';
  const line = server
    ? t(progress.phase === 'writing' ? 'excelWriting' : 'excelChecking', { n: progress.done })
    : percent < 100
      ? t('excelUploading', { n: percent })
      : t('excelReading');
  const known = server && progress.total ? Math.round((progress.done / progress.total) * 100) : undefined;
  return (
    <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
      <Typography.Text>{line}</Typography.Text>
      <Progress
        percent={server ? (known ?? 100) : percent}
        showInfo={!server || known !== undefined}
        status="active"
        size="small"
      />
    </div>
  );
}
