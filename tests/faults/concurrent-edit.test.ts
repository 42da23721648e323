// Concurrent edits of one record: N parallel PUT /edit carrying the version they all loaded. Exactly one
// wins (200, version + 1), every other gets 409, the stored row is the winner's, and the data log holds
// exactly one edit: no lost update. Then a second round on the new version does the same.
import { beforeAll, describe, expect, it } from 'vitest';
import { login, type ServerProcess } from '../integration/helpers/server-process.ts';
import { DIALECTS, withDb } from './fault-db.ts';
import { faultSuite } from './fault-suite.ts';

const N = 12;

describe.each(DIALECTS)('concurrent edits of one record on %s', (dialect) => {
  const suite = faultSuite(dialect);
  let server: ServerProcess;
  let token: string;
  beforeAll(async () => {
    server = await suite.start();
    token = await login(server);
  }, 120_000);

  it('gives one success and 409s for the rest, never a lost update', async () => {
    const added = await server.call<{ id: string; version: number }>('POST', '/wl/site/add', {
      token,
      json: { siteName: 'Race', type: 1, siteMode: 0 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { id } = added.body.result;
    let version = added.body.result.version;

    for (const round of [1, 2]) {
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          server.call<{ version: number }>('PUT', '/wl/site/edit', {
            token,
            json: { id, version, address: `round ${round} writer ${i}` },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(N - 1).fill(409)]);
      const winner = answers.findIndex((a) => a.status === 200);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.success).toBe(false);

      const row = await withDb(suite.fdb, (db) =>
        db.selectFrom('wl_site').select(['address', 'version']).where('id', '=', id).executeTakeFirstOrThrow(),
      );
      expect(row).toEqual({ address: `round ${round} writer ${winner}`, version: version + 1 });
      expect(answers[winner].body.result.version).toBe(version + 1);
      const edits = await withDb(suite.fdb, (db) =>
        db
          .selectFrom('sys_data_log')
          .select('id')
          .where('table_name', '=', 'wl_site')
          .where('data_id', '=', id)
          .where('op', '=', 'edit')
          .execute(),
      );
      expect(edits).toHaveLength(round);
      version += 1;
    }
  }, 60_000);
});
