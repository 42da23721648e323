// POST /wl/driver/resetPassword {id} under wl:driver:resetPassword (docs/decisions.md#20-sessions-and-sign-in, docs/decisions.md#18-reset-passwords-are-one-time): the
// driver gets a random one-time password, stored hashed; the answer shows it once and nothing keeps
// it. The driver must be visible to the request (tenant and data rules), else 404.
import type { FastifyInstance } from 'fastify';
import { ctxOf, type CrudDeps } from '../../engine/crud/context.ts';
import { rawById } from '../../engine/crud/read.ts';
import { inTransaction } from '../../engine/crud/pipeline.ts';
import { editPrepared, prepareEdit } from '../../engine/crud/write.ts';
import { ok } from '../../engine/plugins/errors.ts';
import { MESSAGES, notFound } from '../../engine/plugins/http-error.ts';
import { say, t } from '../../engine/plugins/i18n.ts';
import { randomPassword } from '../../engine/crud/password.ts';
import { modelOf } from './columns.ts';
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
      // An edit of the driver through the write pipeline; the password is the route's own value.
      const hooks = deps.extensions?.of(DRIVER);
      const input = { id: request.body.id, version: Number(driver.version) };
      const p = await prepareEdit(ctx, model, input, hooks, { serverValues: { password } });
      await inTransaction(ctx, (trx) => editPrepared(trx, ctx, model, deps.models, p, hooks));
      return ok({ id: driver.id, username: driver.username, password }, say(RESET, ctx.lang));
    },
  );
}
