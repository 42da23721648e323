// Saved advanced queries (runtime/core/saved-query.ts), one set of routes for all entities with a
// list, each needing the entity's list code like the list itself:
//   GET    /sys/savedQuery/{entity}/list?saveCode=  -> SavedQuery[] (own, shared to a role of mine, to everyone)
//   POST   /sys/savedQuery/{entity}/save            {saveCode, title, matchType, records, shareScope?, roleId?, overwrite?}
//   DELETE /sys/savedQuery/{entity}/delete?id=      (own queries only)
// A query is checked like a list filter before it is stored (fields the caller may read, rules by
// type, limits); empty conditions and a missing name are 400s with the spec's messages, an existing
// name without `overwrite` a 409 asking to overwrite, sharing without SHARE_PERMISSION a 403.
// Saves and deletes go through the write pipeline in one transaction each (saved-query-store.ts):
// every add, overwrite and delete leaves its sys_data_log row and runs the entity's plugins.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entityOperations, permissionCode } from '../../../../runtime/core/registry.ts';
import { hasEmptyCondition, readQueryTree } from '../../../../runtime/core/query-tree.ts';
import { SHARE_PERMISSION, savedQueryPath, type ShareScope } from '../../../../runtime/core/saved-query.ts';
import { ctxOf, type CrudDeps } from '../crud/context.ts';
import type { EntityModel } from '../crud/entity-model.ts';
import { visibleModel } from '../crud/field-access.ts';
import { inTransaction } from '../crud/pipeline.ts';
import { compileQueryTree, problemError } from '../crud/query-compiler.ts';
import type { Authorize } from '../plugins/auth.ts';
import { ok } from '../plugins/errors.ts';
import { HttpError, MESSAGES, badRequest, conflict, notFound } from '../plugins/http-error.ts';
import { langOf, say, t } from '../plugins/i18n.ts';
import { idOf } from '../crud/id-params.ts';
import {
  ENTITY,
  deleteOwnQuery,
  ownQueryId,
  roleExists,
  visibleQueries,
  writeQuery,
  type StoredQuery,
} from './saved-query-store.ts';

export interface SavedQueryDeps extends CrudDeps {
  authorize: Authorize;
}

const TEXT = {
  nameRequired: t('保存名称不能为空', 'The save name is required'),
  nameTooLong: t('保存名称不能超过64个字符', 'The save name may be at most 64 characters'),
  emptyCondition: t('空条件不能保存', 'Empty conditions cannot be saved'),
  badSaveCode: t('参数无效: saveCode', 'Invalid parameter: saveCode'),
  badScope: t('共享范围只能是 0、1 或 2', 'shareScope must be 0, 1 or 2'),
  roleRequired: t('共享给角色时必须选择存在的角色', 'Sharing with a role needs an existing role'),
  saved: t('保存成功', 'Saved'),
  deleted: t('删除成功！', 'Deleted'),
};

function saveCodeOf(raw: unknown, fallback: string): string {
  if (raw === undefined || raw === '') return fallback;
  if (typeof raw !== 'string' || raw.length > 200) throw badRequest(TEXT.badSaveCode);
  return raw;
}

async function readBody(request: FastifyRequest, deps: SavedQueryDeps, model: EntityModel): Promise<StoredQuery> {
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (typeof body !== 'object' || Array.isArray(body)) throw problemError('records', { kind: 'shape' });
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (title === '') throw badRequest(TEXT.nameRequired);
  if (title.length > 64) throw badRequest(TEXT.nameTooLong);
  const read = readQueryTree({ matchType: body.matchType, params: body.records });
  if ('problem' in read) throw problemError('records', read.problem);
  if (hasEmptyCondition(read.tree)) throw badRequest(TEXT.emptyCondition);
  const ctx = await ctxOf(request, deps, model);
  compileQueryTree(visibleModel(model, ctx.access).readable, read.tree, 'records');
  const scope = body.shareScope ?? 0;
  if (scope !== 0 && scope !== 1 && scope !== 2) throw badRequest(TEXT.badScope);
  let roleId: string | null = null;
  if (scope === 1) {
    roleId = typeof body.roleId === 'string' ? body.roleId : '';
    if (roleId === '' || roleId.length > 64 || !(await roleExists(deps.db, roleId)))
      throw badRequest(TEXT.roleRequired);
  }
  if (scope !== 0 && !(await deps.authorize(request, SHARE_PERMISSION))) throw new HttpError(403, MESSAGES.forbidden);
  return {
    saveCode: saveCodeOf(body.saveCode, model.entity.name),
    title,
    matchType: read.tree.matchType,
    records: read.tree.params,
    shareScope: scope as ShareScope,
    roleId,
  };
}

/**
 * One set of three routes for every entity with a list, `{entity}` a path parameter, instead of three
 * routes per entity: registering a route cost ~0.3 ms of CPU at each start (Fastify and its router),
 * and these were 177 of the server's 806 (issue 24 item 5; tests/bench/README.md, "Server"). The
 * route's `onRequest` hook, after the session check of plugins/auth.ts, does what the router and
 * `config.permission` did per entity: 404 for a name that is not a listed entity, 403 without its list code.
 */
export function registerSavedQueryRoutes(api: FastifyInstance, deps: SavedQueryDeps): void {
  const listed = new Map<string, { model: EntityModel; code: string }>();
  for (const model of deps.models.values()) {
    if (entityOperations(model.entity).includes('list'))
      listed.set(model.entity.name, { model, code: permissionCode(model.entity, 'list') });
  }
  const listedOf = (request: FastifyRequest) => listed.get((request.params as { entity: string }).entity);
  // Checked by the hook before the handler runs.
  const modelOf = (request: FastifyRequest) => listedOf(request)!.model;
  const onRequest = async (request: FastifyRequest) => {
    const one = listedOf(request);
    if (!one) throw notFound();
    if (!(await deps.authorize(request, one.code))) throw new HttpError(403, MESSAGES.forbidden);
  };
  const path = (op: 'list' | 'save' | 'delete') => savedQueryPath(':entity', op);
  const savedModel = deps.models.get(ENTITY);
  if (!savedModel) throw new Error(`saved queries: the registry has no ${ENTITY}`);
  // The write's context: the caller's request on the saved-query entity (its after-commit queue, data-log user).
  const writeCtx = (request: FastifyRequest) => ctxOf(request, deps, savedModel);

  api.get(path('list'), { onRequest }, async (request) => {
    const entity = modelOf(request).entity.name;
    const saveCode = saveCodeOf((request.query as Record<string, unknown>).saveCode, entity);
    return ok(await visibleQueries(deps.db, request.user!, entity, saveCode));
  });

  api.post(path('save'), { onRequest }, async (request) => {
    const model = modelOf(request);
    const entity = model.entity.name;
    const q = await readBody(request, deps, model);
    const user = request.user!;
    const overwrite = (request.body as Record<string, unknown>).overwrite === true;
    const ctx = await writeCtx(request);
    const id = await inTransaction(ctx, async (trx) => {
      const existing = await ownQueryId(trx, user, entity, q.saveCode, q.title);
      if (existing && !overwrite) {
        throw conflict(t(`${q.title} 已存在，是否覆盖？`, `${q.title} already exists. Overwrite it?`));
      }
      const written = await writeQuery(trx, ctx, deps, entity, q, existing);
      if (!written) throw notFound(MESSAGES.recordNotFound); // deleted meanwhile by another request
      return written;
    });
    const saved = (await visibleQueries(deps.db, user, entity, q.saveCode)).find((x) => x.id === id);
    return ok(saved, say(TEXT.saved, langOf(request)));
  });

  api.delete(path('delete'), { onRequest }, async (request) => {
    const entity = modelOf(request).entity.name;
    const id = idOf(request.query, 'id');
    const ctx = await writeCtx(request);
    const deleted = await inTransaction(ctx, (trx) => deleteOwnQuery(trx, ctx, deps, entity, id));
    if (!deleted) throw notFound(MESSAGES.recordNotFound);
    return ok(null, say(TEXT.deleted, langOf(request)));
  });
}
