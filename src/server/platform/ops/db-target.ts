// Which database the ops commands act on: DATABASE_URL as the server reads it (src/server/config/config.ts),
// data/app.db when unset. PostgreSQL has its own tools (README "Backup and restore").
import { parseDatabaseUrl, type DatabaseConfig } from '../../config/config.ts';
import { OpsError } from './backup.ts';

export const PG_HINT =
  'DATABASE_URL is PostgreSQL: use pg_dump / pg_restore as described in README.md, section "Backup and restore".';

export function sqliteFileOf(env: Record<string, string | undefined>): string {
  const raw = env.DATABASE_URL?.trim();
  const parsed: DatabaseConfig | string = raw ? parseDatabaseUrl(raw) : { kind: 'sqlite', file: 'data/app.db' };
  if (typeof parsed === 'string') throw new OpsError(`DATABASE_URL: ${parsed}`);
  if (parsed.kind === 'postgres') throw new OpsError(PG_HINT);
  if (parsed.file === ':memory:')
    throw new OpsError('DATABASE_URL is :memory:, there is no file to back up or restore');
  return parsed.file;
}
