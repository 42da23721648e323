// Every write records who, when, what in sys_data_log, with the old row for edits and deletes.
// Rows are logged in their wire form without secret fields (password hashes never reach the log).
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
    old_data: e.before ? JSON.stringify(e.before) : null,
    new_data: e.after ? JSON.stringify(e.after) : null,
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
