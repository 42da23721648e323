// Many complete sites fast: one model site added over HTTP (so every column holds what the API
// writes), then copies of its row with new ids and the given names written straight into the
// database, 50 rows per INSERT.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ServerProcess } from '../integration/helpers/server-process.ts';
import { withDb, type FaultDatabase } from './fault-db.ts';

/** The copies' ids, in the order of `names`. */
export async function addSiteCopies(
  server: ServerProcess,
  token: string,
  fdb: FaultDatabase,
  modelName: string,
  names: string[],
): Promise<string[]> {
  const model = await server.call<{ id: string }>('POST', '/wl/site/add', {
    token,
    json: { siteName: modelName, type: 1, siteMode: 0, address: 'Model street' },
  });
  expect(model.status).toBe(200);
  return withDb(fdb, async (db) => {
    const row = await db
      .selectFrom('wl_site')
      .selectAll()
      .where('id', '=', model.body.result.id)
      .executeTakeFirstOrThrow();
    const rows = names.map((name) => ({ ...row, id: randomUUID(), site_name: name }));
    for (let i = 0; i < rows.length; i += 50)
      await db
        .insertInto('wl_site')
        .values(rows.slice(i, i + 50))
        .execute();
    return rows.map((r) => r.id);
  });
}
