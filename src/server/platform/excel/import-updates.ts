// Imported rows that update existing records (updateMode, runtime/core/excel-wire.ts). A row names
// its record by the export's ID column or by a declared unique key (x-entity.unique) of a stored
// record; matches are looked up in bulk per batch (tenant scoped). What a match does depends on the
// mode: `add` (the default) refuses a row whose ID exists (a unique key match is refused by the
// add path's unique check, as before), `update` updates matched records and refuses the others,
// `both` updates matched records and adds the rest. An update goes through the engine's own edit
// stages (crud/write.ts prepareEdit, rowToEdit, checkEdit, updateChecked): field permissions and
// guards, references, check rules, the tree, unique groups, plugins, a sys_data_log 'edit' row with
// the old row, recorded / after-commit. Only the sheet's columns change; the version is the stored
// one (the import is the user's explicit intent). A row whose values equal the stored ones is left
// alone (no write, no version bump, no log row), so re-importing an export with one edited cell
// changes one record. Each update runs under a savepoint, so a refused row is rolled back alone and
// the rest of the batch goes on.
import { sql } from 'kysely';
import type { ImportUpdateMode } from '../../../../runtime/core/excel-wire.ts';
import { titled, type FieldProblem } from '../../engine/crud/body-validator.ts';
import type { Ctx } from '../../engine/crud/context.ts';
import type { EntityModel, FieldModel } from '../../engine/crud/entity-model.ts';
import type { Rec } from '../../engine/crud/records.ts';
import { checkEdit, chunks, prepareEdit, rowToEdit, toDbValues, updateChecked } from '../../engine/crud/write.ts';
import { ruleProblems } from '../../engine/crud/write-checks.ts';
import type { Db } from '../../engine/db/database.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import type { BatchContext, Group, Item, Part } from './import-rows.ts';
import { cellText } from './import-values.ts';

const ID_TITLE = t('ID', 'ID');
const ID_EXISTS = (id: string) => t(`记录已存在 (ID ${id})`, `The record already exists (ID ${id})`);
const NO_MATCH = t(
  '没有匹配的已有记录（按ID或唯一字段），仅更新模式不新增',
  'No existing record matches (by ID or unique fields); update mode adds nothing',
);
const ID_MISSING = (id: string) => t(`ID ${id} 对应的记录不存在`, `No record has the ID ${id}`);
const AMBIGUOUS = t('唯一字段匹配到多条不同的已有记录', 'The unique fields match several different existing records');
const SAME_TARGET = (row: number) => t(`与第 ${row} 行更新同一条记录`, `updates the same record as row ${row}`);
const NO_DETAILS = t(
  '更新已有记录时不能导入明细行，请单表导入或删除明细列',
  'Detail rows cannot be imported into an existing record; import the master table only or remove the detail columns',
);

/** The stored record an imported row updates. */
export interface Target {
  id: string;
  version: number;
}

type Fail = (group: Group, item: Item, problems: FieldProblem[]) => void;

const keyOf = (vals: unknown[]) => JSON.stringify(vals.map((v) => (v === null || v === undefined ? null : String(v))));

/** The row's ID cell as text (blank: none). */
function idCell(part: Part, item: Item): string | undefined {
  if (part.idColumn === undefined) return undefined;
  const v = cellText(item.row.cells[part.idColumn]);
  const s = v === null || v === undefined ? '' : String(v).trim();
  return s === '' ? undefined : s;
}

/** Database values of a unique group from the row (undefined when a field is missing or does not convert). */
function uniqueValues(item: Item, fields: FieldModel[]): unknown[] | undefined {
  const out: unknown[] = [];
  for (const f of fields) {
    const v = item.body[f.name];
    if (v === undefined || v === null || v === '') return undefined;
    try {
      const db = f.codec.toDb(v);
      if (db === null || db === undefined) return undefined;
      out.push(db);
    } catch {
      return undefined;
    }
  }
  return out;
}

/** Stored records by id: id -> version (tenant scoped). */
async function byIds(db: Db, ctx: Ctx, model: EntityModel, ids: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const chunk of chunks(ids)) {
    let q = db.selectFrom(model.table).select(['id', 'version']).where('id', 'in', chunk);
    if (model.tenant) q = q.where('tenant_id', '=', ctx.tenantId);
    for (const r of (await q.execute()) as { id: unknown; version: unknown }[])
      out.set(String(r.id), Number(r.version));
  }
  return out;
}

/** Stored records by one unique group's values: key -> targets (tenant scoped). */
async function byUnique(
  db: Db,
  ctx: Ctx,
  model: EntityModel,
  fields: FieldModel[],
  values: unknown[][],
): Promise<Map<string, Target[]>> {
  const out = new Map<string, Target[]>();
  const size = Math.max(1, Math.floor(400 / fields.length));
  for (const chunk of chunks(values, size)) {
    let q = db
      .selectFrom(model.table)
      .select(['id', 'version', ...fields.map((f) => `${f.column} as ${f.name}`)])
      .where((eb) => eb.or(chunk.map((vals) => eb.and(fields.map((f, j) => eb(f.column, '=', vals[j]))))));
    if (model.tenant) q = q.where('tenant_id', '=', ctx.tenantId);
    for (const r of (await q.execute()) as Rec[]) {
      const k = keyOf(fields.map((f) => r[f.name]));
      const list = out.get(k) ?? [];
      list.push({ id: String(r.id), version: Number(r.version) });
      out.set(k, list);
    }
  }
  return out;
}

/**
 * Find the stored record each master row names (ID column, else unique keys unless the mode is
 * `add`) and decide per row: `item.target` set (an update), a row error, or nothing (an add).
 */
export async function matchExisting(db: Db, bc: BatchContext, groups: Group[], failItem: Fail): Promise<void> {
  const { ctx, master: part, updateMode } = bc;
  const model = part.model;
  const live = groups.filter((g) => g.master && !g.failed);
  if (live.length === 0 || (part.idColumn === undefined && (updateMode === 'add' || !model.uniqueGroups.length))) {
    if (updateMode === 'update') for (const g of live) failItem(g, g.master!, [{ field: '', message: NO_MATCH }]);
    return;
  }
  const ids = new Map<Item, string>();
  for (const g of live) {
    const id = idCell(part, g.master!);
    if (id !== undefined) ids.set(g.master!, id);
  }
  const stored = await byIds(db, ctx, model, [...new Set(ids.values())]);
  const byKey: Map<string, Target[]>[] = [];
  if (updateMode !== 'add') {
    for (const fields of model.uniqueGroups) {
      const values = new Map<string, unknown[]>();
      for (const g of live) {
        if (stored.has(ids.get(g.master!) ?? '')) continue;
        const vals = uniqueValues(g.master!, fields);
        if (vals) values.set(keyOf(vals), vals);
      }
      byKey.push(values.size ? await byUnique(db, ctx, model, fields, [...values.values()]) : new Map());
    }
  }
  for (const g of live) {
    const item = g.master!;
    const id = ids.get(item);
    const version = id === undefined ? undefined : stored.get(id);
    if (updateMode === 'add') {
      if (version !== undefined) failItem(g, item, [{ field: '', message: titled(ID_TITLE, ID_EXISTS(id!)) }]);
      continue;
    }
    let target: Target | undefined = version !== undefined ? { id: id!, version } : undefined;
    if (!target) {
      const found = new Map<string, Target>();
      model.uniqueGroups.forEach((fields, gi) => {
        const vals = uniqueValues(item, fields);
        for (const x of vals ? (byKey[gi].get(keyOf(vals)) ?? []) : []) found.set(x.id, x);
      });
      if (found.size > 1) {
        failItem(g, item, [{ field: '', message: AMBIGUOUS }]);
        continue;
      }
      target = found.values().next().value;
    }
    if (!target) {
      if (updateMode === 'update') {
        failItem(g, item, [{ field: '', message: id !== undefined ? ID_MISSING(id) : NO_MATCH }]);
      }
      continue; // both: added as a new record (an unknown ID is not reused)
    }
    if (g.details.length) {
      failItem(g, item, [{ field: '', message: NO_DETAILS }]);
      continue;
    }
    const earlier = bc.state.updated.get(target.id);
    if (earlier !== undefined) {
      failItem(g, item, [{ field: '', message: SAME_TARGET(earlier) }]);
      continue;
    }
    bc.state.updated.set(target.id, item.row.number);
    item.target = target;
  }
}

/** The edit body of a matched row: its sheet values with the stored record's id and version. */
function editBody(item: Item): Rec {
  return { ...item.body, id: item.target!.id, version: item.target!.version };
}

/** The edit route's own checks that need no database (wire schema, codecs, password policy, check rules). */
export function validateUpdate(group: Group, item: Item, part: Part, failItem: Fail): void {
  const body = editBody(item);
  const problems = item.model.validateEdit.problems(body);
  if (problems.length) return failItem(group, item, problems);
  if (item.failed) return;
  const { values, problems: more } = toDbValues(item.model, body, false);
  if (more.length) return failItem(group, item, more);
  const ruled = ruleProblems(item.model, part.rules, values);
  if (ruled.length) return failItem(group, item, ruled);
  item.values = values;
}

/** A stored or sent value in one comparable form (numbers by value: PostgreSQL's numeric is text). */
function same(a: unknown, b: unknown): boolean {
  const x = a === undefined || a === '' ? null : a;
  const y = b === undefined || b === '' ? null : b;
  if (x === null || y === null) return x === y;
  if (String(x) === String(y)) return true;
  const [m, n] = [Number(x), Number(y)];
  if (typeof x === 'boolean' || typeof y === 'boolean') return Number(x) === Number(y);
  return Number.isFinite(m) && Number.isFinite(n) && m === n;
}

/** Whether the patch only repeats the stored row (passwords are never compared: sent is a change). */
function unchanged(model: EntityModel, patch: Rec, old: Rec): boolean {
  for (const name in patch) {
    if (model.passwordFields.some((f) => f.name === name)) return false;
    if (!same(patch[name], old[name])) return false;
  }
  return true;
}

let savepoints = 0;

/**
 * Update the matched records of `groups` inside `trx`, one savepoint each; the groups whose update
 * the engine refused (their row error recorded) are returned.
 */
export async function writeUpdates(bc: BatchContext, trx: Db, groups: Group[], failItem: Fail): Promise<Group[]> {
  const { ctx, models, master: part } = bc;
  const refused: Group[] = [];
  for (const g of groups) {
    const item = g.master!;
    const name = `import_row_${++savepoints % 1_000_000}`;
    await sql.raw(`savepoint ${name}`).execute(trx);
    try {
      const p = await prepareEdit(ctx, part.model, editBody(item), part.hooks);
      const old = await rowToEdit(trx, ctx, part.model, p);
      if (unchanged(part.model, p.patch, old)) {
        item.unchanged = true;
        await sql.raw(`release savepoint ${name}`).execute(trx);
        continue;
      }
      await checkEdit(trx, ctx, part.model, models, p, old);
      await updateChecked(trx, ctx, part.model, [{ p, old }], part.hooks);
      await sql.raw(`release savepoint ${name}`).execute(trx);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      await sql.raw(`rollback to savepoint ${name}`).execute(trx);
      await sql.raw(`release savepoint ${name}`).execute(trx);
      const fields = (err.detail as { errors?: { field?: string }[] } | undefined)?.errors;
      failItem(g, item, [{ field: fields?.length === 1 ? (fields[0].field ?? '') : '', message: err.text }]);
      refused.push(g);
    }
  }
  return refused;
}

export type { ImportUpdateMode };
