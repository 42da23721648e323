// The PostgreSQL side of the plans (prepared.ts): a plan's SQL text runs as a named, server-side
// prepared statement, parsed and planned once per connection (pg keeps the names it prepared on each
// client); any other SQL runs unnamed as before. Names come from a hash of the text, so one name
// always means one text.
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { isPlanSql } from './prepared.ts';

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `plan_${createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    if (names.size >= 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/** Make `client.query(text, values)` of a plan's text use a named statement. */
export function preparePlansOn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values) && isPlanSql(text)) {
      return query({ name: statementName(text), text, values });
    }
    return query(...args);
  };
}
