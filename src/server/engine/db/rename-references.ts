// A renamed field (renameColumn with `fields`) keeps what refers to it by name in the database: field
// permission rows (`<permission>:field:<name>` in sys_permission.perms, which hide or lock the field)
// and data rules on the entity's list permission (sys_permission_data_rule.rule_column, a field name or
// column). Without this a hidden field would show again under its new name. Skipped when those tables
// do not exist (a database without the system entities).
import { sql } from 'kysely';
import type { Db, Dialect } from './database.ts';

export interface RenamedField {
  /** The entity's permission prefix (x-entity.permission). */
  permission: string;
  from: string;
  to: string;
}

async function hasTable(db: Db, dialect: Dialect, table: string): Promise<boolean> {
  const found =
    dialect === 'postgres'
      ? await sql<{ t: string | null }>`select to_regclass(${table})::text as t`.execute(db)
      : await sql<{ t: string }>`select name as t from sqlite_master where type = 'table' and name = ${table}`.execute(
          db,
        );
  return found.rows.some((r) => r.t);
}

const codes = (perms: string | null) => (perms ?? '').split(',').map((s) => s.trim());

export async function followRename(
  db: Db,
  dialect: Dialect,
  columns: { from: string; to: string },
  field: RenamedField,
): Promise<void> {
  if (!(await hasTable(db, dialect, 'sys_permission'))) return;
  const oldCode = `${field.permission}:field:${field.from}`;
  const newCode = `${field.permission}:field:${field.to}`;
  const listCode = `${field.permission}:list`;
  const rows = (await db
    .selectFrom('sys_permission')
    .select(['id', 'perms'])
    .where('perms', 'like', `%${field.permission}:%`)
    .execute()) as { id: string; perms: string | null }[];
  for (const r of rows) {
    const list = codes(r.perms);
    if (!list.includes(oldCode)) continue;
    const perms = list.map((c) => (c === oldCode ? newCode : c)).join(',');
    await db.updateTable('sys_permission').set({ perms }).where('id', '=', r.id).execute();
  }
  if (!(await hasTable(db, dialect, 'sys_permission_data_rule'))) return;
  const listIds = rows.filter((r) => codes(r.perms).includes(listCode)).map((r) => r.id);
  if (!listIds.length) return;
  await db
    .updateTable('sys_permission_data_rule')
    .set({ rule_column: field.to })
    .where('permission_id', 'in', listIds)
    .where('rule_column', 'in', [field.from, columns.from])
    .execute();
}
