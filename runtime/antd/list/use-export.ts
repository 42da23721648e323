// The list's Export button (spec 001 §7.6 list mixin export): the list's current filters, sort and
// fixed filters (paging left out: everything matching is exported), or the selected rows' ids as
// `selections`, downloaded through the DataProvider as `<entity title>.xlsx`. Nothing to export
// (the server's 404, or an empty file) shows 'file download failed' (spec 001 §8). An export still
// running after 1 s shows 正在导出… n / total 行 from its polled progress until it ends.
import { useEffect, useState } from 'react';
import { text } from '../../core/registry.ts';
import type { ListParams } from '../../core/wire.ts';
import { buildListParams } from '../../react/list-query.ts';
import { useDataProvider, useLang } from '../../react/registry-context.tsx';
import { newProgressId, useExcelProgress } from '../../react/use-excel-progress.ts';
import type { ListController } from '../../react/use-list-controller.ts';
import { useT } from '../messages.ts';
import { useFeedback } from '../use-feedback.ts';
import { saveBlob } from './save-blob.ts';

export const EXPORT_PROGRESS_AFTER_MS = 1000;

/** The export call's parameters for the list as it stands. */
export function exportParams(list: ListController, fixed?: Record<string, string>): ListParams {
  const params: ListParams = { ...buildListParams(list.entity, list.state), ...fixed };
  delete params.pageNo;
  delete params.cursor;
  delete params.pageSize;
  if (list.selectedKeys.length) params.selections = list.selectedKeys.join(',');
  return params;
}

export function useExport(list: ListController, fixed?: Record<string, string>) {
  const dataProvider = useDataProvider();
  const lang = useLang();
  const t = useT();
  const { message } = useFeedback();
  const [job, setJob] = useState<{ id: string; slow: boolean } | null>(null);
  const progress = useExcelProgress(job?.slow ? job.id : undefined);
  const slowId = job?.slow ? job.id : undefined;

  useEffect(() => {
    if (!slowId) return;
    const content = progress?.total
      ? t('excelExportProgress', { n: progress.done, total: progress.total })
      : t('excelExporting');
    void message.open({ key: slowId, type: 'loading', content, duration: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is derived from the language
  }, [slowId, progress, message]);
  // The line goes when the job does. Closed here, not only where the export ends: a progress answer
  // rendered just before the end opens the line again from the effect above, after that close.
  useEffect(() => {
    if (!slowId) return;
    return () => message.destroy(slowId);
  }, [slowId, message]);

  const run = async () => {
    const id = newProgressId();
    setJob({ id, slow: false });
    const timer = setTimeout(() => setJob((j) => (j?.id === id ? { id, slow: true } : j)), EXPORT_PROGRESS_AFTER_MS);
    try {
      const blob = await dataProvider.exportXls(list.entity.name, exportParams(list, fixed), { progressId: id });
      if (!blob || blob.size === 0) void message.warning(t('downloadFailed'));
      else saveBlob(blob, `${text(list.entity.title, lang)}.xlsx`);
    } catch (e) {
      if ((e as { status?: unknown }).status === 404) void message.warning(t('downloadFailed'));
      else void message.error((e as Error).message);
    } finally {
      clearTimeout(timer);
      message.destroy(id);
      setJob(null);
    }
  };
  return { exporting: job !== null, run: () => void run() };
}
