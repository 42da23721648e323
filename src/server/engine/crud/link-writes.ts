// A link entity's rows of one owner written as a whole set (a role's permissions, a department's
// grants, a user's roles): the write pipeline's point for link-table saves (docs/architecture.md,
// "Write pipeline and extension API"). Rows no longer wanted go through the delete stages, new ones
// through the add stages (the add schema, field permissions and guards, references, unique groups,
// plugins, one sys_data_log row each, recorded / after commit); kept rows are left alone, so what
// they carry besides the link (a grant's data rules) survives.
import type { Db } from '../db/database.ts';
import type { Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import type { EntityExtension } from './extensions.ts';
import type { Rec } from './records.ts';
import { checkAdd, chunks, deleteWithin, insertChecked, prepareAdd, type PreparedAdd } from './write.ts';

export interface LinkSet {
  /** Wire name of the field naming the owner, and the owner's id. */
  owner: [string, string];
  /** Wire name of the field naming the linked record. */
  target: string;
  /** The wanted targets (a number for an integer target such as a tenant number). */
  targets: readonly (string | number)[];
  /** Further values of new rows by wire name (e.g. the department of a department role's grant). */
  extra?: Rec;
  /** Only the owner's rows whose target is one of these are replaced; the others stay (undefined: all). */
  within?: ReadonlySet<string>;
}

/** The owner's write's context for its link rows: no data rules or field permissions of its own (the owner's write decided). */
export function linkCtx(ctx: Ctx, model: EntityModel): Ctx {
  return {
    ...ctx,
    tenantId: model.tenant ? ctx.tenantId : 0,
    access: { hidden: new Set(), readOnly: new Set(), orgCode: ctx.access.orgCode ?? null },
  };
}

/** The owner's stored targets (as strings). */
export async function linkTargets(db: Db, model: EntityModel, owner: [string, string], target: string) {
  return (await linkRows(db, model, owner, target)).map((r) => r.target);
}

async function linkRows(db: Db, model: EntityModel, owner: [string, string], target: string) {
  const rows = await db
    .selectFrom(model.table)
    .select(['id', `${column(model, target)} as t`])
    .where(column(model, owner[0]), '=', owner[1])
    .execute();
  return rows.map((r) => ({ id: String(r.id), target: String(r.t) }));
}

function column(model: EntityModel, name: string): string {
  const f = model.fields.get(name);
  if (!f) throw new Error(`${model.entity.name} has no field ${name}`);
  return f.column;
}

/**
 * In the caller's transaction: make the owner's rows of a link entity name exactly `set.targets`
 * (within `set.within`). Returns how many rows were added and removed.
 */
export async function writeLinkSet(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  models: Map<string, EntityModel>,
  set: LinkSet,
  hooks?: EntityExtension,
): Promise<{ added: number; removed: number }> {
  const wanted = new Map(set.targets.map((v) => [String(v), v]));
  const current = (await linkRows(trx, model, set.owner, set.target)).filter(
    (r) => !set.within || set.within.has(r.target),
  );
  const have = new Set(current.map((r) => r.target));
  const gone = current.filter((r) => !wanted.has(r.target)).map((r) => r.id);
  for (const ids of chunks(gone)) await deleteWithin(trx, ctx, model, ids, hooks);
  const items: PreparedAdd[] = [];
  for (const [key, value] of wanted) {
    if (have.has(key)) continue;
    const body = { ...set.extra, [set.owner[0]]: set.owner[1], [set.target]: value };
    const p = await prepareAdd(ctx, model, body, hooks);
    await checkAdd(trx, ctx, model, models, p);
    items.push(p);
  }
  for (const part of chunks(items)) await insertChecked(trx, ctx, model, part, hooks);
  return { added: items.length, removed: gone.length };
}

/**
 * In the caller's transaction: delete every row of a link entity naming one of these owners (a
 * deleted role's grants, a deleted user's roles) through the delete stages, a data-log row each.
 */
export async function deleteLinksOf(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  ownerField: string,
  owners: readonly string[],
  hooks?: EntityExtension,
): Promise<number> {
  let n = 0;
  for (const part of chunks([...owners])) {
    const rows = await trx.selectFrom(model.table).select('id').where(column(model, ownerField), 'in', part).execute();
    for (const ids of chunks(rows.map((r) => String(r.id)))) {
      await deleteWithin(trx, ctx, model, ids, hooks);
      n += ids.length;
    }
  }
  return n;
}
