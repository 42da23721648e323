// The operations of the next migration, in the order they must run: dropped indexes, renames, new
// tables and columns, safe alters; then the pending hand-written data migrations (new columns exist,
// old ones still hold their data); then the changes they cover (lossy alters, drops) or the drops
// --allow-destructive accepts; new indexes last. Anything refused and not covered stops gen.
import type { MigrationOp } from '../../runtime/core/migration.ts';
import type { DataMigrationFile } from '../data-migrations.ts';
import type { SchemaDiff } from './migration-diff.ts';

export function plannedOps(diff: SchemaDiff, pending: DataMigrationFile[], allowDestructive: boolean): MigrationOp[] {
  const refusedKeys = new Set(diff.refused.map((r) => r.key));
  const covered = new Set(pending.flatMap((d) => d.changes));
  const problems: string[] = [];
  for (const d of pending) {
    for (const key of d.changes.filter((k) => !refusedKeys.has(k))) {
      problems.push(
        `schemas/migrations/${d.file}: lists "${key}", which is not a change that needs a data migration now` +
          (refusedKeys.size ? ` (those are: ${[...refusedKeys].join(', ')})` : ''),
      );
    }
  }
  const refused = diff.refused.filter((r) => !covered.has(r.key) && !(r.drop && allowDestructive));
  if (refused.length || problems.length) {
    const lines = refused.map((r) => r.message);
    const example = refused.find((r) => !r.drop) ?? refused[0];
    const help = refused.length
      ? [
          `Write a reviewed data migration in schemas/migrations/ that takes care of the data, e.g. ` +
            `schemas/migrations/${example.key.replace(/\./g, '_')}.sql starting with "-- changes: ${refused.map((r) => r.key).join(', ')}" ` +
            `(or a .ts file; see README.md, "Changing a schema that already has data")` +
            (refused.some((r) => r.drop) ? '; for a plain drop run gen with --allow-destructive.' : '.'),
        ]
      : [];
    throw new Error(
      `Schema change refused: it may lose data.\n  ${[...lines, ...problems].join('\n  ')}\n${help.join('\n')}`.trimEnd(),
    );
  }
  const data: MigrationOp[] = pending.map((d) =>
    d.statements
      ? { op: 'sql', name: d.name, statements: d.statements }
      : // Replaced by the imported module in the emitted source (migrationSource).
        ({ op: 'data', name: d.name, step: `@@data:${d.name}@@` } as unknown as MigrationOp),
  );
  const risky = diff.risky.flatMap((r) => r.ops);
  return [...diff.before, ...data, ...risky, ...diff.after];
}
