// Messages of the scheduler's routes and checks, in Chinese and English.
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { t } from '../../engine/plugins/i18n.ts';

export const JOB_MESSAGES = {
  badCron: (problem: I18nText) => t(`Cron表达式不正确：${problem.zh}`, `Invalid cron expression: ${problem.en}`),
  neverFires: t(
    'Cron表达式之后不会再触发，请修改表达式或停止任务',
    'The cron expression never fires again; change it or stop the job',
  ),
  unknownKey: (key: string) => t(`任务类型“${key}”没有对应的处理程序`, `No job handler for the job type "${key}"`),
  notFound: t('定时任务不存在', 'No such scheduled job'),
  paused: t('停止成功', 'Job stopped'),
  resumed: t('启动成功', 'Job started'),
  executed: t('执行成功', 'Job ran successfully'),
  failed: (error: string) => t(`执行失败：${error}`, `The job failed: ${error}`),
};
