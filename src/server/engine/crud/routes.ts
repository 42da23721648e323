// One set of routes per registry entity under `${API_BASE}${entity.api}`. Each declares the
// permission code it needs (checked by the auth plugin's authorize hook point).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { permissionCode } from '../../../../runtime/core/registry.ts';
import { MAX_PAGE_SIZE } from '../../../../runtime/core/wire.ts';
import { ok } from '../plugins/errors.ts';
import { MESSAGES, notFound } from '../plugins/http-error.ts';
import { say, t } from '../plugins/i18n.ts';
import { ctxOf, type Ctx, type CrudDeps } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import { visibleModel } from './field-access.ts';
import { parseListQuery } from './list-params.ts';
import { markHasChild, rawById, readPage, rootCondition } from './read.ts';
import { presentRows } from './records.ts';
import { addRecord, deleteRecords, editRecord } from './write.ts';
import { registerDetailRoute } from './detail-routes.ts';
import { addMasterDetail, deleteMasterDetail, editMasterDetail } from './detail-writes.ts';
import { detailsOf } from './details.ts';
import { idParam, idsParam, type Query } from './request-params.ts';
import { registerActionRoutes } from './state-action.ts';

const DONE = {
  add: t('添加成功！', 'Added'),
  edit: t('编辑成功！', 'Saved'),
  delete: t('删除成功！', 'Deleted'),
};

/** One record as this request may see it (hidden fields removed, data rules applied). */
async function present(ctx: Ctx, fullModel: EntityModel, id: string) {
  const model = visibleModel(fullModel, ctx.access);
  const row = await rawById(ctx.db, ctx, model, id);
  if (!row) throw notFound(MESSAGES.recordNotFound);
  const records = await presentRows(ctx.db, model, [row], ctx.lang, ctx.tenantId);
  if (ctx.present) await ctx.present(records);
  return records[0];
}

/** What every route of one entity needs: its path, its permission code per operation, its context. */
function routeKit(deps: CrudDeps, model: EntityModel) {
  return {
    base: model.entity.api,
    code: (op: string) => ({ permission: permissionCode(model.entity, op) }),
    ctx: (request: FastifyRequest) => ctxOf(request, deps, model),
    hooks: deps.extensions?.of(model.entity.name),
    /** A route a platform module already registered (e.g. the permission tree's list) wins. */
    taken: (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string) =>
      app.hasRoute({ method, url: `${app.prefix}${model.entity.api}${path}` }),
  };
}

export function registerEntityRoutes(app: FastifyInstance, deps: CrudDeps, model: EntityModel): void {
  const e = model.entity;
  if (e.routes === 'none') return;
  const { base, code, ctx, taken } = routeKit(deps, model);

  if (!taken(app, 'GET', '/list')) {
    app.get(`${base}/list`, { config: code('list') }, async (request) => {
      const c = await ctx(request);
      const view = visibleModel(model, c.access);
      return ok(await readPage(c, view, parseListQuery(view, request.query as Query)));
    });
  }

  app.get(`${base}/queryById`, { config: code('queryById') }, async (request) => {
    const c = await ctx(request);
    return ok(await present(c, model, idParam(request.query as Query, 'id')));
  });

  if (detailsOf(model, deps.models).length) registerDetailRoute(app, deps, model);
  if (e.routes === 'all') registerWriteRoutes(app, deps, model);
  if (e.routes === 'all' && e.states) registerActionRoutes(app, deps, model);
  if (model.parent) registerTreeRoutes(app, deps, model);
}

function registerWriteRoutes(app: FastifyInstance, deps: CrudDeps, model: EntityModel): void {
  const { base, code, ctx, hooks } = routeKit(deps, model);
  // A master-detail entity saves and deletes its details with it (detail-writes.ts).
  const withDetails = detailsOf(model, deps.models).length > 0;
  const master = async (request: FastifyRequest) => ({
    request,
    deps,
    model,
    ctx: await ctx(request),
    ...(hooks ? { hooks } : {}),
  });

  app.post(`${base}/add`, { config: code('add') }, async (request) => {
    const m = await master(request);
    const id = withDetails
      ? await addMasterDetail(m, request.body)
      : await addRecord(m.ctx, model, deps.models, request.body, hooks);
    return ok(await present(m.ctx, model, id), say(DONE.add, m.ctx.lang));
  });

  app.put(`${base}/edit`, { config: code('edit') }, async (request) => {
    const m = await master(request);
    const id = withDetails
      ? await editMasterDetail(m, request.body)
      : await editRecord(m.ctx, model, deps.models, request.body, hooks);
    return ok(await present(m.ctx, model, id), say(DONE.edit, m.ctx.lang));
  });

  const remove = async (request: FastifyRequest, ids: string[]) => {
    const m = await master(request);
    if (withDetails) await deleteMasterDetail(m, ids);
    else await deleteRecords(m.ctx, model, ids, hooks);
    return ok(null, say(DONE.delete, m.ctx.lang));
  };
  app.delete(`${base}/delete`, { config: code('delete') }, async (request) =>
    remove(request, [idParam(request.query as Query, 'id')]),
  );
  app.delete(`${base}/deleteBatch`, { config: code('deleteBatch') }, async (request) =>
    remove(request, idsParam(request.query as Query)),
  );
}

function registerTreeRoutes(app: FastifyInstance, deps: CrudDeps, model: EntityModel): void {
  const { base, code, ctx } = routeKit(deps, model);
  const parent = model.parent!;

  app.get(`${base}/rootList`, { config: code('list') }, async (request) => {
    const c = await ctx(request);
    const view = visibleModel(model, c.access);
    const page = await readPage(c, view, parseListQuery(view, request.query as Query), [rootCondition(model)]);
    await markHasChild(c, model, page.records);
    return ok(page);
  });

  const pidOnly = new Set(['pid']);
  app.get(`${base}/childList`, { config: code('list') }, async (request) => {
    const c = await ctx(request);
    const view = visibleModel(model, c.access);
    const query = request.query as Query;
    const pid = idParam(query, 'pid');
    const q = parseListQuery(view, query, { reserved: pidOnly, defaultPageSize: MAX_PAGE_SIZE });
    const page = await readPage(c, view, q, [{ op: 'eq', column: parent.column, value: pid }]);
    await markHasChild(c, model, page.records);
    return ok(page);
  });
}

export function registerCrudRoutes(app: FastifyInstance, deps: CrudDeps): void {
  for (const model of deps.models.values()) registerEntityRoutes(app, deps, model);
}
