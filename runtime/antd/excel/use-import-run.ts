// One import at a time: sends the workbook through DataProvider.importExcel with a fresh progress id,
// follows the upload percent and the server's progress (useExcelProgress), and aborts on request or
// when the dialog goes away. `start` resolves with the answer, or null when the run was aborted.
import { useEffect, useRef, useState } from 'react';
import type { ImportAnswer, ImportOptions } from '../../core/data-provider.ts';
import { useDataProvider } from '../../react/registry-context.tsx';
import { newProgressId, useExcelProgress } from '../../react/use-excel-progress.ts';

export type RunOptions = Omit<ImportOptions, 'progressId' | 'signal' | 'onUploadProgress'>;

export function useImportRun(entityName: string) {
  const provider = useDataProvider();
  const [job, setJob] = useState<{ id: string; percent: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const progress = useExcelProgress(job?.id);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async (file: File, options: RunOptions): Promise<ImportAnswer | null> => {
    const id = newProgressId();
    const abort = new AbortController();
    controller.current = abort;
    setJob({ id, percent: 0 });
    try {
      return await provider.importExcel(entityName, file, {
        ...options,
        progressId: id,
        signal: abort.signal,
        onUploadProgress: (percent) => setJob((j) => (j?.id === id ? { ...j, percent } : j)),
      });
    } catch (e) {
      if (abort.signal.aborted) return null;
      throw e;
    } finally {
      controller.current = null;
      setJob(null);
    }
  };

  return {
    running: job !== null,
    percent: job?.percent ?? 0,
    progress,
    start,
    abort: () => controller.current?.abort(),
  };
}
