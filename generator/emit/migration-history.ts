// `--check` guards history: snapshot.json records a fingerprint (sha256) of every migration file, the
// generated ones and the hand-written data migrations they include. A file edited, or deleted, after
// it was recorded stops gen (and gen --check) with its name: a database that already ran it would
// never see the edit. Make the change in a new migration instead.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprint, type DataMigrationFile } from '../data-migrations.ts';

export function checkHistory(
  history: Record<string, string>,
  existing: string[],
  dir: string,
  dataFiles: DataMigrationFile[],
): void {
  const problems: string[] = [];
  for (const [key, recorded] of Object.entries(history)) {
    const path = key.startsWith('schemas/')
      ? dataFiles.find((d) => d.historyKey === key)?.path
      : existing.includes(key)
        ? join(dir, key)
        : undefined;
    if (!path || !existsSync(path)) {
      problems.push(`${key} was deleted after it was recorded`);
      continue;
    }
    if (fingerprint(readFileSync(path, 'utf8')) !== recorded) problems.push(`${key} was edited after it was recorded`);
  }
  if (problems.length) {
    throw new Error(
      `Past migrations changed (fingerprints in src/generated/migrations/snapshot.json):\n  ${problems.join('\n  ')}\n` +
        'A database that already applied them would never see the change: restore them (git checkout <file>) and ' +
        'make the change in a schema or a new data migration instead.',
    );
  }
}
