// Hand-written data migrations in schemas/migrations/: `<name>.sql` (the same SQL on SQLite and
// PostgreSQL; a `-- changes: table.column, table` line lists what it takes care of) or `<name>.ts`
// (default export `{ changes, up({ db, dialect, sql }) }`, see DataMigration in runtime/core/migration.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DataMigration } from '../runtime/core/migration.ts';

export interface DataMigrationFile {
  /** File name without extension, e.g. 0017_order_weight_to_number. */
  name: string;
  file: string;
  path: string;
  /** Key in the snapshot's history: schemas/migrations/<file>. */
  historyKey: string;
  changes: string[];
  /** The SQL statements of a .sql file. */
  statements?: string[];
}

export const fingerprint = (text: string) => createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');

/** Splits SQL text into statements at `;` outside quotes and comments; drops comments-only pieces. */
export function splitSql(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let meaningful = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      cur += '\n';
      continue;
    }
    if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
      cur += ' ';
      continue;
    }
    if (ch === "'" || ch === '"') {
      let j = i + 1;
      while (j < text.length && !(text[j] === ch && text[j + 1] !== ch)) j += text[j] === ch ? 2 : 1;
      cur += text.slice(i, j + 1);
      meaningful = true;
      i = j;
      continue;
    }
    if (ch === ';') {
      if (meaningful) out.push(cur.trim());
      cur = '';
      meaningful = false;
      continue;
    }
    cur += ch;
    if (!/\s/.test(ch)) meaningful = true;
  }
  if (meaningful) out.push(cur.trim());
  return out;
}

const NAME = /^[a-z0-9][a-z0-9_]*\.(sql|ts)$/;

/** Reads every data migration file; errors name the file. */
export async function loadDataMigrations(schemasDir: string): Promise<DataMigrationFile[]> {
  const dir = join(schemasDir, 'migrations');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql') || f.endsWith('.ts'))
    .sort();
  const out: DataMigrationFile[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const base = { name: file.replace(/\.(sql|ts)$/, ''), file, path, historyKey: `schemas/migrations/${file}` };
    if (!NAME.test(file)) {
      throw new Error(`schemas/migrations/${file}: name it in lower case letters, digits and _ (e.g. 0017_x.sql)`);
    }
    if (file.endsWith('.sql')) {
      const text = readFileSync(path, 'utf8');
      const line = /^--\s*changes:(.*)$/m.exec(text);
      const changes = line
        ? line[1]
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : [];
      const statements = splitSql(text);
      if (!statements.length) throw new Error(`schemas/migrations/${file}: holds no SQL statement`);
      out.push({ ...base, changes, statements });
      continue;
    }
    const mod = (await import(pathToFileURL(path).href)) as { default?: Partial<DataMigration> };
    const m = mod.default;
    if (!m || typeof m.up !== 'function' || !Array.isArray(m.changes)) {
      throw new Error(
        `schemas/migrations/${file}: must \`export default { changes: [...], async up({ db, dialect, sql }) {...} }\``,
      );
    }
    out.push({ ...base, changes: m.changes.map(String) });
  }
  return out;
}
