// alterColumn on each database. PostgreSQL: ALTER COLUMN ... TYPE ... USING, which fails (and rolls the
// migration back) on a value that does not convert. SQLite keeps any value in any column, so a change
// within the same type affinity (a longer varchar, varchar -> text) needs no DDL; across affinities
// (integer -> real, text -> real ...) the table is rebuilt: a copy under the new declared type, its
// rows, the same indexes, the old table dropped. A numeric target still holding text after the copy
// fails the migration naming an example, like PostgreSQL's cast would.
import { sql } from 'kysely';
import type { ColumnSpec } from '../../../../runtime/core/migration.ts';
import type { Db, Dialect } from './database.ts';
import { columnType } from './sql-types.ts';

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** SQLite's type affinity of a declared type (https://www.sqlite.org/datatype3.html, 3.1). */
export function sqliteAffinity(declared: string): 'INTEGER' | 'TEXT' | 'BLOB' | 'REAL' | 'NUMERIC' {
  const t = declared.toUpperCase();
  if (t.includes('INT')) return 'INTEGER';
  if (/CHAR|CLOB|TEXT/.test(t)) return 'TEXT';
  if (t === '' || t.includes('BLOB')) return 'BLOB';
  if (/REAL|FLOA|DOUB/.test(t)) return 'REAL';
  return 'NUMERIC';
}

interface TableColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

export async function alterColumn(db: Db, dialect: Dialect, table: string, from: ColumnSpec, to: ColumnSpec) {
  const type = columnType(to, dialect);
  if (dialect === 'postgres') {
    await sql
      .raw(`ALTER TABLE ${q(table)} ALTER COLUMN ${q(to.name)} TYPE ${type} USING ${q(to.name)}::${type}`)
      .execute(db);
    return;
  }
  if (sqliteAffinity(columnType(from, dialect)) === sqliteAffinity(type)) return;
  const columns = (await sql.raw<TableColumn>(`PRAGMA table_info(${q(table)})`).execute(db)).rows;
  if (!columns.some((c) => c.name === to.name)) throw new Error(`alterColumn: ${table} has no column ${to.name}`);
  const indexes = (
    await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db)
  ).rows;
  const temp = `${table}__rebuild`;
  const pks = columns.filter((c) => c.pk > 0);
  const defs = columns.map((c) => {
    let def = `${q(c.name)} ${c.name === to.name ? type : c.type}`;
    if (c.notnull) def += ' NOT NULL';
    if (c.dflt_value !== null) def += ` DEFAULT ${c.dflt_value}`;
    if (c.pk > 0 && pks.length === 1) def += ' PRIMARY KEY';
    return def;
  });
  if (pks.length > 1) defs.push(`PRIMARY KEY (${pks.map((c) => q(c.name)).join(', ')})`);
  const names = columns.map((c) => q(c.name)).join(', ');
  await sql.raw(`CREATE TABLE ${q(temp)} (${defs.join(', ')})`).execute(db);
  await sql.raw(`INSERT INTO ${q(temp)} (${names}) SELECT ${names} FROM ${q(table)}`).execute(db);
  if (['integer', 'bigint', 'double'].includes(to.type)) {
    const bad = (
      await sql
        .raw<{ v: unknown }>(`SELECT ${q(to.name)} AS v FROM ${q(temp)} WHERE typeof(${q(to.name)}) = 'text' LIMIT 1`)
        .execute(db)
    ).rows[0];
    if (bad) {
      throw new Error(
        `${table}.${to.name}: the value ${JSON.stringify(bad.v)} is not a number; convert it in a data migration first`,
      );
    }
  }
  await sql.raw(`DROP TABLE ${q(table)}`).execute(db);
  await sql.raw(`ALTER TABLE ${q(temp)} RENAME TO ${q(table)}`).execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}
