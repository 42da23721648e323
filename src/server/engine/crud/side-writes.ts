// Side writes: a record of one entity written by the server because another record changed (a
// module's side effect: the customer's other default addresses cleared, a driver moved by an
// approved transfer, a fleet's derived counts, a parcel step's storage log and site fees, an
// announcement's send state). They run the same stages as any write (docs/architecture.md, "Write
// pipeline and extension API") in the caller's transaction: the target entity's checks and plugins,
// the statement, one sys_data_log row with the old row, recorded / after commit. The server decided
// the values, so they are not checked against the request's field permissions, guards or data rules
// (the door that caused the side effect was); the record must be in the request's tenant.
import type { Db } from '../db/database.ts';
import type { Ctx, CrudDeps } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import { deleteLinksOf, linkCtx } from './link-writes.ts';
import type { Rec } from './records.ts';
import { checkAdd, chunks, editPrepared, insertChecked, prepareAdd, prepareEdit, type PreparedAdd } from './write.ts';

/** What a side write needs: the entity models and the plugins of the entity it writes. */
export type SideDeps = Pick<CrudDeps, 'models' | 'extensions'>;

/**
 * The server's context for a side write of `model` in this request: no data rules or field
 * permissions, guards held, the request's tenant (also for an entity without one: its references to
 * tenant records, such as a read row's announcement, are checked in it).
 */
export function sideCtx(ctx: Ctx, model: EntityModel): Ctx {
  return { ...linkCtx(ctx, model), tenantId: ctx.tenantId, holds: () => Promise.resolve(true) };
}

function modelOf(deps: SideDeps, entity: string): EntityModel {
  const model = deps.models.get(entity);
  if (!model) throw new Error(`side write: entity ${entity} is not in the registry`);
  return model;
}

/**
 * In the caller's transaction: set `values` (wire values by wire name, read-only fields included)
 * on the record `id` of `entity` through the edit stages, at its stored version. Returns false (and
 * writes nothing) when the record is not in the request's tenant.
 */
export async function sideEdit(
  trx: Db,
  ctx: Ctx,
  deps: SideDeps,
  entity: string,
  id: string,
  values: Rec,
): Promise<boolean> {
  const model = modelOf(deps, entity);
  const c = sideCtx(ctx, model);
  let q = trx.selectFrom(model.table).select('version').where('id', '=', id);
  if (model.tenant) q = q.where('tenant_id', '=', c.tenantId);
  const row = await q.executeTakeFirst();
  if (!row) return false;
  const hooks = deps.extensions?.of(entity);
  const p = await prepareEdit(c, model, { id, version: Number(row.version) }, hooks, { serverValues: values });
  await editPrepared(trx, c, model, deps.models, p, hooks);
  return true;
}

/**
 * In the caller's transaction: add a record of `entity` with `values` (wire values by wire name)
 * through the add stages: the writable ones are the body (validated against the add schema), the
 * read-only ones server values. Returns the new id.
 */
export async function sideAdd(trx: Db, ctx: Ctx, deps: SideDeps, entity: string, values: Rec): Promise<string> {
  return (await sideAddMany(trx, ctx, deps, entity, [values]))[0];
}

/** `sideAdd` of many records of one entity: each checked, inserted with multi-row INSERTs of 500. */
export async function sideAddMany(
  trx: Db,
  ctx: Ctx,
  deps: SideDeps,
  entity: string,
  list: readonly Rec[],
): Promise<string[]> {
  const model = modelOf(deps, entity);
  const c = sideCtx(ctx, model);
  const hooks = deps.extensions?.of(entity);
  const ids: string[] = [];
  for (const part of chunks([...list])) {
    const items: PreparedAdd[] = [];
    for (const values of part) {
      const body: Rec = {};
      const server: Rec = {};
      for (const name in values) (model.writable.has(name) ? body : server)[name] = values[name];
      const p = await prepareAdd(c, model, body, hooks, Object.keys(server).length ? { serverValues: server } : {});
      await checkAdd(trx, c, model, deps.models, p);
      items.push(p);
      ids.push(p.id);
    }
    await insertChecked(trx, c, model, items, hooks);
  }
  return ids;
}

/**
 * In the caller's transaction: delete the records of `entity` whose `field` (wire name) holds one of
 * `values` (the read rows of deleted announcements or users) through the delete stages, a data-log
 * row each. Returns how many were deleted.
 */
export async function sideDeleteWhere(
  trx: Db,
  ctx: Ctx,
  deps: SideDeps,
  entity: string,
  field: string,
  values: readonly string[],
): Promise<number> {
  const model = modelOf(deps, entity);
  return deleteLinksOf(trx, sideCtx(ctx, model), model, field, values, deps.extensions?.of(entity));
}
