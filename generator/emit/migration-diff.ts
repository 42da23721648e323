// The schema diff behind every generated migration: snapshot before -> snapshot after, as ordered
// operations. Renames declared with `x-renamed-from` keep the column; safe changes (wider text,
// integer -> double) become `alterColumn`; changes that may lose data are refused unless a hand-written
// data migration (schemas/migrations/) takes care of them, or, for a plain drop, --allow-destructive.
import type { ColumnSpec, MigrationOp, MigrationSnapshot } from '../../runtime/core/migration.ts';

/** A rename declared in a schema: `x-renamed-from` on the field whose column is `to`. */
export interface ColumnRename {
  table: string;
  from: string;
  to: string;
  /** Permission prefix and field names, so field permissions and data rules follow the rename. */
  fields?: { permission: string; from: string; to: string };
}

/** A change gen refuses; `key` is what a data migration lists in `changes` to take it over. */
export interface RefusedChange {
  key: string;
  message: string;
  /** A plain drop: --allow-destructive also accepts it. */
  drop: boolean;
}

export interface SchemaDiff {
  /** Dropped indexes, renames, new tables and columns, safe alters. */
  before: MigrationOp[];
  /** Changes a data migration or --allow-destructive must cover: lossy alters and drops. */
  risky: { key: string; ops: MigrationOp[] }[];
  /** New and changed indexes (after every column change). */
  after: MigrationOp[];
  refused: RefusedChange[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Text capacity of a textual column (id is varchar(36)); undefined for non-text types. */
function textLength(c: ColumnSpec): number | undefined {
  if (c.type === 'text') return Number.POSITIVE_INFINITY;
  if (c.type === 'id') return 36;
  if (c.type === 'varchar') return c.length ?? 255;
  return undefined;
}

const describe = (c: ColumnSpec) =>
  c.type === 'varchar' ? `varchar(${c.length ?? 255})` : c.type === 'id' ? 'id (varchar(36))' : c.type;

/** Undefined when `from` -> `to` keeps every value, else why it may not. */
export function lossOf(from: ColumnSpec, to: ColumnSpec): string | undefined {
  const rest = (c: ColumnSpec) => ({ ...c, type: undefined, length: undefined });
  if (!same(rest(from), rest(to))) return `${JSON.stringify(from)} -> ${JSON.stringify(to)} changes its constraints`;
  const [a, b] = [textLength(from), textLength(to)];
  if (a !== undefined && b !== undefined) {
    return b >= a ? undefined : `${describe(from)} -> ${describe(to)} is narrower: longer values would not fit`;
  }
  if (from.type === 'integer' && to.type === 'double') return undefined;
  if (from.type === 'integer' && to.type === 'bigint')
    return `integer -> money (bigint cents): the amounts must be converted`;
  const kind = (c: ColumnSpec) =>
    textLength(c) !== undefined ? 'string' : ['integer', 'bigint', 'double'].includes(c.type) ? 'number' : c.type;
  return `${describe(from)} -> ${describe(to)} (${kind(from)} to ${kind(to)}) may not keep every value`;
}

export function diffSnapshots(
  before: MigrationSnapshot,
  after: MigrationSnapshot,
  renames: ColumnRename[] = [],
): SchemaDiff {
  const diff: SchemaDiff = { before: [], risky: [], after: [], refused: [] };
  for (const [table, spec] of Object.entries(after.tables)) {
    const old = before.tables[table];
    if (!old) {
      diff.before.push({ op: 'createTable', table, columns: spec.columns });
      for (const index of spec.indexes) diff.after.push({ op: 'createIndex', table, index });
      continue;
    }
    // Indexes first: SQLite cannot drop a column an index still uses.
    for (const index of old.indexes) {
      const next = spec.indexes.find((i) => i.name === index.name);
      if (!next || !same(next, index)) diff.before.push({ op: 'dropIndex', table, name: index.name });
    }
    for (const index of spec.indexes) {
      const prev = old.indexes.find((i) => i.name === index.name);
      if (!prev || !same(prev, index)) diff.after.push({ op: 'createIndex', table, index });
    }
    // Renames: the old column (with its data) becomes the new one, then is compared like any other.
    const renamedTo = new Map<string, string>();
    for (const r of renames.filter((x) => x.table === table)) {
      const has = (cols: ColumnSpec[], name: string) => cols.some((c) => c.name === name);
      if (
        has(old.columns, r.from) &&
        !has(old.columns, r.to) &&
        has(spec.columns, r.to) &&
        !has(spec.columns, r.from)
      ) {
        diff.before.push({ op: 'renameColumn', table, from: r.from, to: r.to, ...(r.fields && { fields: r.fields }) });
        renamedTo.set(r.from, r.to);
      }
    }
    const oldColumns = old.columns.map((c) => (renamedTo.has(c.name) ? { ...c, name: renamedTo.get(c.name)! } : c));
    const added: string[] = [];
    for (const col of spec.columns) {
      const prev = oldColumns.find((c) => c.name === col.name);
      if (!prev) {
        diff.before.push({ op: 'addColumn', table, column: col });
        added.push(col.name);
        continue;
      }
      if (same(prev, col)) continue;
      const loss = lossOf(prev, col);
      const op: MigrationOp = { op: 'alterColumn', table, from: prev, to: col };
      if (!loss) diff.before.push(op);
      else {
        const key = `${table}.${col.name}`;
        diff.risky.push({ key, ops: [op] });
        diff.refused.push({ key, drop: false, message: `${key}: ${loss}` });
      }
    }
    const dropped = oldColumns.filter((c) => !spec.columns.some((n) => n.name === c.name)).map((c) => c.name);
    for (const name of dropped) {
      const key = `${table}.${name}`;
      diff.risky.push({ key, ops: [{ op: 'dropColumn', table, column: name }] });
      const field = name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
      const hint = added.length
        ? `; if ${added.join(' or ')} is ${name} renamed, declare "x-renamed-from": "${field}" on that field`
        : '';
      diff.refused.push({ key, drop: true, message: `${key}: the column would be dropped with its data${hint}` });
    }
  }
  for (const table of Object.keys(before.tables)) {
    if (after.tables[table]) continue;
    diff.risky.push({ key: table, ops: [{ op: 'dropTable', table }] });
    diff.refused.push({ key: table, drop: true, message: `${table}: the table and its rows would be dropped` });
  }
  return diff;
}
