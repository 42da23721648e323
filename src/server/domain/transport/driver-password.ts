// POST /wl/driver/resetPassword {id} under wl:driver:resetPassword (docs/decisions.md#20-sessions-and-sign-in, docs/decisions.md#18-reset-passwords-are-one-time): the
// driver gets a random one-time password, stored hashed; the answer shows it once and nothing keeps
// it. The driver must be visible to the request (tenant and data rules), else 404.
import type { FastifyInstance } from 'fastify';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import { rawById } from '../../engine/crud/read.ts';
import { nowText } from '../../engine/db/time.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { MESSAGES, notFound } from '../../engine/plugins/http-error.ts';
import { say, t } from '../../engine/plugins/i18n.ts';
import { hashPassword, randomPassword } from '../../engine/crud/password.ts';
import { col, modelOf } from './columns.ts';
import { DRIVER } from './fleet-counts.ts';

export const RESET_PASSWORD_CODE = 'wl:driver:resetPassword';
const RESET = t(
  '密码已重置，请将新密码告知司机（仅显示一次）',
  'Password reset; tell the driver the new password (shown once)',
);

const schema = {
  body: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
  },
};

export function registerDriverPasswordRoute(app: FastifyInstance, deps: CrudDeps): void {
  const model = modelOf(deps.models, DRIVER);
  const e = model.entity;
  app.post<{ Body: { id: string } }>(
    `${e.api}/resetPassword`,
    { schema, config: { permission: RESET_PASSWORD_CODE } },
    async (request) => {
      const ctx = await ctxOf(request, deps, model);
      const driver = await rawById(ctx.db, ctx, model, request.body.id);
      if (!driver) throw notFound(MESSAGES.recordNotFound);
      const password = randomPassword();
      const hash = await hashPassword(password);
      await ctx.db
        .updateTable(model.table)
        .set({
          [col(deps.models, DRIVER, 'password')]: hash,
          version: Number(driver.version) + 1,
          update_by: ctx.user.username,
          update_time: nowText(),
        })
        .where('id', '=', request.body.id)
        .execute();
      return ok({ id: driver.id, username: driver.username, password }, say(RESET, ctx.lang));
    },
  );
}
