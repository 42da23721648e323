// Fill rules (sys_fill_rule): codes such as WL20261122-0001 = prefix + date part + '-' + a sequence
// of seqLength digits. The sequence restarts at 1 when the date part changes. The increment is one
// UPDATE ... RETURNING that reads and writes the row atomically: PostgreSQL locks the row until the
// surrounding transaction ends and concurrent callers re-read the committed value; SQLite serialises
// writers. Called inside a write's transaction, a rolled-back insert gives its number back.
import { sql } from 'kysely';
import type { EntityModel } from './entity-model.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';

export const NO_FILL_RULE = t('填值规则不存在', 'No such fill rule');

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The date parts of `now` for each dateFormat (NONE -> ''). */
export function dateParts(now: Date) {
  const y = pad(now.getFullYear(), 4);
  const m = pad(now.getMonth() + 1);
  const d = pad(now.getDate());
  return { YYYYMMDD: `${y}${m}${d}`, YYYYMM: `${y}${m}`, YYYY: y };
}

export interface FillRow {
  prefix: string | null;
  date_format: string | null;
  seq_length: number;
  current_seq: number;
  seq_date: string | null;
}

export function formatCode(row: FillRow): string {
  const seq = String(row.current_seq).padStart(Math.max(1, Math.min(12, Number(row.seq_length) || 1)), '0');
  const datePart = row.seq_date ?? '';
  return `${row.prefix ?? ''}${datePart}${datePart ? '-' : ''}${seq}`;
}

/** Next value of the rule `code`; throws 404 when the rule does not exist. */
export async function nextFillValue(db: Db, code: string, now = new Date()): Promise<string> {
  const p = dateParts(now);
  // The date part the rule uses today, computed in SQL from the row's own dateFormat so the whole
  // read-modify-write is one statement.
  const datePart = sql<string>`case date_format when 'YYYYMMDD' then ${p.YYYYMMDD} when 'YYYYMM' then ${p.YYYYMM} when 'YYYY' then ${p.YYYY} else '' end`;
  const row = (await db
    .updateTable('sys_fill_rule')
    .set({
      current_seq: sql`case when coalesce(seq_date, '') = ${datePart} then coalesce(current_seq, 0) + 1 else 1 end`,
      seq_date: datePart,
    })
    .where('rule_code', '=', code)
    .returning(['prefix', 'date_format', 'seq_length', 'current_seq', 'seq_date'])
    .executeTakeFirst()) as FillRow | undefined;
  if (!row) throw new HttpError(404, NO_FILL_RULE);
  return formatCode({ ...row, current_seq: Number(row.current_seq) });
}

/** On add: fields whose schema names a fill rule (x-fill-rule) and that came empty get its next value. */
export async function applyFillRules(trx: Db, model: EntityModel, values: Record<string, unknown>): Promise<void> {
  for (const f of model.writable.values()) {
    const code = f.def.fillRule;
    const v = values[f.name];
    if (code && (v === undefined || v === null || v === '')) values[f.name] = await nextFillValue(trx, code);
  }
}
