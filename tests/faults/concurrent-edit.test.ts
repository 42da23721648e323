// Concurrent edits of one record: N parallel PUT /edit carrying the version they all loaded. Exactly one
// wins (200, version + 1), every other gets 409, the stored row is the winner's, and the data log holds
// exactly one edit: no lost update. Then a second round on the new version does the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultDatabase, DIALECTS, withDb, type FaultDatabase } from './fault-db.ts';
import { call, killAll, login, startServer, type ServerProcess } from './server-process.ts';

const N = 12;

describe.each(DIALECTS)('concurrent edits of one record on %s', (dialect) => {
  let fdb: FaultDatabase;
  let server: ServerProcess;
  let token: string;
  beforeAll(async () => {
    fdb = await createFaultDatabase(dialect);
    server = await startServer({ database: fdb.url, uploadDir: `${fdb.dir}/uploads` });
    token = await login(server.base);
  }, 120_000);
  afterAll(async () => {
    await killAll();
    await fdb?.drop();
  });

  it('gives one success and 409s for the rest, never a lost update', async () => {
    const added = await call<{ id: string; version: number }>(server.base, 'POST', '/wl/site/add', {
      token,
      json: { siteName: 'Race', type: 1, siteMode: 0 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { id } = added.body.result;
    let version = added.body.result.version;

    for (const round of [1, 2]) {
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          call<{ version: number }>(server.base, 'PUT', '/wl/site/edit', {
            token,
            json: { id, version, address: `round ${round} writer ${i}` },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(N - 1).fill(409)]);
      const winner = answers.findIndex((a) => a.status === 200);
      for (const a of answers.filter((x) => x.status === 409)) expect(a.body.success).toBe(false);

      const row = await withDb(fdb, (db) =>
        db.selectFrom('wl_site').select(['address', 'version']).where('id', '=', id).executeTakeFirstOrThrow(),
      );
      expect(row).toEqual({ address: `round ${round} writer ${winner}`, version: version + 1 });
      expect(answers[winner].body.result.version).toBe(version + 1);
      const edits = await withDb(fdb, (db) =>
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
