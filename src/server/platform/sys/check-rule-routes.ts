// GET /sys/checkRule/checkByCode?ruleCode&value (spec 001 §5.7, §7.5) and the save-time vetting of
// sys_check_rule.ruleJson (the sys module's plugin of the entity).
import type { FastifyInstance } from 'fastify';
import type { EntityPlugin } from '../../engine/crud/extensions.ts';
import type { ApiResult } from '../../../../runtime/core/wire.ts';
import type { Db } from '../../engine/db/database.ts';
import { HttpError, badRequest } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import { MAX_VALUE, RuleError, checkValue, parseRuleJson } from '../../engine/crud/check-rule.ts';

const NO_RULE = t('该编码规则不存在', 'No such check rule');
const BAD_PARAM = t('请求参数错误', 'Bad request');
const PASSED = t('校验通过', 'The value passes the rule');

/**
 * The sys module's plugin of sys_check_rule: a rule whose JSON or patterns break the bounds of
 * check-rule.ts is refused (400) before anything is written. Edits may omit ruleJson (partial update).
 */
export const checkRulePlugin: Omit<EntityPlugin, 'module' | 'entity'> = {
  fields: ['ruleJson'],
  async beforeWrite(_trx, ctx, change) {
    if (change.values.ruleJson === undefined) return;
    try {
      parseRuleJson(change.values.ruleJson);
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
      throw badRequest(err.text, [{ field: 'ruleJson', message: say(err.text, ctx.lang) }]);
    }
  },
};

export function registerCheckRuleRoutes(app: FastifyInstance, db: Db): void {
  app.get('/sys/checkRule/checkByCode', async (request): Promise<ApiResult<null>> => {
    const q = request.query as Record<string, unknown>;
    const lang = langOf(request);
    if (typeof q.ruleCode !== 'string' || !/^[A-Za-z0-9_]{1,100}$/.test(q.ruleCode)) throw badRequest(BAD_PARAM);
    if (typeof q.value !== 'string' || q.value.length > MAX_VALUE * 4) throw badRequest(BAD_PARAM);
    const row = (await db
      .selectFrom('sys_check_rule')
      .select('rule_json')
      .where('rule_code', '=', q.ruleCode)
      .executeTakeFirst()) as { rule_json: string } | undefined;
    if (!row) throw new HttpError(404, NO_RULE);
    let failed;
    try {
      failed = checkValue(parseRuleJson(row.rule_json), q.value);
    } catch (err) {
      // A stored rule that no longer passes the bounds (e.g. written before them) is not run.
      if (err instanceof RuleError) throw new HttpError(422, err.text);
      throw err;
    }
    const message = failed === undefined ? say(PASSED, lang) : typeof failed === 'string' ? failed : say(failed, lang);
    return { success: failed === undefined, message, code: 200, result: null, timestamp: Date.now() };
  });
}
