// GET /sys/fillRule/executeRuleByCode/:ruleCode: the next value of a fill rule (a form may show it
// before saving; the number is consumed). Any signed-in user may call it, as forms need it.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../engine/db/database.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { nextFillValue } from '../../engine/crud/fill-rule.ts';

const BAD_CODE = t('规则编码无效', 'Invalid rule code');

export function registerFillRuleRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { ruleCode: string } }>('/sys/fillRule/executeRuleByCode/:ruleCode', async (request) => {
    const code = request.params.ruleCode;
    if (!/^[a-z][a-z0-9_]{0,99}$/.test(code)) throw badRequest(BAD_CODE);
    return ok(await db.transaction().execute((trx) => nextFillValue(trx, code)));
  });
}
