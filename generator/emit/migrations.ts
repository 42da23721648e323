// Migrations: diff the schemas against the last snapshot and emit one reviewable migration of
// dialect-neutral operations. Destructive changes (drop or retype) need --allow-destructive.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ColumnSpec, IndexSpec, MigrationOp, MigrationSnapshot } from '../../runtime/core/migration.ts';
import type { EntityDef, Registry } from '../../runtime/core/registry.ts';
import { indexesOf } from './indexes.ts';
import { BANNER, type OutputFiles } from './output.ts';

export function tableSpec(e: EntityDef, foreignKeys: string[] = []): { columns: ColumnSpec[]; indexes: IndexSpec[] } {
  const columns = e.fields.map((f): ColumnSpec => {
    const c: ColumnSpec = { name: f.column, type: f.sqlType };
    if (f.length !== undefined) c.length = f.length;
    if (f.name === 'id') c.primaryKey = true;
    if (f.name === 'version') Object.assign(c, { notNull: true, default: 1 });
    if (f.name === 'tenantId') Object.assign(c, { notNull: true, default: 0 });
    return c;
  });
  return { columns, indexes: indexesOf(e, foreignKeys) };
}

export function snapshotOf(registry: Registry): MigrationSnapshot {
  const tables: MigrationSnapshot['tables'] = {};
  const entities = Object.values(registry.entities);
  for (const e of entities.sort((a, b) => a.table.localeCompare(b.table))) {
    const foreignKeys = entities.flatMap((m) =>
      (m.detail ?? []).filter((d) => d.entity === e.name).map((d) => d.foreignKey),
    );
    tables[e.table] = tableSpec(e, foreignKeys);
  }
  return { tables };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function diffSnapshots(
  before: MigrationSnapshot,
  after: MigrationSnapshot,
  allowDestructive: boolean,
): { ops: MigrationOp[]; destructive: string[] } {
  const ops: MigrationOp[] = [];
  const destructive: string[] = [];
  for (const [table, spec] of Object.entries(after.tables)) {
    const old = before.tables[table];
    if (!old) {
      ops.push({ op: 'createTable', table, columns: spec.columns });
      for (const index of spec.indexes) ops.push({ op: 'createIndex', table, index });
      continue;
    }
    for (const col of spec.columns) {
      const prev = old.columns.find((c) => c.name === col.name);
      if (!prev) ops.push({ op: 'addColumn', table, column: col });
      else if (!same(prev, col))
        destructive.push(
          `${table}.${col.name}: changing ${JSON.stringify(prev)} to ${JSON.stringify(col)} needs a hand-written data migration`,
        );
    }
    for (const col of old.columns) {
      if (spec.columns.some((c) => c.name === col.name)) continue;
      if (allowDestructive) ops.push({ op: 'dropColumn', table, column: col.name });
      else destructive.push(`${table}.${col.name}: the column would be dropped (run gen with --allow-destructive)`);
    }
    for (const index of old.indexes) {
      const next = spec.indexes.find((i) => i.name === index.name);
      if (!next || !same(next, index)) ops.push({ op: 'dropIndex', table, name: index.name });
    }
    for (const index of spec.indexes) {
      const prev = old.indexes.find((i) => i.name === index.name);
      if (!prev || !same(prev, index)) ops.push({ op: 'createIndex', table, index });
    }
  }
  for (const table of Object.keys(before.tables)) {
    if (after.tables[table]) continue;
    if (allowDestructive) ops.push({ op: 'dropTable', table });
    else destructive.push(`${table}: the table would be dropped (run gen with --allow-destructive)`);
  }
  return { ops, destructive };
}

function describeOps(ops: MigrationOp[]): string {
  const first = ops[0];
  if (
    ops.every((o) => o.op === 'createTable' || o.op === 'createIndex') &&
    ops.filter((o) => o.op === 'createTable').length > 1
  )
    return 'init';
  if (ops.every((o) => o.op === 'createIndex' || o.op === 'dropIndex') && new Set(ops.map((o) => o.table)).size > 1)
    return 'indexes';
  const what = first.op.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return `${what}_${first.table}`.slice(0, 40);
}

/** Emit the snapshot, any new migration, and the index of all migrations. */
export function emitMigrations(registry: Registry, outDir: string, allowDestructive: boolean, out: OutputFiles): void {
  const dir = join(outDir, 'migrations');
  const snapPath = join(dir, 'snapshot.json');
  const before: MigrationSnapshot = existsSync(snapPath) ? JSON.parse(readFileSync(snapPath, 'utf8')) : { tables: {} };
  const existing = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /^\d{4}_.*\.ts$/.test(f))
        .sort()
    : [];
  for (const f of existing) out.set(`migrations/${f}`, readFileSync(join(dir, f), 'utf8'));
  const after = snapshotOf(registry);
  const { ops, destructive } = diffSnapshots(before, after, allowDestructive);
  if (destructive.length) {
    throw new Error(`Destructive schema change refused:\n  ${destructive.join('\n  ')}`);
  }
  const names = existing.map((f) => f.replace(/\.ts$/, ''));
  if (ops.length) {
    const name = `${String(names.length + 1).padStart(4, '0')}_${describeOps(ops)}`;
    names.push(name);
    out.set(
      `migrations/${name}.ts`,
      `${BANNER}import type { Migration } from '../../../runtime/core/migration.ts';\n\nexport const migration: Migration = ${JSON.stringify({ name, ops }, null, 2)};\n`,
    );
  }
  out.set('migrations/snapshot.json', `${JSON.stringify(after, null, 2)}\n`);
  const imports = names.map((n, i) => `import { migration as m${i} } from './${n}.ts';`).join('\n');
  out.set(
    'migrations/index.ts',
    `${BANNER}import type { Migration } from '../../../runtime/core/migration.ts';\n${imports}\n\nexport const migrations: Migration[] = [${names.map((_, i) => `m${i}`).join(', ')}];\n`,
  );
}
