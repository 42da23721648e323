// wl_driver_msg_template (docs/decisions.md#13-message-templates-in-use, spec 000 §4): a template whose STORED useStatus is 1 (in use)
// cannot be edited (422 "此模板已被应用，禁止编辑!", nothing changes) nor deleted. The edit check runs
// after the route's permission check (auth's onRequest) and before the engine's handler, on the row
// as this request may see it; the delete check runs inside the delete transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ctxOf, type CrudDeps } from '../crud/context.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import type { EntityModel } from '../crud/entity-model.ts';
import { filtered } from '../crud/read.ts';
import { HttpError } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';

export const TEMPLATE_ENTITY = 'wl_driver_msg_template';
const IN_USE = 1;
export const EDIT_REFUSED = t('此模板已被应用，禁止编辑!', 'This template is in use and cannot be edited!');
export const DELETE_REFUSED = t('此模板已被应用，禁止删除!', 'This template is in use and cannot be deleted!');

function statusColumn(model: EntityModel): string | undefined {
  return model.fields.get('useStatus')?.column;
}

export function registerTemplateEditGuard(app: FastifyInstance, deps: CrudDeps, model: EntityModel): void {
  const column = statusColumn(model);
  if (!column) return;
  const editUrl = `${app.prefix}${model.entity.api}/edit`;
  const refuseInUse = async (request: FastifyRequest, id: string) => {
    const ctx = await ctxOf(request, deps, model);
    const row = (await filtered(ctx.db, ctx, model, [{ op: 'eq', column: 'id', value: id }])
      .select(`${column} as useStatus`)
      .executeTakeFirst()) as { useStatus: unknown } | undefined;
    if (row && Number(row.useStatus) === IN_USE) throw new HttpError(422, EDIT_REFUSED);
  };
  // A plain callback: every other request of the scope passes without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const id = (request.body as { id?: unknown } | undefined)?.id;
    // A missing or empty id: the engine answers the bad body.
    if (request.method !== 'PUT' || request.routeOptions.url !== editUrl || typeof id !== 'string' || id === '') {
      return done();
    }
    refuseInUse(request, id).then(() => done(), done);
  });
}

export function templateDeleteHooks(model: EntityModel): EntityHooks | undefined {
  const column = statusColumn(model);
  if (!column) return undefined;
  return {
    async beforeDelete(trx, _ctx, ids) {
      if (!ids.length) return;
      const used = await trx
        .selectFrom(model.table)
        .select('id')
        .where('id', 'in', ids)
        .where(column, '=', IN_USE)
        .executeTakeFirst();
      if (used) throw new HttpError(422, DELETE_REFUSED);
    },
  };
}
