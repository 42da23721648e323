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
import { insertValues } from './insert-many.ts';
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
function insertOne(trx: Db, values: unknown[]) {
  return plansOf(trx).run(
    'sys_data_log|one',
    values,
    (slot) => trx.insertInto('sys_data_log').values(Object.fromEntries(LOG_COLUMNS.map((c, i) => [c, slot(i)]))),
    true,
  );
}

/**
 * The JSON of a logged record: its fields in order, those holding null (or undefined) left out. The
 * same text as JSON.stringify of the record without those fields (data-log.test.ts compares them),
 * written field by field instead of through a copy of the record: the copy was most of its cost (an
 * Excel import logs every row, tests/bench/README.md). A value the field-by-field text could write
 * differently (a function, symbol or bigint, a toJSON other than Date's, which is called with its key)
 * sends the record the generic way.
 */
export function logJson(rec: Rec): string {
  let out = '{';
  for (const k in rec) {
    if (!Object.hasOwn(rec, k)) return genericLogJson(rec);
    const v = rec[k];
    if (v === null || v === undefined) continue;
    let text: string;
    switch (typeof v) {
      case 'string':
        text = JSON.stringify(v);
        break;
      case 'number':
        text = Number.isFinite(v) ? String(v) : 'null';
        break;
      case 'boolean':
        text = v ? 'true' : 'false';
        break;
      case 'object': {
        const toJson = (v as { toJSON?: unknown }).toJSON;
        if (typeof toJson === 'function' && toJson !== DATE_TO_JSON) return genericLogJson(rec);
        text = JSON.stringify(v);
        break;
      }
      default:
        return genericLogJson(rec);
    }
    out += (out.length === 1 ? '' : ',') + keyText(k) + text;
  }
  return out + '}';
}

const DATE_TO_JSON: unknown = Date.prototype.toJSON;

/** '"<key>":' of a field name, kept for the field names seen (a few hundred: the schema's). */
const keyTexts = new Map<string, string>();
function keyText(k: string): string {
  let t = keyTexts.get(k);
  if (t === undefined) {
    t = `${JSON.stringify(k)}:`;
    if (keyTexts.size < 10_000) keyTexts.set(k, t);
  }
  return t;
}

/** logJson the generic way: JSON.stringify of a copy of the record's own fields without null ones. */
function genericLogJson(rec: Rec): string {
  const kept: Rec = {};
  for (const k of Object.keys(rec)) {
    const v = rec[k];
    if (v === null || v === undefined) continue;
    // (defined, not assigned: a __proto__ key, as JSON.parse makes it, stays a field of the copy)
    Object.defineProperty(kept, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return JSON.stringify(kept);
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
  if (entries.length === 0) return;
  const now = nowText();
  const table = model.table;
  const by = ctx.user.username;
  const tenant = model.tenant ? ctx.tenantId : null;
  const request = ctx.requestId.slice(0, 64);
  // Each row's values in LOG_COLUMNS order, row after row.
  const params: unknown[] = new Array(entries.length * LOG_COLUMNS.length);
  let at = 0;
  for (const e of entries) {
    params[at++] = uuidv7();
    params[at++] = table;
    params[at++] = e.id;
    params[at++] = op;
    params[at++] = e.before ? logJson(e.before) : null;
    params[at++] = e.after ? logJson(e.after) : null;
    params[at++] = by;
    params[at++] = now;
    params[at++] = tenant;
    params[at++] = request;
  }
  if (entries.length === 1) await insertOne(trx, params);
  else await insertValues(trx, ctx.dialect, 'sys_data_log', LOG_COLUMNS, params);
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
