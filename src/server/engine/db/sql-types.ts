// SqlType (registry) -> concrete column type per dialect. SQLite stores dates and datetimes as the
// same 'YYYY-MM-DD[ HH:mm:ss]' text the wire carries, which sorts and compares correctly.
import type { ColumnSpec } from '../../../../runtime/core/migration.ts';
import type { Dialect } from './database.ts';

export function columnType(col: Pick<ColumnSpec, 'type' | 'length'>, dialect: Dialect): string {
  const pg = dialect === 'postgres';
  switch (col.type) {
    case 'id':
      return 'varchar(36)';
    case 'varchar':
      return `varchar(${col.length ?? 255})`;
    case 'text':
      return 'text';
    case 'integer':
      return 'integer';
    case 'bigint':
      return 'bigint';
    case 'double':
      return pg ? 'double precision' : 'real';
    case 'boolean':
      return pg ? 'boolean' : 'integer';
    case 'date':
      return pg ? 'date' : 'text';
    case 'datetime':
      return pg ? 'timestamp(0)' : 'text';
    case 'time':
      return 'varchar(8)';
  }
}

/** A column default as an SQL literal (values come from schemas, never from requests). */
export function defaultLiteral(value: string | number | boolean, dialect: Dialect): string {
  if (typeof value === 'boolean') return dialect === 'postgres' ? String(value) : value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`invalid column default ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}
