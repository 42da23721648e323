// GET /sys/excel/progress?id=<progressId> (runtime/core/excel-wire.ts EXCEL_PROGRESS_PATH): the
// signed-in caller's own import or export progress. Any signed-in user may ask (no permission code:
// the entry is keyed by their own user id); an unknown id or another user's job is a 404.
import type { FastifyInstance } from 'fastify';
import { EXCEL_PROGRESS_PATH } from '../../../../runtime/core/excel-wire.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { readProgress, validProgressId } from './progress.ts';

const NO_SUCH_JOB = t('没有此进度信息', 'No such progress');

export function registerProgressRoute(app: FastifyInstance): void {
  app.get(EXCEL_PROGRESS_PATH, async (request) => {
    const id = (request.query as Record<string, unknown>).id;
    if (!validProgressId(id)) throw badRequest(t('缺少参数或参数无效: id', 'Missing or invalid parameter: id'));
    const progress = readProgress(request.user!.id, id);
    if (!progress) throw new HttpError(404, NO_SUCH_JOB);
    return ok(progress);
  });
}
