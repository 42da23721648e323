// Master-detail writes: the master and the rows of its details in ONE transaction, every row through
// its child entity's own write path (write.ts prepareAdd/prepareEdit, checkAdd/checkEdit,
// insertChecked/updateChecked, deleteWithin: schema, codecs, check rules, field rules, unique groups,
// references, field permissions, data rules, hooks, data log), with the foreign key set by the server.
// Everything is checked before anything is written (but the deletes of an edit, which go first so the
// values they held are free): field errors of the master and of all rows are gathered
// (detail-errors.ts) and answered as one 400, the transaction rolled back. Then the rows are written
// in bulk (multi-row INSERTs, one read-back and one data-log INSERT per chunk of rows).
//
// - add: the body's detail keys hold rows to insert (the child's add code when a key has rows).
// - edit: for each key present, a row whose `id` is a child of this master (within the child's row
//   scope) updates it (the child's edit code, unless the row changes nothing; a `version` sent with
//   it must be the stored one, else 409), any other row is inserted with a new id (add code), and the
//   children left out are deleted (delete code). A key absent leaves its children alone. The master
//   is updated (and its version bumped) on every save, so its version guards the whole form.
// - delete/deleteBatch: the masters' children within the child's row scope go first (delete code when
//   there are any); children the request may not see remain and the master's reference check refuses (422).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { uuidv7 } from '../db/uuid.ts';
import { HttpError, MESSAGES, badRequest, notFound } from '../plugins/http-error.ts';
import type { Ctx, CrudDeps } from './context.ts';
import { WriteErrors } from './detail-errors.ts';
import { failWith } from './body-validator.ts';
import {
  childBody,
  childrenOf,
  detailParts,
  detailsOf,
  requireOp,
  splitDetails,
  type Detail,
  type DetailPart,
} from './details.ts';
import type { EntityModel } from './entity-model.ts';
import type { EntityExtension } from './extensions.ts';
import { rawById } from './read.ts';
import type { Rec } from './records.ts';
import { uniqueProblem } from './write-checks.ts';
import { inTransaction } from './pipeline.ts';
import {
  checkAdd,
  checkEdit,
  chunks,
  deleteRecords,
  deleteWithin,
  insertChecked,
  prepareAdd,
  prepareEdit,
  updateChecked,
  type CheckedEdit,
  type PreparedAdd,
  type PreparedEdit,
} from './write.ts';

/** One master-detail request: the master's model, context and hooks. */
export interface MasterWrite {
  request: FastifyRequest;
  deps: CrudDeps;
  model: EntityModel;
  ctx: Ctx;
  hooks?: EntityExtension;
}

interface Insert {
  index: number;
  p: PreparedAdd;
  /** Passed the checks that need the database. */
  ok?: boolean;
}

interface Update extends CheckedEdit {
  index: number;
  ok?: boolean;
}

/** What one save does to one detail's rows. */
interface Plan {
  part: DetailPart;
  updates: Update[];
  inserts: Insert[];
  deletes: string[];
  /** Sent rows that change nothing: their stored values (for the in-save unique check). */
  kept: { index: number; values: Rec }[];
}

const newPlan = (part: DetailPart): Plan => ({ part, updates: [], inserts: [], deletes: [], kept: [] });

/** Prepare a row to insert (the child's add checks that need no database). */
async function prepareInsert(plan: Plan, row: Rec, index: number, masterId: string, errors: WriteErrors) {
  const { part } = plan;
  const body = childBody(part, row, masterId, index);
  const opts = { serverField: part.fk.name };
  const p = await errors.row(part, index, () => prepareAdd(part.ctx, part.model, body, part.hooks, opts));
  if (p) plan.inserts.push({ index, p });
}

/**
 * In the transaction: each row's checks that need the database, then the unique groups across the
 * rows of this save (a later row repeating an earlier one's values fails, as the database would refuse it).
 */
async function checkRows(trx: Db, w: MasterWrite, plan: Plan, errors: WriteErrors) {
  const { part } = plan;
  const opts = { serverField: part.fk.name };
  for (const u of plan.updates) {
    u.ok = await errors.row(part, u.index, async () => {
      await checkEdit(trx, part.ctx, part.model, w.deps.models, u.p, u.old, opts);
      return true;
    });
  }
  for (const ins of plan.inserts) {
    ins.ok = await errors.row(part, ins.index, async () => {
      await checkAdd(trx, part.ctx, part.model, w.deps.models, ins.p, opts);
      return true;
    });
  }
  const groups = part.model.uniqueGroups;
  if (groups.length === 0) return;
  const finals = [
    ...plan.kept.map((k) => ({ ...k, ok: true })),
    ...plan.updates.map((u) => ({ index: u.index, values: { ...u.old, ...u.p.patch }, ok: u.ok })),
    ...plan.inserts.map((i) => ({ index: i.index, values: i.p.values, ok: i.ok })),
  ].sort((a, b) => a.index - b.index);
  for (const group of groups) {
    const seen = new Set<string>();
    for (const f of finals) {
      const vals = group.map((g) => f.values[g.name]);
      if (vals.some((v) => v === null || v === undefined)) continue;
      const key = JSON.stringify(vals.map(String));
      if (seen.has(key) && f.ok) {
        await errors.row(part, f.index, async () => failWith([uniqueProblem(group, vals)], part.ctx.lang));
      }
      seen.add(key);
    }
  }
}

/** In the transaction, once everything passed: the updates, then the inserts. */
async function writeRows(trx: Db, plan: Plan) {
  const { part } = plan;
  await updateChecked(trx, part.ctx, part.model, plan.updates, part.hooks);
  await insertChecked(
    trx,
    part.ctx,
    part.model,
    plan.inserts.map((i) => i.p),
    part.hooks,
  );
}

/** The details whose key the body holds. */
const sentDetails = (list: Detail[], rows: Map<string, Rec[]>) => list.filter((d) => rows.has(d.def.key));

export async function addMasterDetail(w: MasterWrite, input: unknown): Promise<string> {
  const list = detailsOf(w.model, w.deps.models);
  const { body, rows } = splitDetails(list, input);
  const parts = await detailParts(w.request, w.deps, sentDetails(list, rows), ['add']);
  for (const part of parts) if (rows.get(part.def.key)!.length > 0) requireOp(part, 'add');
  const errors = new WriteErrors();
  const master = await errors.master(() => prepareAdd(w.ctx, w.model, body, w.hooks));
  // Rows are checked even when the master failed (against a stand-in id), so the answer lists every problem at once.
  const masterId = master?.id ?? uuidv7();
  const plans: Plan[] = [];
  for (const part of parts) {
    const plan = newPlan(part);
    const sent = rows.get(part.def.key)!;
    for (let i = 0; i < sent.length; i++) await prepareInsert(plan, sent[i], i, masterId, errors);
    plans.push(plan);
  }
  await inTransaction(w.ctx, async (trx) => {
    if (master) {
      await errors.master(async () => {
        await checkAdd(trx, w.ctx, w.model, w.deps.models, master);
        return true;
      });
    }
    for (const plan of plans) await checkRows(trx, w, plan, errors);
    errors.throwIfAny();
    await insertChecked(trx, w.ctx, w.model, [master!], w.hooks);
    for (const plan of plans) await writeRows(trx, plan);
  });
  return masterId;
}

/** Same stored value (database form; booleans 1/0 or true/false, numbers or their text). */
function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === null ? null : v === true ? 1 : v === false ? 0 : v);
  const x = norm(a);
  const y = norm(b);
  return x === y || (x !== null && y !== null && String(x) === String(y));
}

/** An update that would change nothing (and has no extra hook fields) is not written. */
function unchanged(p: PreparedEdit, old: Rec): boolean {
  if (Object.keys(p.extras).length > 0) return false;
  for (const k in p.patch) if (!same(p.patch[k], old[k])) return false;
  return true;
}

/**
 * In the transaction, before anything is written: which sent rows update a child of this master
 * (the first row naming it), which are new, which children go; each row prepared; the child's codes
 * required for what the rows really do.
 */
async function planRows(trx: Db, part: DetailPart, sent: Rec[], masterId: string, errors: WriteErrors) {
  const existing = new Map((await childrenOf(trx, part, part.ctx, [masterId])).map((r) => [String(r.id), r]));
  const plan = newPlan(part);
  const named = new Set<string>();
  let inserting = false;
  let updating = false;
  for (let i = 0; i < sent.length; i++) {
    const row = sent[i];
    const id = typeof row.id === 'string' && !named.has(row.id) ? row.id : undefined;
    const old = id === undefined ? undefined : existing.get(id);
    if (!old) {
      inserting = true;
      await prepareInsert(plan, row, i, masterId, errors);
      continue;
    }
    named.add(id!);
    const body = { ...childBody(part, row, masterId, i), id, version: row.version ?? old.version };
    const p = await errors.row(part, i, () => prepareEdit(part.ctx, part.model, body, part.hooks));
    if (!p) {
      updating = true; // a row that failed its checks was meant to change something
      continue;
    }
    if (p.version !== old.version) throw new HttpError(409, MESSAGES.conflict);
    if (unchanged(p, old)) plan.kept.push({ index: i, values: old });
    else {
      updating = true;
      plan.updates.push({ index: i, p, old });
    }
  }
  for (const id of existing.keys()) if (!named.has(id)) plan.deletes.push(id);
  if (inserting) requireOp(part, 'add');
  if (updating) requireOp(part, 'edit');
  if (plan.deletes.length) requireOp(part, 'delete');
  return plan;
}

/** Delete children (already known to be in the child's row scope), in chunks. */
async function deleteChildren(trx: Db, part: DetailPart, ids: string[]) {
  for (const chunk of chunks(ids)) await deleteWithin(trx, part.ctx, part.model, chunk, part.hooks);
}

const MAX_ID = 64;

export async function editMasterDetail(w: MasterWrite, input: unknown): Promise<string> {
  const list = detailsOf(w.model, w.deps.models);
  const { body, rows } = splitDetails(list, input);
  const parts = await detailParts(w.request, w.deps, sentDetails(list, rows), ['add', 'edit', 'delete']);
  const errors = new WriteErrors();
  const master = await errors.master(() => prepareEdit(w.ctx, w.model, body, w.hooks));
  const sentId = (body as Rec).id;
  // Rows are classified against the master's children, so a master without a usable id stops here.
  const masterId = master?.id ?? (typeof sentId === 'string' && sentId.length <= MAX_ID ? sentId : undefined);
  if (masterId === undefined || masterId === '') {
    errors.throwIfAny();
    throw badRequest(MESSAGES.badRequest);
  }
  await inTransaction(w.ctx, async (trx) => {
    const old = await rawById(trx, w.ctx, w.model, masterId);
    if (!old) throw notFound(MESSAGES.recordNotFound);
    if (master && old.version !== master.version) throw new HttpError(409, MESSAGES.conflict);
    const plans: Plan[] = [];
    for (const part of parts) plans.push(await planRows(trx, part, rows.get(part.def.key)!, masterId, errors));
    if (master) {
      await errors.master(async () => {
        await checkEdit(trx, w.ctx, w.model, w.deps.models, master, old);
        return true;
      });
    }
    for (const plan of plans) {
      // Deletes first: values they held (unique groups) are free for the rows checked after them.
      if (plan.deletes.length) await deleteChildren(trx, plan.part, plan.deletes);
      await checkRows(trx, w, plan, errors);
    }
    errors.throwIfAny();
    await updateChecked(trx, w.ctx, w.model, [{ p: master!, old }], w.hooks);
    for (const plan of plans) await writeRows(trx, plan);
  });
  return masterId;
}

/** Delete masters and, first, their children (the child's delete code when there are any). */
export async function deleteMasterDetail(w: MasterWrite, ids: string[]): Promise<void> {
  const parts = await detailParts(w.request, w.deps, detailsOf(w.model, w.deps.models), ['delete']);
  await deleteRecords(w.ctx, w.model, ids, w.hooks, async (trx) => {
    for (const part of parts) {
      const children = (await childrenOf(trx, part, part.ctx, ids, ['id'])).map((r) => String(r.id));
      if (children.length === 0) continue;
      requireOp(part, 'delete');
      await deleteChildren(trx, part, children);
    }
  });
}
