// Migrations: diff the schemas against the last snapshot (migration-diff.ts) and emit one reviewable
// migration of dialect-neutral operations, with any pending hand-written data migration
// (schemas/migrations/) inside it; the snapshot fingerprints every migration (migration-history.ts).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ColumnSpec, IndexSpec, MigrationOp, MigrationSnapshot } from '../../runtime/core/migration.ts';
import { fingerprint, loadDataMigrations, type DataMigrationFile } from '../data-migrations.ts';
import { diffSnapshots, type ColumnRename } from './migration-diff.ts';
import { checkHistory } from './migration-history.ts';
import { plannedOps } from './migration-plan.ts';
import type { EntityDef, Registry } from '../../runtime/core/registry.ts';
import { indexesOf } from './indexes.ts';
import { BANNER, setLiteral, type OutputFiles } from './output.ts';

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

function describeOps(ops: MigrationOp[]): string {
  const first = ops.find((o) => o.op !== 'dropIndex' && o.op !== 'createIndex') ?? ops[0];
  if (
    ops.every((o) => o.op === 'createTable' || o.op === 'createIndex') &&
    ops.filter((o) => o.op === 'createTable').length > 1
  )
    return 'init';
  if (ops.every((o) => o.op === 'createIndex' || o.op === 'dropIndex') && new Set(ops.map((o) => o.table)).size > 1)
    return 'indexes';
  const what = first.op.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return `${what}_${'table' in first ? first.table : first.name}`.slice(0, 40);
}

export interface MigrationOptions {
  schemasDir: string;
  allowDestructive: boolean;
  renames: ColumnRename[];
}

/** Fingerprints of hand-written files to record once the generated files are formatted. */
export interface HistoryDraft {
  handWritten: Record<string, string>;
}

/** Emit the snapshot, any new migration, and the index of all migrations. */
export async function emitMigrations(
  registry: Registry,
  outDir: string,
  opts: MigrationOptions,
  out: OutputFiles,
): Promise<HistoryDraft> {
  const dir = join(outDir, 'migrations');
  const snapPath = join(dir, 'snapshot.json');
  const before: MigrationSnapshot = existsSync(snapPath) ? JSON.parse(readFileSync(snapPath, 'utf8')) : { tables: {} };
  const existing = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /^\d{4}_.*\.ts$/.test(f))
        .sort()
    : [];
  for (const f of existing) out.set(`migrations/${f}`, readFileSync(join(dir, f), 'utf8'));
  const dataFiles = await loadDataMigrations(opts.schemasDir);
  checkHistory(before.history ?? {}, existing, dir, dataFiles);
  const pending = dataFiles.filter((d) => !before.history?.[d.historyKey]);
  const after = snapshotOf(registry);
  const ops = plannedOps(diffSnapshots(before, after, opts.renames), pending, opts.allowDestructive);
  const names = existing.map((f) => f.replace(/\.ts$/, ''));
  if (ops.length) {
    const number = String(names.length + 1).padStart(4, '0');
    const name = `${number}_${pending.length ? pending[0].name.replace(/^\d+_/, '') : describeOps(ops)}`.slice(0, 45);
    names.push(name);
    out.set(`migrations/${name}.ts`, migrationSource(name, ops, pending, dir));
  }
  setLiteral(out, 'migrations/snapshot.json', '', after, '\n');
  const imports = names.map((n, i) => `import { migration as m${i} } from './${n}.ts';`).join('\n');
  out.set(
    'migrations/index.ts',
    `${BANNER}import type { Migration } from '../../../runtime/core/migration.ts';\n${imports}\n\nexport const migrations: Migration[] = [${names.map((_, i) => `m${i}`).join(', ')}];\n`,
  );
  const handWritten = Object.fromEntries(
    Object.entries(before.history ?? {}).filter(([k]) => k.startsWith('schemas/')),
  );
  for (const d of pending) handWritten[d.historyKey] = fingerprint(readFileSync(d.path, 'utf8'));
  return { handWritten };
}

/** The source of one generated migration; a .ts data migration is imported, a .sql one inlined. */
function migrationSource(name: string, ops: MigrationOp[], pending: DataMigrationFile[], dir: string): string {
  const imports: string[] = [];
  const json = JSON.stringify({ name, ops }, null, 2).replace(/"@@data:([a-z0-9_]+)@@"/g, (_, dataName: string) => {
    const d = pending.find((p) => p.name === dataName)!;
    const spec = relative(dir, d.path).split('\\').join('/');
    imports.push(`import d${imports.length} from '${spec.startsWith('.') ? spec : `./${spec}`}';`);
    return `d${imports.length - 1}`;
  });
  return `${BANNER}import type { Migration } from '../../../runtime/core/migration.ts';\n${imports.join('\n')}\n\nexport const migration: Migration = ${json};\n`;
}

/** After formatting: the snapshot records the fingerprint of every migration file. */
export function recordHistory(out: OutputFiles, draft: HistoryDraft): void {
  const snapshot = JSON.parse(out.get('migrations/snapshot.json')!) as MigrationSnapshot;
  const history: Record<string, string> = {};
  for (const [rel, content] of [...out].sort(([a], [b]) => a.localeCompare(b))) {
    const m = /^migrations\/(\d{4}_.*\.ts)$/.exec(rel);
    if (m) history[m[1]] = fingerprint(content);
  }
  for (const key of Object.keys(draft.handWritten).sort()) history[key] = draft.handWritten[key];
  snapshot.history = history;
  setLiteral(out, 'migrations/snapshot.json', '', snapshot, '\n');
}
