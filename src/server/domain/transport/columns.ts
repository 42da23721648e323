// Column names of the transport entities' fields, read from the engine's models (never spelled by
// hand), and a tenant-scoped row lookup by id for the hooks.
import type { Db } from '../../engine/db/database.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import type { Ctx } from '../../engine/crud/context.ts';

export type Models = Map<string, EntityModel>;

export function modelOf(models: Models, entity: string): EntityModel {
  const m = models.get(entity);
  if (!m) throw new Error(`transport: entity ${entity} is not in the registry`);
  return m;
}

export function col(models: Models, entity: string, field: string): string {
  const f = modelOf(models, entity).fields.get(field);
  if (!f) throw new Error(`transport: ${entity} has no field ${field}`);
  return f.column;
}

/** One stored row (raw columns) of a tenant entity in the request's tenant, or undefined. */
export async function rowInTenant(
  trx: Db,
  ctx: Ctx,
  models: Models,
  entity: string,
  id: unknown,
): Promise<Record<string, unknown> | undefined> {
  if (typeof id !== 'string' || !id) return undefined;
  const m = modelOf(models, entity);
  let q = trx.selectFrom(m.table).selectAll().where('id', '=', id);
  if (m.tenant) q = q.where('tenant_id', '=', ctx.tenantId);
  return (await q.executeTakeFirst()) as Record<string, unknown> | undefined;
}
