// Every write records who, when, what in sys_data_log, with the old row for edits and deletes.
// Rows are logged in their wire form without secret fields (password hashes never reach the log) and
// without their null fields: a field the logged JSON does not name was null (the history view reads
// it so, platform/sys/log-diff.ts). A record of ~35 fields of which a dozen are filled logs in about
// half the bytes, which is most of what storing its log row costs (an Excel import logs every row).
// Several records written together (a master's detail rows, a batch delete) are logged with
// multi-row INSERTs; one record's row (every add and edit) with one INSERT compiled once.
import type { Db } from '../db/database.ts';
import { nowText } from '../db/time.ts';
import { uuidv7 } from '../db/uuid.ts';
import type { Ctx } from './context.ts';
import type { EntityModel } from './entity-model.ts';
import { insertMany } from './insert-many.ts';
import type { Rec } from './records.ts';
import { plansOf } from '../db/prepared.ts';

export type DataLogOp = 'add' | 'edit' | 'delete';

const LOG_COLUMNS = [
  'id',
  'table_name',
  'data_id',
  'op',
  'old_data',
  'new_data',
  'create_by',
  'create_time',
  'tenant_id',
  'request_id',
] as const;

/** insert into sys_data_log (<LOG_COLUMNS>) values (?, ...): built and compiled once per dialect. */
function insertOne(trx: Db, row: Rec) {
  return plansOf(trx).run(
    'sys_data_log|one',
    LOG_COLUMNS.map((c) => row[c]),
    (slot) => trx.insertInto('sys_data_log').values(Object.fromEntries(LOG_COLUMNS.map((c, i) => [c, slot(i)]))),
    true,
  );
}

/** The JSON of a logged record: its fields in order, those holding null (or undefined) left out. */
export function logJson(rec: Rec): string {
  const kept: Rec = {};
  for (const k of Object.keys(rec)) {
    const v = rec[k];
    if (v === null || v === undefined) continue;
    // (a key the copy could not hold as its own: the slower way, same text)
    if (k === '__proto__') return JSON.stringify(rec, withoutNulls(rec));
    kept[k] = v;
  }
  return JSON.stringify(kept);
}

/** A JSON.stringify replacer leaving out the null fields of `rec` itself (not of values inside it). */
function withoutNulls(rec: Rec) {
  return function (this: unknown, _key: string, value: unknown) {
    return this === rec && value === null ? undefined : value;
  };
}

export interface DataLogEntry {
  id: string;
  before: Rec | null;
  after: Rec | null;
}

export async function writeDataLogs(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  op: DataLogOp,
  entries: DataLogEntry[],
): Promise<void> {
  const now = nowText();
  const rows = entries.map((e) => ({
    id: uuidv7(),
    table_name: model.table,
    data_id: e.id,
    op,
    old_data: e.before ? logJson(e.before) : null,
    new_data: e.after ? logJson(e.after) : null,
    create_by: ctx.user.username,
    create_time: now,
    tenant_id: model.tenant ? ctx.tenantId : null,
    request_id: ctx.requestId.slice(0, 64),
  }));
  if (rows.length === 1) await insertOne(trx, rows[0]);
  else await insertMany(trx, ctx.dialect, 'sys_data_log', rows);
}

export async function writeDataLog(
  trx: Db,
  ctx: Ctx,
  model: EntityModel,
  op: DataLogOp,
  dataId: string,
  before: Rec | null,
  after: Rec | null,
): Promise<void> {
  await writeDataLogs(trx, ctx, model, op, [{ id: dataId, before, after }]);
}
