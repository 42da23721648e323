// Imported sheet rows -> validated records -> batched inserts. Every record passes the add route's own
// rules (crud/write.ts toDbValues after the Ajv wire schema, password policy and hashing, check rules,
// references, unique groups, fill rules, defaults, tenant and the standard columns of insertRow), but
// in bulk: references are resolved and unique groups checked with one query per table per batch, check
// rules are read once per import, and the valid records of a batch go in with multi-row INSERTs in one
// transaction. A group is one record, or for master-detail one master and its detail records: they
// succeed or fail together. The engine's write-pipeline stages run for every record as for a form
// (crud/pipeline.ts): field guards, the plugins' beforeWrite, beforeInsert and afterWrite (detail
// records as the form's detail write runs them, crud/detail-writes.ts), a sys_data_log row per record
// (multi-row INSERTs per batch), and the recorded / after-commit stage (live pushes, totals). Rows
// naming a stored record (ID column or unique key, per updateMode) are updates instead:
// import-updates.ts runs the engine's edit stages for each.
import { CompiledQuery } from 'kysely';
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { andAll, toExpression, type Cond } from '../../engine/db/filter.ts';
import type { Db } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';
import { say, t } from '../../engine/plugins/i18n.ts';
import { applyFillRules } from '../../engine/crud/fill-rule.ts';
import { titled, type FieldProblem } from '../../engine/crud/body-validator.ts';
import { rowScope, type Ctx } from '../../engine/crud/context.ts';
import type { EntityModel, FieldModel } from '../../engine/crud/entity-model.ts';
import type { EntityExtension } from '../../engine/crud/extensions.ts';
import { checkFieldGuards } from '../../engine/crud/field-guards.ts';
import { writeDataLogs } from '../../engine/crud/data-log.ts';
import { recordChanges } from '../../engine/crud/pipeline.ts';
import { wireRows } from '../../engine/crud/records.ts';
import { insertMany } from '../../engine/crud/insert-many.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import type { Rec } from '../../engine/crud/records.ts';
import { OUTSIDE_RULES, afterInserts, hashPasswords, insertRow, toDbValues } from '../../engine/crud/write.ts';
import { loadCheckRules, ruleProblems, uniqueProblem, type CheckRules } from '../../engine/crud/write-checks.ts';
import type { ImportUpdateMode } from '../../../../runtime/core/excel-wire.ts';
import type { ColumnField } from './import-headers.ts';
import { matchExisting, validateUpdate, writeUpdates, type Target } from './import-updates.ts';
import type { SheetRow } from './import-source.ts';
import { CellTooLong, bodyValue, type DictIndex } from './import-values.ts';
import { MAX_CELL_CHARS } from './import-source.ts';

/** Records per batch (groups for master-detail): one transaction, a few multi-row INSERTs. */
export const IMPORT_BATCH = 250;

const REF_MISSING = (v: string) => t(`"${v}" 不存在`, `"${v}" does not exist`);
const REF_AMBIGUOUS = (v: string, n: number) =>
  t(`"${v}" 对应 ${n} 条数据，请改用ID`, `"${v}" matches ${n} records; use the id instead`);
const REF_FAILED = (n: number) => t(`引用的第 ${n} 行数据有错误`, `refers to row ${n}, which failed`);
const IN_FILE_DUPLICATE = t('与文件中前面的行重复', 'repeats an earlier row of the file');
const GROUP_FAILED = t('同一主记录的其他行有错误', 'another row of the same record failed');
const CELL_TOO_LONG = t(`超过 ${MAX_CELL_CHARS} 个字符`, `longer than ${MAX_CELL_CHARS} characters`);

/** One record to insert, from one sheet row. */
export interface Item {
  model: EntityModel;
  row: SheetRow;
  id: string;
  body: Rec;
  values?: Rec;
  /** Reference fields still holding the sheet's text (label or id). */
  pending: FieldModel[];
  failed: boolean;
  /** Another item of this import it refers to by label (a tree's parent in the same file). */
  refersTo: Item[];
  /** The stored record this row updates (import-updates.ts); undefined: a new record. */
  target?: Target;
  /** An update whose values equal the stored record's: nothing written. */
  unchanged?: boolean;
}

/** One master record (or plain record) with its detail records, and the sheet rows they came from. */
export interface Group {
  master?: Item;
  details: Item[];
  rows: SheetRow[];
  problems: Map<number, { field?: string; message: I18nText }[]>;
  failed: boolean;
  /** master and details in one array (itemsOf). */
  items?: Item[];
}

/** The group's records, master first (one array per group, made once its rows are all in). */
function itemsOf(g: Group): Item[] {
  let list = g.items;
  if (!list || list.length !== (g.master ? 1 : 0) + g.details.length) {
    list = g.master ? (g.details.length ? [g.master, ...g.details] : [g.master]) : g.details;
    g.items = list;
  }
  return list;
}

/** The part of one entity an import writes: its columns in the sheet and what its rows need. */
export interface Part {
  model: EntityModel;
  columns: ColumnField[];
  /** Values every record gets (foreignKeys; for details the master id is set per group). */
  fixed: Rec;
  /** The detail's field holding the master id (not checked as a reference: the master is new). */
  foreignKey?: string;
  rules: CheckRules;
  hooks?: EntityExtension;
  /** 0-based sheet column of the records' ids (master only). */
  idColumn?: number;
}

/** The problems of a group nothing failed in yet (shared, read-only: fail() gives the group its own). */
export const NO_PROBLEMS: Group['problems'] = new Map();

export function fail(group: Group, row: SheetRow, field: string | undefined, message: I18nText): void {
  group.failed = true;
  if (group.problems === NO_PROBLEMS) group.problems = new Map();
  const list = group.problems.get(row.number) ?? [];
  list.push({ ...(field ? { field } : {}), message });
  group.problems.set(row.number, list);
}

/** The item fails with its problems (the first per field, as the add route words them). */
export function failItem(group: Group, item: Item, problems: FieldProblem[]): void {
  item.failed = true;
  const seen = new Set<string>();
  for (const p of problems) {
    if (seen.has(p.field)) continue;
    seen.add(p.field);
    fail(group, item.row, p.field || undefined, p.message);
  }
}

/** Whether the row has any value in `columns`. */
export function hasCells(row: SheetRow, columns: ColumnField[]): boolean {
  return columns.some(({ col }) => {
    const v = row.cells[col];
    return v !== null && v !== undefined && v !== '';
  });
}

/** A record from the row's cells of `part` (sync: conversions only; references wait for the batch). */
export function itemOf(part: Part, row: SheetRow, dicts: DictIndex, ctx: Ctx, group: Group, id = uuidv7()): Item {
  const body: Rec = {};
  const pending: FieldModel[] = [];
  for (const { col, field } of part.columns) {
    const v = bodyValue(field, row.cells[col], dicts, ctx.lang);
    if (v === undefined) continue;
    if (v instanceof CellTooLong) {
      fail(group, row, field.name, titled(field.def.title, CELL_TOO_LONG));
      continue;
    }
    body[field.name] = v;
    if (field.def.ref) pending.push(field);
  }
  Object.assign(body, part.fixed);
  for (const name of Object.keys(part.fixed)) {
    const f = part.model.fields.get(name);
    if (f?.def.ref && name !== part.foreignKey && !pending.includes(f)) pending.push(f);
  }
  return { model: part.model, row, id, body, pending, failed: false, refersTo: [] };
}

/** The import's memory across batches: unique keys and, for self-references, labels of new records. */
export class ImportState {
  /** model name + group index -> keys of accepted records. */
  readonly uniqueKeys = new Map<string, Set<string>>();
  /** model name + label field -> label -> id of records this import created (or -1: several). */
  readonly labels = new Map<string, Map<string, string | null>>();
  /** Ids of stored records rows of this import update -> the sheet row that updates each. */
  readonly updated = new Map<string, number>();
}

// ---------------------------------------------------------------------------------------------
// References: one query per referenced table per batch.

interface RefAnswer {
  byLabel: Map<string, string[]>;
  ids: Set<string>;
}

/**
 * Stored records named by `texts`: by id or label, and by the label's English companion (x-english,
 * e.g. a parent menu's English name, as an English export writes it) when it has one.
 */
async function lookupRefs(db: Db, ctx: Ctx, target: EntityModel, label: FieldModel, texts: string[]) {
  const answer: RefAnswer = { byLabel: new Map(), ids: new Set() };
  if (texts.length === 0) return answer;
  const english = label.englishColumn;
  const note = (text: unknown, id: string) => {
    if (text === null || text === undefined || text === '') return;
    const k = String(text);
    const list = answer.byLabel.get(k) ?? [];
    if (!list.includes(id)) list.push(id);
    answer.byLabel.set(k, list);
  };
  for (let i = 0; i < texts.length; i += 1000) {
    const chunk = texts.slice(i, i + 1000);
    let q = db
      .selectFrom(target.table)
      .select(['id', `${label.column} as label`, ...(english ? [`${english} as english`] : [])])
      .where((eb) =>
        eb.or([eb(label.column, 'in', chunk), eb('id', 'in', chunk), ...(english ? [eb(english, 'in', chunk)] : [])]),
      );
    if (target.tenant) q = q.where('tenant_id', '=', ctx.tenantId);
    for (const r of (await q.execute()) as { id: string; label: unknown; english?: unknown }[]) {
      answer.ids.add(r.id);
      note(r.label, r.id);
      note(r.english, r.id);
    }
  }
  return answer;
}

async function resolveRefs(
  db: Db,
  ctx: Ctx,
  models: Map<string, EntityModel>,
  groups: Group[],
  state: ImportState,
): Promise<void> {
  // (target entity, label field) -> items and fields waiting for it
  const waiting = new Map<string, { target: EntityModel; label: FieldModel; uses: [Group, Item, FieldModel][] }>();
  for (const g of groups) {
    for (const item of itemsOf(g)) {
      for (const f of item.pending) {
        const target = models.get(f.def.ref!.entity)!;
        const label = target.fields.get(f.def.ref!.label)!;
        const key = `${target.entity.name}.${label.name}`;
        const w = waiting.get(key) ?? { target, label, uses: [] };
        w.uses.push([g, item, f]);
        waiting.set(key, w);
      }
    }
  }
  for (const [key, w] of waiting) {
    const texts = [...new Set(w.uses.map(([, item, f]) => String(item.body[f.name])))];
    const found = await lookupRefs(db, ctx, w.target, w.label, texts);
    // Records of this same import (a tree's parent earlier in the file) count as well.
    const own = state.labels.get(key);
    const batchOwn = new Map<string, Item[]>();
    for (const g of groups) {
      for (const item of itemsOf(g)) {
        if (item.model !== w.target) continue;
        for (const text of namingTexts(item, w.label)) {
          const list = batchOwn.get(text) ?? [];
          list.push(item);
          batchOwn.set(text, list);
        }
      }
    }
    for (const [g, item, f] of w.uses) {
      const text = String(item.body[f.name]);
      // Existing records first; only when none has the label, records this file creates.
      const inDb = found.byLabel.get(text) ?? [];
      const earlier = own?.get(text);
      const known = inDb.length + (earlier !== undefined ? 1 : 0);
      const inBatch = known ? [] : (batchOwn.get(text) ?? []).filter((x) => x !== item);
      const count = known + inBatch.length;
      if (count === 1) {
        if (inDb.length) item.body[f.name] = inDb[0];
        else if (earlier) item.body[f.name] = earlier;
        else {
          item.body[f.name] = inBatch[0].id;
          item.refersTo.push(inBatch[0]);
        }
      } else if (count > 1 || earlier === null) {
        fail(g, item.row, f.name, titled(f.def.title, REF_AMBIGUOUS(text, Math.max(count, 2))));
        item.failed = true;
      } else if (!found.ids.has(text)) {
        fail(g, item.row, f.name, titled(f.def.title, REF_MISSING(text)));
        item.failed = true;
      }
      // else: the text is an existing id, kept as it is
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Unique groups: within the file (keys kept for the whole import) and against the database in bulk.

// A fresh string (JSON.stringify): a cell's text may be a slice of the sheet's XML text, which a key
// kept for the whole import would hold in memory.
const keyOf = (vals: unknown[]) => JSON.stringify(vals.map((v) => (v === null || v === undefined ? null : String(v))));

async function checkUniqueBulk(db: Db, ctx: Ctx, groups: Group[], state: ImportState): Promise<void> {
  const byModel = new Map<EntityModel, [Group, Item][]>();
  for (const g of groups) {
    if (g.failed) continue;
    for (const item of itemsOf(g)) {
      if (!item.model.uniqueGroups.length || item.target) continue; // an update: checkEdit checks its keys
      const list = byModel.get(item.model) ?? [];
      list.push([g, item]);
      byModel.set(item.model, list);
    }
  }
  for (const [model, items] of byModel) {
    for (const [gi, fields] of model.uniqueGroups.entries()) {
      const setKey = `${model.entity.name}#${gi}`;
      const seen = state.uniqueKeys.get(setKey) ?? new Set<string>();
      state.uniqueKeys.set(setKey, seen);
      const candidates: [Group, Item, unknown[], string][] = [];
      for (const [g, item] of items) {
        if (g.failed) continue;
        const vals = fields.map((f) => item.values![f.name]);
        if (vals.some((v) => v === null || v === undefined)) continue;
        const k = keyOf(vals);
        if (seen.has(k)) {
          const p = uniqueProblem(fields, vals);
          fail(g, item.row, p.field, {
            zh: `${p.message.zh}（${IN_FILE_DUPLICATE.zh}）`,
            en: `${p.message.en} (${IN_FILE_DUPLICATE.en})`,
          });
          continue;
        }
        seen.add(k);
        candidates.push([g, item, vals, k]);
      }
      if (candidates.length === 0) continue;
      const existing = new Set<string>();
      const size = Math.max(1, Math.floor(900 / fields.length));
      for (let i = 0; i < candidates.length; i += size) {
        const chunk = candidates.slice(i, i + size);
        let q = db.selectFrom(model.table).select(fields.map((f) => `${f.column} as ${f.name}`));
        if (fields.length === 1) {
          const values = chunk.map(([, , vals]) => vals[0]);
          const params = model.tenant ? [...values, ctx.tenantId] : values;
          const key = `${ctx.dialect}|${model.table}|${fields[0].column}|${values.length}|${model.tenant}`;
          // Built and compiled by Kysely once per shape, then only the parameters change.
          const sql = uniqueSql.get(key);
          let found: Rec[];
          if (sql) found = (await db.executeQuery<Rec>(CompiledQuery.raw(sql, params))).rows;
          else {
            q = q.where(fields[0].column, 'in', values);
            if (model.tenant) q = q.where('tenant_id', '=', ctx.tenantId);
            const compiled = q.compile();
            if (sameParams(compiled.parameters, params)) remember(uniqueSql, key, compiled.sql);
            found = (await db.executeQuery<Rec>(compiled)).rows;
          }
          for (const r of found) existing.add(keyOf([r[fields[0].name]]));
          continue;
        }
        q = q.where((eb) => eb.or(chunk.map(([, , vals]) => eb.and(fields.map((f, j) => eb(f.column, '=', vals[j]))))));
        if (model.tenant) q = q.where('tenant_id', '=', ctx.tenantId);
        for (const r of (await q.execute()) as Rec[]) existing.add(keyOf(fields.map((f) => r[f.name])));
      }
      for (const [g, item, vals, k] of candidates) {
        if (existing.has(k)) {
          const p = uniqueProblem(fields, vals);
          fail(g, item.row, p.field, p.message);
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------

function validateItem(group: Group, item: Item, part: Part): void {
  if (item.target) return validateUpdate(group, item, part, failItem);
  // Also after a reference failed: the row's other problems are reported with it.
  const prior = group.problems.get(item.row.number);
  let problems = item.model.validateAdd.problems(item.body);
  if (prior && problems.length) {
    const known = new Set(prior.map((p) => p.field ?? ''));
    problems = problems.filter((p) => !known.has(p.field));
  }
  if (problems.length) return failItem(group, item, problems);
  if (item.failed) return;
  const { values, problems: more } = toDbValues(item.model, item.body, true);
  if (more.length) return failItem(group, item, more);
  const ruled = ruleProblems(item.model, part.rules, values);
  if (ruled.length) return failItem(group, item, ruled);
  item.values = values;
}

/** One batch checked: the groups to write and the failed ones. */
export interface BatchOutcome {
  good: Group[];
  failed: Group[];
}

export interface BatchContext {
  ctx: Ctx;
  models: Map<string, EntityModel>;
  master: Part;
  detail?: Part;
  state: ImportState;
  updateMode: ImportUpdateMode;
}

/** Check a batch of groups, reading through `db` (writeGroups then inserts the good ones). */
export async function checkBatch(bc: BatchContext, groups: Group[], db: Db): Promise<BatchOutcome> {
  const { ctx, models, state } = bc;
  await resolveRefs(db, ctx, models, groups, state);
  await matchExisting(db, bc, groups, failItem);
  for (const g of groups) {
    if (g.master) validateItem(g, g.master, bc.master);
    for (const d of g.details) validateItem(g, d, bc.detail!);
  }
  // A record referring to a failed record of the same file fails too (until nothing changes).
  for (let changed = true; changed;) {
    changed = false;
    for (const g of groups) {
      for (const item of itemsOf(g)) {
        if (item.failed || !item.refersTo.some((x) => x.failed)) continue;
        const target = item.refersTo.find((x) => x.failed)!;
        const f = item.pending.find((p) => item.body[p.name] === target.id);
        failItem(g, item, [
          {
            field: f?.name ?? '',
            message: titled(f?.def.title ?? t('引用', 'Reference'), REF_FAILED(target.row.number)),
          },
        ]);
        changed = true;
      }
    }
    for (const g of groups) {
      if (g.failed) {
        for (const item of itemsOf(g)) item.failed = true;
      }
    }
  }
  await checkGuards(ctx, groups);
  await checkUniqueBulk(db, ctx, groups, state);
  const good = groups.filter((g) => !g.failed);
  const bad = groups.filter((g) => g.failed);
  for (const g of bad) {
    for (const r of g.rows) if (!g.problems.has(r.number)) fail(g, r, undefined, GROUP_FAILED);
    for (const item of itemsOf(g)) item.failed = true;
  }
  // Labels of accepted records: later rows may name them as their parent.
  for (const g of good) {
    for (const item of itemsOf(g)) rememberLabels(bc, item);
  }
  return { good, failed: bad };
}

/** Field guards (x-write-permission) of every record still good: a refused field fails its row. */
async function checkGuards(ctx: Ctx, groups: Group[]): Promise<void> {
  for (const g of groups) {
    for (const item of itemsOf(g)) {
      // (an update's guards are checked by checkEdit, against the stored row)
      if (item.failed || !item.values || item.target || item.model.guarded.length === 0) continue;
      try {
        await checkFieldGuards(ctx, item.model, item.values, {});
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        failItem(g, item, [{ field: '', message: err.text }]);
      }
    }
  }
}

function rememberLabels(bc: BatchContext, item: Item): void {
  if (item.target) return; // a stored record: found by the reference lookup itself
  const part = item.model === bc.master.model ? bc.master : bc.detail;
  for (const f of item.model.refFields) {
    if (f.def.ref!.entity !== item.model.entity.name) continue;
    // Only a sheet column (or a fixed value) of the self-reference can name a record of this import.
    if (part && !(f.name in part.fixed) && !part.columns.some((c) => c.field.name === f.name)) continue;
    const key = `${item.model.entity.name}.${f.def.ref!.label}`;
    const texts = namingTexts(item, item.model.fields.get(f.def.ref!.label)!);
    if (texts.length === 0) continue;
    const map = bc.state.labels.get(key) ?? new Map<string, string | null>();
    bc.state.labels.set(key, map);
    for (const text of texts) map.set(text, map.has(text) ? null : item.id);
  }
}

/** The texts a later row may name this record by: its label, and the label's English companion (x-english). */
function namingTexts(item: Item, label: FieldModel): string[] {
  const texts = new Set<string>();
  for (const name of [label.name, label.def.english]) {
    const v = name === undefined ? undefined : item.body[name];
    if (v !== undefined && v !== null && v !== '') texts.add(String(v));
  }
  return [...texts];
}

/** Thrown inside a batch's transaction when written records fall outside the user's data rules. */
export class OutsideScope extends Error {
  constructor(readonly groups: Group[]) {
    super('records outside the data rules');
  }
}

/**
 * The values of the groups' records as the checks left them, before the write stages change them
 * (passwords hashed, fill rules, beforeWrite): a batch refused by OutsideScope is rolled back and
 * written again without the refused groups from these values, or a password would be hashed twice.
 */
export function keepValues(groups: Group[]): () => void {
  const kept = groups.flatMap((g) => itemsOf(g).map((item) => [item, item.values && { ...item.values }] as const));
  return () => {
    for (const [item, values] of kept) item.values = values && { ...values };
  };
}

/** SQL of the single-column unique lookups (`col IN (…)`), by dialect, table, column and count. */
const uniqueSql = new Map<string, string>();
const LOOKUP_SHAPES = 32;

/** Keeps a compiled shape (a few: full batches repeat, the last one of an import differs). */
function remember(cache: Map<string, string>, key: string, sql: string): void {
  if (cache.size >= LOOKUP_SHAPES) cache.delete(cache.keys().next().value!);
  cache.set(key, sql);
}

/** Only a shape whose parameters are exactly the values in order is reused. */
function sameParams(compiled: readonly unknown[], params: unknown[]): boolean {
  return compiled.length === params.length && compiled.every((p, k) => p === params[k]);
}

/** Models with x-fill-rule fields (applyFillRules only for them). */
const fillRuled = new WeakMap<EntityModel, boolean>();
function hasFillRules(model: EntityModel): boolean {
  let has = fillRuled.get(model);
  if (has === undefined) {
    has = [...model.writable.values()].some((f) => f.def.fillRule);
    fillRuled.set(model, has);
  }
  return has;
}

/**
 * Before any row of the batch is built, for every record in order: passwords hashed, fill rules and
 * the plugins' beforeWrite, as prepareAdd and checkAdd run for every row of a master-detail save
 * before insertChecked builds any (crud/detail-writes.ts): a later row's beforeWrite may change an
 * earlier one's values (the customer's last address sent as default takes the flag from the earlier
 * ones, domain/content/default-address.ts). Undefined (nothing to await) when the entity needs none.
 */
function beforeRow(trx: Db, ctx: Ctx, part: Part, item: Item): Promise<void> | undefined {
  const model = item.model;
  const fill = hasFillRules(model);
  if (!model.passwordFields.length && !part.hooks?.beforeWrite && !fill) return undefined;
  return (async () => {
    const values = item.values!;
    await hashPasswords(model, values);
    if (fill) await applyFillRules(trx, model, values); // empty fill-rule fields: next code
    await part.hooks?.beforeWrite?.(trx, ctx, { op: 'add', id: item.id, values, before: null });
  })();
}

/**
 * Insert a part's records: multi-row INSERTs, or, when the entity has a beforeInsert plugin, each row
 * right after its beforeInsert, as insertChecked does (the hook may look at the rows inserted before:
 * a department's next org code among its siblings). Returns the rows inserted.
 */
async function insertItems(trx: Db, ctx: Ctx, part: Part, items: Item[], now: string): Promise<Rec[]> {
  const rows = items.map((item) => insertRow(ctx, item.model, item.values!, item.id, now));
  const hooks = part.hooks;
  if (hooks?.beforeInsert) {
    for (const row of rows) {
      await hooks.beforeInsert(trx, ctx, row);
      await trx.insertInto(part.model.table).values(row).execute();
    }
  } else await insertMany(trx, ctx.dialect, part.model.table, rows);
  return rows;
}

const NO_EXTRAS: Rec = {};

/** The plugins' afterWrite of a part's inserted records (the engine's stage, crud/write.ts afterInserts). */
async function afterWrites(trx: Db, ctx: Ctx, part: Part, items: Item[]): Promise<void> {
  if (!part.hooks?.afterWrite || items.length === 0) return;
  const list = items.map((i) => ({ id: i.id, extras: NO_EXTRAS, values: i.values ?? {} }));
  await afterInserts(trx, ctx, part.hooks, list);
}

/**
 * Insert checked groups inside `trx` (multi-row INSERTs; OutsideScope when data rules exclude some),
 * then update the matched records (import-updates.ts). Returns the groups whose update the engine
 * refused (their row errors recorded).
 */
export async function writeGroups(bc: BatchContext, trx: Db, all: Group[]): Promise<Group[]> {
  const { ctx } = bc;
  const updates = all.filter((g) => g.master?.target);
  const groups = updates.length ? all.filter((g) => !g.master?.target) : all;
  const now = nowText();
  const masterItems: Item[] = [];
  const detailItems: Item[] = [];
  for (const g of groups) {
    if (g.master) masterItems.push(g.master);
    for (const d of g.details) detailItems.push(d);
  }
  // The stages of a master-detail add (crud/detail-writes.ts addMasterDetail) for the whole batch, in
  // the engine's order: every record's beforeWrite, then the rows built and inserted, then afterWrite
  // of the masters and of the details, the data log and the recorded stage.
  for (const g of groups) {
    if (g.master) {
      const wait = beforeRow(trx, ctx, bc.master, g.master);
      if (wait) await wait;
    }
    for (const d of g.details) {
      const wait = beforeRow(trx, ctx, bc.detail!, d);
      if (wait) await wait;
    }
  }
  const masters = await insertItems(trx, ctx, bc.master, masterItems, now);
  const details = bc.detail ? await insertItems(trx, ctx, bc.detail, detailItems, now) : [];
  await afterWrites(trx, ctx, bc.master, masterItems);
  if (bc.detail) await afterWrites(trx, ctx, bc.detail, detailItems);
  // Records the user's data rules would not show them: the batch is refused (as add answers 403).
  if (ctx.access.scope && masters.length) {
    const ids = masters.map((r) => r.id as string);
    const visible = new Set<string>();
    for (let i = 0; i < ids.length; i += 1000) {
      const cond = andAll([
        ...rowScope(bc.master.model, ctx),
        { op: 'in', column: 'id', values: ids.slice(i, i + 1000) } as Cond,
      ])!;
      const rows = (await trx
        .selectFrom(bc.master.model.table)
        .select('id')
        .where((eb) => toExpression(eb, cond, ctx.dialect))
        .execute()) as { id: string }[];
      for (const r of rows) visible.add(r.id);
    }
    const outside = groups.filter((g) => g.master && !visible.has(g.master.id));
    if (outside.length) {
      for (const g of outside) fail(g, g.master!.row, undefined, OUTSIDE_RULES);
      throw new OutsideScope(outside);
    }
  }
  await logAndRecord(trx, ctx, bc.master, masters);
  if (bc.detail) await logAndRecord(trx, ctx, bc.detail, details);
  return updates.length ? writeUpdates(bc, trx, updates, failItem) : [];
}

/** The data-log rows and the recorded stage of inserted rows (by column), as a form's add writes them. */
async function logAndRecord(trx: Db, ctx: Ctx, part: Part, rows: Rec[]): Promise<void> {
  if (rows.length === 0) return;
  const after = wireRows(part.model, rows);
  await writeDataLogs(
    trx,
    ctx,
    part.model,
    'add',
    after.map((a, i) => ({ id: String(rows[i].id), before: null, after: a })),
  );
  recordChanges(
    ctx,
    part.model,
    part.hooks,
    after.map((a) => ({ op: 'add', before: null, after: a })),
  );
}

/** 'title: reason; …' of one sheet row in the request language. */
export function rowMessage(group: Group, rowNumber: number, lang: Ctx['lang']): string {
  return (group.problems.get(rowNumber) ?? []).map((p) => say(p.message, lang)).join('; ');
}

export { loadCheckRules };
