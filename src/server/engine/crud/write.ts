// Writes: add, edit (optimistic lock on version), delete and deleteBatch. Each runs in one
// transaction with its checks and its sys_data_log rows, so bad input changes nothing.
import type { Db } from '../db/database.ts';
import { objectId, plansOf } from '../db/prepared.ts';
import { toExpression, andAll, type Cond } from '../db/filter.ts';
import { nowText } from '../db/time.ts';
import { uuidv7 } from '../db/uuid.ts';
import { HttpError, MESSAGES, notFound } from '../plugins/http-error.ts';
import { hashPassword } from './password.ts';
import { applyFillRules } from './fill-rule.ts';
import { passwordProblem } from './password-policy.ts';
import { REQUIRED_MESSAGE, failWith, titled, type FieldProblem } from './body-validator.ts';
import { rowScope, type Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import { ValueError } from './field-codec.ts';
import { decodeRows, type Rec } from './records.ts';
import { rawById } from './read.ts';
import { writeDataLogs } from './data-log.ts';
import { insertMany } from './insert-many.ts';
import { checkNotReferenced, checkRefs, checkRuleFields, checkTree, checkUnique } from './write-checks.ts';
import { checkLockedFields } from './field-access.ts';
import { splitExtras } from './hooks.ts';
import type { EntityExtension } from './extensions.ts';
import { checkFieldGuards } from './field-guards.ts';
import { inTransaction, recordChanges } from './pipeline.ts';
import { t } from '../plugins/i18n.ts';
import { initialStateProblem, refuseStateEdit, startInInitialState } from './state-guard.ts';

export interface RowValues {
  /** Database values by wire name (writable fields only, defaults added on add). */
  values: Rec;
  problems: FieldProblem[];
}

/**
 * A body that passed the wire schema -> database values by wire name (writable fields only; the
 * rest is ignored), with every field problem (required, password policy, codec refusals) instead
 * of a thrown error. Shared by add/edit and the Excel import (excel/import-rows.ts), so both apply
 * exactly the same rules. Passwords stay plain here: `hashPasswords` hashes them once accepted.
 */
export function toDbValues(model: EntityModel, body: Record<string, unknown>, add: boolean): RowValues {
  const out: Rec = {};
  const problems: FieldProblem[] = [];
  // for-in, not Object.entries: no array of pairs per row (the import runs this 100k times).
  for (const name in body) {
    const value = body[name];
    const f = model.writable.get(name);
    if (!f) continue;
    if (f.def.required && (value === '' || value === null)) {
      problems.push({ field: name, message: titled(f.def.title, REQUIRED_MESSAGE) });
      continue;
    }
    if (f.def.format === 'password' && typeof value === 'string') {
      // Every accepted password meets the one policy (password-policy.ts), here as in the sys routes.
      const weak = passwordProblem(value);
      if (weak) problems.push({ field: name, message: weak });
    }
    try {
      out[name] = f.def.format === 'password' && typeof value === 'string' ? value : f.codec.toDb(value);
    } catch (err) {
      if (!(err instanceof ValueError)) throw err;
      problems.push({ field: name, message: titled(f.def.title, err.text) });
    }
  }
  if (add) {
    // A workflow's status field starts in its initial state only (state-guard.ts).
    const wrongStart = initialStateProblem(model, out);
    if (wrongStart) problems.push(wrongStart);
    for (const f of model.writable.values()) {
      if (out[f.name] === undefined && f.def.default !== undefined) out[f.name] = f.codec.toDb(f.def.default);
    }
    startInInitialState(model, out);
  }
  return { values: out, problems };
}

/** Hash the plain passwords of accepted values in place (scrypt; password.ts). */
export async function hashPasswords(model: EntityModel, values: Rec): Promise<void> {
  for (const f of model.passwordFields) {
    const v = values[f.name];
    if (typeof v === 'string') values[f.name] = await hashPassword(v);
  }
}

/** Validated body -> database values by wire name; a 400 listing the problems otherwise. */
async function dbValues(model: EntityModel, body: Record<string, unknown>, ctx: Ctx, add: boolean): Promise<Rec> {
  const { values, problems } = toDbValues(model, body, add);
  if (problems.length) failWith(problems, ctx.lang);
  await hashPasswords(model, values);
  return values;
}

/**
 * The row an add inserts: values by column plus the engine's own columns (id, create_by,
 * create_time, version 1, the request's tenant, the user's department code). The import uses it too.
 */
export function insertRow(ctx: Ctx, model: EntityModel, values: Rec, id: string, now = nowText()): Rec {
  const row = columns(model, values);
  row.id = id;
  row.create_by = ctx.user.username;
  row.create_time = now;
  row.version = 1;
  if (model.tenant) row.tenant_id = ctx.tenantId;
  if (ctx.access.orgCode && model.fields.get('sysOrgCode')?.def.standard) row.sys_org_code = ctx.access.orgCode;
  return row;
}

function columns(model: EntityModel, values: Rec): Rec {
  const row: Rec = {};
  for (const name in values) row[model.fields.get(name)!.column] = values[name];
  return row;
}

function whereOf(model: EntityModel, ctx: Ctx, conds: Cond[]) {
  const cond = andAll([...rowScope(model, ctx), ...conds])!;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (eb: any) => toExpression(eb, cond, ctx.dialect);
}

export const OUTSIDE_RULES = t('数据权限规则不允许此记录', 'Your data rules do not allow this record');

/** Ids per IN list: well below SQLite's and PostgreSQL's bound-parameter limits. */
export const ID_CHUNK = 500;

export function chunks<T>(list: T[], size = ID_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The written rows as this request may see them, by id; a row the data rules exclude rolls the write back. */
async function snapshots(trx: Db, ctx: Ctx, model: EntityModel, ids: string[]): Promise<Map<string, Rec>> {
  const out = new Map<string, Rec>();
  for (const chunk of chunks(ids)) {
    const rows = (await trx
      .selectFrom(model.table)
      .select(model.select)
      .where(whereOf(model, ctx, [{ op: 'in', column: 'id', values: chunk }]))
      .execute()) as Rec[];
    for (const r of decodeRows(model, rows)) out.set(String(r.id), r);
  }
  if (out.size !== ids.length) throw new HttpError(403, OUTSIDE_RULES);
  return out;
}

/**
 * `rawById` without data rules (the request has none): the stored row in the request's tenant, with
 * a statement compiled once per entity.
 */
async function byIdInTenant(trx: Db, ctx: Ctx, model: EntityModel, id: string): Promise<Rec | undefined> {
  const rows = await plansOf(trx).run<Rec>(`${objectId(model)}|by id`, [id, ctx.tenantId], (slot) => {
    const q = trx.selectFrom(model.table).select(model.select);
    return (model.tenant ? q.where('tenant_id', '=', slot(1)) : q).where('id', '=', slot(0));
  });
  return rows[0];
}

/**
 * Can a written row be read back from the write's own RETURNING clause instead of a second SELECT?
 * Only when the request has no data rules (nothing to check the row against once written) and no
 * afterWrite hook could change the row after the statement.
 */
function returnsItself(ctx: Ctx, hooks: EntityExtension | undefined): boolean {
  return !ctx.access.scope && !hooks?.afterWrite;
}

/**
 * insert into <table> (<row's columns>) values (...) returning <readable fields>, compiled once per
 * set of columns. A key whose value is undefined is inserted as NULL, as insertMany does, or left out
 * (`omitUndefined`), as Kysely's one-row insert does (the path a beforeInsert hook's rows took).
 */
async function insertReturning(
  trx: Db,
  model: EntityModel,
  row: Rec,
  omitUndefined: boolean,
): Promise<Rec | undefined> {
  const cols = omitUndefined ? Object.keys(row).filter((c) => row[c] !== undefined) : Object.keys(row);
  const rows = await plansOf(trx).run<Rec>(
    `${objectId(model)}|insert ${cols.join(',')}`,
    cols.map((c) => (row[c] === undefined ? null : row[c])),
    (slot) =>
      trx
        .insertInto(model.table)
        .values(Object.fromEntries(cols.map((c, i) => [c, slot(i)])))
        .returning(model.select),
    true,
  );
  return rows[0];
}

/**
 * update <table> set <patch columns>, version, update_by, update_time where [tenant_id = ? and] id = ?
 * and version = ? returning <readable fields>: the row as written, or undefined when no row was at
 * that version. Compiled once per set of columns.
 */
async function updateReturning(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  p: PreparedEdit,
  now: string,
): Promise<Rec | undefined> {
  const set = columns(model, p.patch);
  // As Kysely's set(): a key whose value is undefined is left out.
  const cols = Object.keys(set).filter((c) => set[c] !== undefined);
  const args = cols.map((c) => set[c]);
  args.push(p.version + 1, ctx.user.username, now, ctx.tenantId, p.id, p.version);
  const n = cols.length;
  const rows = await plansOf(trx).run<Rec>(
    `${objectId(model)}|update ${cols.join(',')}`,
    args,
    (slot) => {
      const values: Rec = Object.fromEntries(cols.map((c, i) => [c, slot(i)]));
      values.version = slot(n);
      values.update_by = slot(n + 1);
      values.update_time = slot(n + 2);
      let q = trx.updateTable(model.table).set(values);
      if (model.tenant) q = q.where('tenant_id', '=', slot(n + 3));
      return q
        .where('id', '=', slot(n + 4))
        .where('version', '=', slot(n + 5))
        .returning(model.select);
    },
    true,
  );
  return rows[0];
}

/** What the server sets itself rather than the client. */
export interface WriteOptions {
  /**
   * A detail's foreign key to its master: not checked against field permissions, nor as a reference
   * (the master may be written in the same transaction).
   */
  serverField?: string;
  /**
   * Values a route sets after its own checks (wire values by wire name: a verified own password, a
   * one-time password, the must-change flag, the current department). Converted by the field's codec
   * (a password meets the policy and is hashed), checked, written and logged like the body's values,
   * but not against field permissions and guards, which govern what a client sends; read-only fields
   * may be set this way.
   */
  serverValues?: Rec;
}

/** Values for the field-permission check: without the fields the server set itself. */
function lockable(values: Rec, opts: WriteOptions, serverKeys: readonly string[] = []): Rec {
  const own = [...(opts.serverField && opts.serverField in values ? [opts.serverField] : []), ...serverKeys];
  if (own.length === 0) return values;
  const rest = { ...values };
  for (const k of own) delete rest[k];
  return rest;
}

/** `opts.serverValues` as database values (passwords checked against the policy and hashed); 400 otherwise. */
async function serverDbValues(model: EntityModel, ctx: Ctx, given: Rec | undefined): Promise<Rec> {
  const out: Rec = {};
  const problems: FieldProblem[] = [];
  for (const name in given ?? {}) {
    const f = model.fields.get(name);
    if (!f || f.def.standard) throw new Error(`${model.entity.name}: the server cannot set "${name}"`);
    const value = given![name];
    if (f.def.format === 'password' && typeof value === 'string') {
      const weak = passwordProblem(value);
      if (weak) problems.push({ field: name, message: weak });
      out[name] = value;
      continue;
    }
    try {
      out[name] = f.codec.toDb(value);
    } catch (err) {
      if (!(err instanceof ValueError)) throw err;
      problems.push({ field: name, message: titled(f.def.title, err.text) });
    }
  }
  if (problems.length) failWith(problems, ctx.lang);
  await hashPasswords(model, out);
  return out;
}

/** An add body that passed its checks without the database: id, database values, the hook's extra fields. */
export interface PreparedAdd {
  id: string;
  values: Rec;
  extras: Rec;
  /** The entity's plugins' rule about the record, run by checkAdd. */
  beforeWrite?: EntityExtension['beforeWrite'];
}

/** Before the transaction: the add schema, codecs, password policy and hashing, field permissions. */
export async function prepareAdd(
  ctx: Ctx,
  model: EntityModel,
  input: unknown,
  hooks?: EntityExtension,
  opts: WriteOptions = {},
): Promise<PreparedAdd> {
  const { body, extras } = splitExtras(hooks, input);
  model.validateAdd(body, ctx.lang);
  const values = await dbValues(model, body, ctx, true);
  checkLockedFields(model, ctx.access, lockable(values, opts));
  await checkFieldGuards(ctx, model, lockable(values, opts), extras);
  Object.assign(values, await serverDbValues(model, ctx, opts.serverValues));
  const p: PreparedAdd = { id: uuidv7(), values, extras };
  if (hooks?.beforeWrite) p.beforeWrite = hooks.beforeWrite;
  return p;
}

/** In the transaction, before the insert: references, check rules, fill rules, unique groups. */
export async function checkAdd(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  models: Map<string, EntityModel>,
  p: PreparedAdd,
  opts: WriteOptions = {},
) {
  await checkRefs(trx, ctx, model, models, p.values, opts.serverField);
  await checkRuleFields(trx, ctx, model, p.values);
  await applyFillRules(trx, model, p.values); // x-fill-rule fields left empty get the next code
  await checkUnique(trx, ctx, model, p.values, undefined);
  await p.beforeWrite?.(trx, ctx, { op: 'add', id: p.id, values: p.values, before: null });
}

/**
 * In the transaction: insert checked rows (multi-row INSERTs; one by one when the entity has a
 * beforeInsert hook, which may look at the rows inserted before), run the hooks, read them back
 * through the data rules (403 and roll back when they leave them), log them.
 */
export async function insertChecked(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  items: PreparedAdd[],
  hooks?: EntityExtension,
) {
  if (items.length === 0) return;
  const now = nowText();
  const rows = items.map((p) => insertRow(ctx, model, p.values, p.id, now));
  if (items.length === 1 && returnsItself(ctx, hooks)) {
    // One row (every plain add): the INSERT returns it as the read-back would, one statement less.
    const [p] = items;
    await hooks?.beforeInsert?.(trx, ctx, rows[0]);
    const row = await insertReturning(trx, model, rows[0], !!hooks?.beforeInsert);
    // The tenant the read-back would filter on (a beforeInsert hook could have set another one).
    if (!row || (model.tenant && rows[0].tenant_id !== ctx.tenantId)) throw new HttpError(403, OUTSIDE_RULES);
    const after = decodeRows(model, [row])[0];
    await writeDataLogs(trx, ctx, model, 'add', [{ id: p.id, before: null, after }]);
    recordChanges(ctx, model, hooks, [{ op: 'add', before: null, after }]);
    return;
  }
  if (hooks?.beforeInsert) {
    for (const row of rows) {
      await hooks.beforeInsert(trx, ctx, row);
      await trx.insertInto(model.table).values(row).execute();
    }
  } else await insertMany(trx, ctx.dialect, model.table, rows);
  await afterInserts(trx, ctx, hooks, items);
  const after = await snapshots(
    trx,
    ctx,
    model,
    items.map((p) => p.id),
  );
  const entries = items.map((p) => ({ id: p.id, before: null, after: after.get(p.id)! }));
  await writeDataLogs(trx, ctx, model, 'add', entries);
  recordChanges(
    ctx,
    model,
    hooks,
    entries.map((e) => ({ op: 'add', before: null, after: e.after })),
  );
}

/**
 * The plugins' afterWrite of inserted records, in their order, once all of them are in the table
 * (insertChecked; the Excel import's batches, masters and details alike).
 */
export async function afterInserts(
  trx: Db,
  ctx: Ctx,
  hooks: EntityExtension | undefined,
  items: readonly Pick<PreparedAdd, 'id' | 'extras' | 'values'>[],
): Promise<void> {
  if (hooks?.afterWrite) for (const p of items) await hooks.afterWrite(trx, ctx, p.id, p.extras, 'add', p.values);
}

export async function addRecord(
  ctx: Ctx,
  model: EntityModel,
  models: Map<string, EntityModel>,
  input: unknown,
  hooks?: EntityExtension,
) {
  const p = await prepareAdd(ctx, model, input, hooks);
  return inTransaction(ctx, async (trx) => {
    await checkAdd(trx, ctx, model, models, p);
    await insertChecked(trx, ctx, model, [p], hooks);
    return p.id;
  });
}

/** An edit body that passed its checks without the database. */
export interface PreparedEdit {
  id: string;
  version: number;
  /** Database values of the sent writable fields only. */
  patch: Rec;
  extras: Rec;
  /** Fields of `patch` the route set itself (WriteOptions.serverValues): not field-permission checked. */
  serverKeys?: string[];
  /** The stored link values of the record (the entity's plugins), for the field guards. */
  currentLinks?: (db: Db, id: string) => Promise<Rec>;
  /** The entity's plugins' rule about the record, run by checkEdit. */
  beforeWrite?: EntityExtension['beforeWrite'];
}

/** Before the transaction: the edit schema (id and version required), codecs, password policy and hashing. */
export async function prepareEdit(
  ctx: Ctx,
  model: EntityModel,
  input: unknown,
  hooks?: EntityExtension,
  opts: WriteOptions = {},
): Promise<PreparedEdit> {
  const { body, extras } = splitExtras(hooks, input);
  model.validateEdit(body, ctx.lang);
  const { id, version } = body as { id: string; version: number };
  const p: PreparedEdit = { id, version, patch: await dbValues(model, body, ctx, false), extras };
  if (opts.serverValues) {
    Object.assign(p.patch, await serverDbValues(model, ctx, opts.serverValues));
    p.serverKeys = Object.keys(opts.serverValues);
  }
  if (hooks?.currentLinks) p.currentLinks = hooks.currentLinks;
  if (hooks?.beforeWrite) p.beforeWrite = hooks.beforeWrite;
  return p;
}

/** In the transaction: the stored row as this request may see it (else 404), at the sent version (else 409). */
export async function rowToEdit(trx: Db, ctx: Ctx, model: EntityModel, p: PreparedEdit): Promise<Rec> {
  const old = ctx.access.scope ? await rawById(trx, ctx, model, p.id) : await byIdInTenant(trx, ctx, model, p.id);
  if (!old) throw notFound(MESSAGES.recordNotFound);
  if (old.version !== p.version) throw new HttpError(409, MESSAGES.conflict);
  return old;
}

/** In the transaction, before the update: field permissions, references, check rules, the tree, unique groups. */
export async function checkEdit(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  models: Map<string, EntityModel>,
  p: PreparedEdit,
  old: Rec,
  opts: WriteOptions = {},
) {
  refuseStateEdit(model, p.patch, old);
  const own = lockable(p.patch, opts, p.serverKeys);
  checkLockedFields(model, ctx.access, own, old);
  const links = p.currentLinks && Object.keys(p.extras).length ? await p.currentLinks(trx, p.id) : {};
  await checkFieldGuards(ctx, model, own, p.extras, { row: old, links });
  await checkRefs(trx, ctx, model, models, p.patch, opts.serverField);
  await checkRuleFields(trx, ctx, model, p.patch);
  if (model.parent && model.parent.name in p.patch) await checkTree(trx, ctx, model, p.id, p.patch[model.parent.name]);
  await checkUnique(trx, ctx, model, { ...old, ...p.patch }, p.id, new Set(Object.keys(p.patch)));
  await p.beforeWrite?.(trx, ctx, { op: 'edit', id: p.id, values: p.patch, before: old });
}

/** A checked edit and the stored row it changes. */
export interface CheckedEdit {
  p: PreparedEdit;
  old: Rec;
}

/** In the transaction: update checked rows, each under its version (else 409), run the hook, log old and new rows. */
export async function updateChecked(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  items: CheckedEdit[],
  hooks?: EntityExtension,
) {
  if (items.length === 0) return;
  const now = nowText();
  if (returnsItself(ctx, hooks)) {
    // No data rules, no afterWrite hook: each UPDATE returns its row as the read-back would.
    const entries = [];
    for (const { p, old } of items) {
      const row = await updateReturning(trx, ctx, model, p, now);
      if (!row) throw new HttpError(409, MESSAGES.conflict);
      entries.push({ id: p.id, before: decodeRows(model, [{ ...old }])[0], after: decodeRows(model, [row])[0] });
    }
    await writeDataLogs(trx, ctx, model, 'edit', entries);
    recordEdits(ctx, model, hooks, entries);
    return;
  }
  for (const { p } of items) {
    const result = await trx
      .updateTable(model.table)
      .set({ ...columns(model, p.patch), version: p.version + 1, update_by: ctx.user.username, update_time: now })
      .where(
        whereOf(model, ctx, [
          { op: 'eq', column: 'id', value: p.id },
          { op: 'eq', column: 'version', value: p.version },
        ]),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, MESSAGES.conflict);
    await hooks?.afterWrite?.(trx, ctx, p.id, p.extras, 'edit', p.patch);
  }
  const after = await snapshots(
    trx,
    ctx,
    model,
    items.map(({ p }) => p.id),
  );
  const entries = items.map(({ p, old }) => ({
    id: p.id,
    before: decodeRows(model, [{ ...old }])[0],
    after: after.get(p.id)!,
  }));
  await writeDataLogs(trx, ctx, model, 'edit', entries);
  recordEdits(ctx, model, hooks, entries);
}

function recordEdits(
  ctx: Ctx,
  model: EntityModel,
  hooks: EntityExtension | undefined,
  entries: { before: Rec; after: Rec }[],
) {
  recordChanges(
    ctx,
    model,
    hooks,
    entries.map((e) => ({ op: 'edit', before: e.before, after: e.after })),
  );
}

/** In the transaction: a prepared edit's stored row (404/409), its checks, the update, the log. */
export async function editPrepared(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  models: Map<string, EntityModel>,
  p: PreparedEdit,
  hooks?: EntityExtension,
): Promise<void> {
  const old = await rowToEdit(trx, ctx, model, p);
  await checkEdit(trx, ctx, model, models, p, old);
  await updateChecked(trx, ctx, model, [{ p, old }], hooks);
}

export async function editRecord(
  ctx: Ctx,
  model: EntityModel,
  models: Map<string, EntityModel>,
  input: unknown,
  hooks?: EntityExtension,
) {
  const p = await prepareEdit(ctx, model, input, hooks);
  return inTransaction(ctx, async (trx) => {
    const old = await rowToEdit(trx, ctx, model, p);
    await checkEdit(trx, ctx, model, models, p, old);
    await updateChecked(trx, ctx, model, [{ p, old }], hooks);
    return p.id;
  });
}

/**
 * In a transaction: delete these records (each visible to this request, else 404) with the hook,
 * the reference check and a log row each. `cascade` runs before the reference check (a master's details).
 */
export async function deleteWithin(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  ids: string[],
  hooks?: EntityExtension,
  cascade?: (trx: Db) => Promise<void>,
) {
  const byId: Cond = { op: 'in', column: 'id', values: ids };
  const rows = (await trx
    .selectFrom(model.table)
    .select(model.select)
    .where(whereOf(model, ctx, [byId]))
    .execute()) as Rec[];
  if (rows.length !== ids.length) throw notFound(MESSAGES.recordNotFound);
  await hooks?.beforeDelete?.(trx, ctx, ids);
  await cascade?.(trx);
  await checkNotReferenced(trx, model, ids);
  await trx
    .deleteFrom(model.table)
    .where(whereOf(model, ctx, [byId]))
    .execute();
  const entries = decodeRows(model, rows).map((before) => ({ id: String(before.id), before, after: null }));
  await writeDataLogs(trx, ctx, model, 'delete', entries);
  recordChanges(
    ctx,
    model,
    hooks,
    entries.map((e) => ({ op: 'delete', before: e.before, after: null })),
  );
}

export async function deleteRecords(
  ctx: Ctx,
  model: EntityModel,
  ids: string[],
  hooks?: EntityExtension,
  cascade?: (trx: Db) => Promise<void>,
) {
  await inTransaction(ctx, (trx) => deleteWithin(trx, ctx, model, ids, hooks, cascade));
}
