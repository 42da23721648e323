// Scheduled jobs (sys_quartz_job): start a stopped job, stop a running one and run a job once now,
// each after confirmation and guarded by its own code. A run once is awaited by the server: its
// answer is the run log row; a failed run (422) carries that row, whose error is shown in a dialog.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../../runtime/antd/list/row-actions.tsx';
import { useFeedback } from '../../../../runtime/antd/use-feedback.ts';
import { unwrap } from '../../../../runtime/http/client.ts';
import { isHttpError } from '../../../../runtime/http/errors.ts';
import type { Row } from '../../../../runtime/core/wire.ts';
import type { ListController } from '../../../../runtime/react/use-list-controller.ts';
import { useDict } from '../../../../runtime/react/use-dict.ts';
import { useServices } from '../../services.tsx';
import { errorText, useApi } from '../use-api.ts';

export const JOB_CODES = {
  pause: 'system:quartzJob:pause',
  resume: 'system:quartzJob:resume',
  execute: 'system:quartzJob:execute',
} as const;

/** sys_quartz_job.status */
const RUNNING = 0;
const STOPPED = -1;

/** The run log row `execute` answers (and carries in a failed run's 422). */
export interface JobRun {
  id: string;
  status: number;
  costTime: number;
  resultMsg: string | null;
  errorMsg: string | null;
}

const isRun = (value: unknown): value is JobRun =>
  typeof value === 'object' && value !== null && 'errorMsg' in value && 'costTime' in value;

/** The row actions (row-actions.tsx descriptors): 启动 or 停止 by status, and 执行一次. */
export function useJobRowActions(): (row: Row, list: ListController) => RowAction[] {
  const { t } = useTranslation();
  const api = useApi();
  const { http } = useServices();
  const { message, modal } = useFeedback();
  const jobKeys = useDict('quartz_job_key');

  return useCallback(
    (row: Row, list: ListController): RowAction[] => {
      const id = String(row.id);
      const job = jobKeys.label(row.jobKey);
      const status = Number(row.status);

      const stop = async () => {
        try {
          await api.get('/sys/quartzJob/pause', { id });
        } catch {
          return; // the HTTP layer showed the server's message
        }
        void message.success(t('sys.jobStopped'));
        list.reload();
      };

      const start = async () => {
        let next: string | null | undefined;
        try {
          next = (await api.get<{ nextFireTime?: string | null } | null>('/sys/quartzJob/resume', { id }))
            ?.nextFireTime;
        } catch {
          return;
        }
        void message.success(next ? t('sys.jobStartedNext', { time: next }) : t('sys.jobStarted'));
        list.reload();
      };

      const runOnce = async () => {
        try {
          // Silent: a failed run is shown here with the run's own error, not as a generic notice.
          const run = unwrap<JobRun>(await http.get('/sys/quartzJob/execute', { params: { id }, silent: true }));
          void message.success(t('sys.jobRan', { ms: run?.costTime ?? 0 }));
          list.reload();
        } catch (e) {
          const run = isHttpError(e) ? e.result : undefined;
          if (isRun(run)) {
            modal.error({
              title: t('sys.jobFailed', { job }),
              content: run.errorMsg || errorText(e),
              okText: t('ok'),
            });
          } else {
            void message.error(errorText(e));
          }
        }
      };

      return [
        ...(status === STOPPED
          ? [
              {
                key: 'jobStart',
                label: t('sys.jobStart'),
                code: JOB_CODES.resume,
                confirm: t('sys.confirmJobStart', { job }),
                onClick: start,
                data: { 'data-testid': 'job-start' },
              },
            ]
          : []),
        ...(status === RUNNING
          ? [
              {
                key: 'jobStop',
                label: t('sys.jobStop'),
                code: JOB_CODES.pause,
                confirm: t('sys.confirmJobStop', { job }),
                onClick: stop,
                data: { 'data-testid': 'job-stop' },
              },
            ]
          : []),
        {
          key: 'jobRunOnce',
          label: t('sys.jobRunOnce'),
          code: JOB_CODES.execute,
          confirm: t('sys.confirmJobRunOnce', { job }),
          onClick: runOnce,
          data: { 'data-testid': 'job-run-once' },
        },
      ];
    },
    [t, api, http, message, modal, jobKeys],
  );
}
