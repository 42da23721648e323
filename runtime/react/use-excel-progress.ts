// The progress of a long Excel import or export (GET /sys/excel/progress?id=, runtime/core/excel-wire.ts):
// polled every ~700 ms while `id` is set, one call at a time; polling stops when the job is done or
// failed, the id is cleared or the component unmounts. A 404 means the server has not started the job
// yet and polling goes on; any other failure ends it quietly (the job's own answer tells the outcome).
import { useEffect, useState } from 'react';
import { EXCEL_PROGRESS_PATH, type ExcelProgress } from '../core/excel-wire.ts';
import { useDataProvider } from './registry-context.tsx';

export const PROGRESS_POLL_MS = 700;

/** A fresh id for a job's progress: 24 hex digits (fits PROGRESS_ID; no secure context needed). */
export function newProgressId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useExcelProgress(id: string | undefined, interval = PROGRESS_POLL_MS): ExcelProgress | undefined {
  const provider = useDataProvider();
  const [seen, setSeen] = useState<{ id: string; progress: ExcelProgress } | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const progress = await provider.request<ExcelProgress>({
          method: 'GET',
          path: EXCEL_PROGRESS_PATH,
          params: { id },
        });
        if (!live) return;
        setSeen({ id, progress });
        if (progress.phase === 'done' || progress.phase === 'failed') return;
      } catch (e) {
        if (!live || (e as { status?: unknown }).status !== 404) return;
      }
      timer = setTimeout(() => void poll(), interval);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, provider, interval]);

  return seen && seen.id === id ? seen.progress : undefined;
}
