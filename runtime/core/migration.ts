// Dialect-neutral migration operations. The generator diffs schemas against the last snapshot and
// emits a list of these; the server's migrator turns each into DDL for SQLite or PostgreSQL.
import type { SqlType } from './registry.ts';

export interface ColumnSpec {
  name: string;
  type: SqlType;
  length?: number;
  notNull?: boolean;
  primaryKey?: boolean;
  /** Literal default value. */
  default?: string | number | boolean;
}

export interface IndexSpec {
  name: string;
  columns: string[];
  unique?: boolean;
}

export type MigrationOp =
  | { op: 'createTable'; table: string; columns: ColumnSpec[] }
  | { op: 'addColumn'; table: string; column: ColumnSpec }
  | { op: 'createIndex'; table: string; index: IndexSpec }
  | { op: 'dropIndex'; table: string; name: string }
  /** Destructive operations are emitted only with `gen --allow-destructive`. */
  | { op: 'dropColumn'; table: string; column: string }
  | { op: 'dropTable'; table: string };

export interface Migration {
  /** Sortable unique name, e.g. 0001_init. */
  name: string;
  ops: MigrationOp[];
}

/** The schema state the last migration left: table -> columns and indexes. */
export interface MigrationSnapshot {
  tables: Record<string, { columns: ColumnSpec[]; indexes: IndexSpec[] }>;
}
