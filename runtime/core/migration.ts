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
  /** A field renamed with `x-renamed-from`: the column keeps its data; its indexes follow it. */
  | {
      op: 'renameColumn';
      table: string;
      from: string;
      to: string;
      /** The entity's permission prefix and field names: field permissions and data rules follow. */
      fields?: { permission: string; from: string; to: string };
    }
  /** A safe type or size change (wider varchar, integer -> double), or one a data step prepared. */
  | { op: 'alterColumn'; table: string; from: ColumnSpec; to: ColumnSpec }
  /** A hand-written data migration (schemas/migrations/*.sql): the same SQL on both databases. */
  | { op: 'sql'; name: string; statements: string[] }
  /** A hand-written data migration (schemas/migrations/*.ts): code run on the migration's transaction. */
  | { op: 'data'; name: string; step: DataMigration }
  /** Destructive operations are emitted only with `gen --allow-destructive`. */
  | { op: 'dropColumn'; table: string; column: string }
  | { op: 'dropTable'; table: string };

/** What a TypeScript data migration's `up` receives (no imports needed in the file). */
export interface DataMigrationContext {
  /** The migration's transaction (a Kysely instance; untyped tables). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: any;
  dialect: 'sqlite' | 'postgres';
  /** Kysely's `sql` template tag. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  sql: any;
}

/**
 * A reviewed, hand-written data migration (schemas/migrations/NNNN_name.ts). `changes` lists the
 * changes `gen` refused that it takes care of (`table.column` or `table`); it runs inside the generated
 * migration that makes them, before that migration's other operations.
 */
export interface DataMigration {
  changes: string[];
  up(ctx: DataMigrationContext): Promise<void>;
}

/** Operations that may lose data: the server backs SQLite up (and logs) before a migration holding one. */
export function isDestructiveOp(op: MigrationOp): boolean {
  return op.op === 'dropColumn' || op.op === 'dropTable' || op.op === 'sql' || op.op === 'data';
}

export interface Migration {
  /** Sortable unique name, e.g. 0001_init. */
  name: string;
  ops: MigrationOp[];
}

/** The schema state the last migration left: table -> columns and indexes. */
export interface MigrationSnapshot {
  tables: Record<string, { columns: ColumnSpec[]; indexes: IndexSpec[] }>;
  /**
   * Fingerprint (sha256 of the file) of every migration written so far, generated and hand-written
   * (`schemas/migrations/`): `gen --check` fails when one was edited after the fact.
   */
  history?: Record<string, string>;
}
