// GET {api}/details/{key}?id={masterId}: the master's child rows of one detail (registry
// `detail[].key`, e.g. /wl/freightTemplate/details/freightList), as the child's list rows are
// (decoded money, dictionary texts, reference labels, the child's hidden fields left out), in the
// details' order (sort number, creation time, id). Needs the master's list code (route) and the
// child's list code; the master must be visible to the request (tenant, data rules: else 404) and the
// children are read through the child's own row scope. 404 for an unknown key, 400 without id.
import type { FastifyInstance } from 'fastify';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import { ok } from '../plugins/errors.ts';
import { HttpError, MESSAGES, notFound } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import { ctxOf, holds, type CrudDeps } from './context.ts';
import { childrenOf, detailsOf } from './details.ts';
import type { EntityModel } from './entity-model.ts';
import { visibleModel } from './field-access.ts';
import { rawById } from './read.ts';
import { presentRows } from './records.ts';
import { idParam, type Query } from './request-params.ts';

const NO_DETAIL = (key: string) => t(`没有明细: ${key}`, `No such detail: ${key}`);

export function registerDetailRoute(app: FastifyInstance, deps: CrudDeps, model: EntityModel): void {
  const list = detailsOf(model, deps.models);
  app.get(
    `${model.entity.api}/details/:key`,
    { config: { permission: permissionCode(model.entity, 'list') } },
    async (request) => {
      const { key } = request.params as { key: string };
      const d = list.find((x) => x.def.key === key);
      if (!d) throw notFound(NO_DETAIL(key.slice(0, 64)));
      const id = idParam(request.query as Query, 'id');
      if (!(await holds(deps, request, permissionCode(d.model.entity, 'list')))) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      const ctx = await ctxOf(request, deps, model);
      if (!(await rawById(ctx.db, ctx, visibleModel(model, ctx.access), id))) throw notFound(MESSAGES.recordNotFound);
      const dctx = await ctxOf(request, deps, d.model);
      const view = visibleModel(d.model, dctx.access);
      const rows = await childrenOf(dctx.db, d, dctx, [id], view.select);
      return ok(await presentRows(dctx.db, view, rows, dctx.lang, dctx.tenantId));
    },
  );
}
