// The sys_data_log rows of one record (or of a table), oldest first, with old_data / new_data parsed:
// what a write through the pipeline leaves (engine/crud/data-log.ts).
import type { TestApp } from './test-app.ts';

export interface LoggedChange {
  op: string;
  table: string;
  dataId: string;
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
}

const parse = (v: unknown) =>
  v === null || v === undefined ? null : (JSON.parse(String(v)) as Record<string, unknown>);

export async function dataLogs(t: Pick<TestApp, 'db'>, table: string, dataId?: string): Promise<LoggedChange[]> {
  let q = t.db.selectFrom('sys_data_log').selectAll().where('table_name', '=', table);
  if (dataId !== undefined) q = q.where('data_id', '=', dataId);
  const rows = await q.orderBy('create_time').orderBy('id').execute();
  return rows.map((r) => ({
    op: String(r.op),
    table: String(r.table_name),
    dataId: String(r.data_id),
    old: parse(r.old_data),
    new: parse(r.new_data),
  }));
}

/** The newest sys_data_log row of one record. */
export async function lastDataLog(t: Pick<TestApp, 'db'>, table: string, dataId: string): Promise<LoggedChange> {
  const all = await dataLogs(t, table, dataId);
  if (!all.length) throw new Error(`no sys_data_log row for ${table} ${dataId}`);
  return all[all.length - 1];
}
