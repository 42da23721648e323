// SIGKILL during single writes: many concurrent POST /add of sites, the server killed as soon as the
// first one answers (the rest are in flight), restarted on the same database. Every acknowledged add
// is there; every stored row is whole (its fields as sent) with exactly one `add` data-log entry
// written in the same transaction; requests that never got an answer left a row or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultDatabase, DIALECTS, withDb, type FaultDatabase } from './fault-db.ts';
import { call, kill, killAll, login, startServer } from './server-process.ts';
import { firstAnswerThenKill } from './kill-point.ts';

const N = 120;

describe.each(DIALECTS)('single writes killed in flight on %s', (dialect) => {
  let fdb: FaultDatabase;
  beforeAll(async () => {
    fdb = await createFaultDatabase(dialect);
  });
  afterAll(async () => {
    await killAll();
    await fdb?.drop();
  });

  it('keeps each add whole or absent after a restart', async () => {
    const uploadDir = `${fdb.dir}/uploads`;
    const first = await startServer({ database: fdb.url, uploadDir });
    const token = await login(first.base);
    const body = (i: number) => ({
      siteName: `Single ${i}`,
      type: 1,
      siteMode: 0,
      address: `Street ${i}`,
      person: `P${i}`,
    });
    const { answered, failed } = await firstAnswerThenKill(first, N, (i) =>
      call<{ id: string }>(first.base, 'POST', '/wl/site/add', { token, json: body(i) }),
    );
    expect(failed).toBeGreaterThan(0); // the kill landed while adds were in flight
    for (const a of answered) expect(a.status, JSON.stringify(a.body)).toBe(200);

    const second = await startServer({ database: fdb.url, uploadDir });
    try {
      const rows = await withDb(fdb, (db) =>
        db
          .selectFrom('wl_site')
          .select(['id', 'site_name', 'address', 'person', 'version'])
          .where('site_name', 'like', 'Single %')
          .execute(),
      );
      const ids = new Set(rows.map((r) => String(r.id)));
      for (const a of answered) expect(ids.has(a.body.result.id)).toBe(true);
      for (const r of rows) {
        const i = Number(String(r.site_name).slice('Single '.length));
        expect(r).toMatchObject({ address: body(i).address, person: body(i).person, version: 1 });
      }
      const logs = await withDb(fdb, (db) =>
        db
          .selectFrom('sys_data_log')
          .select('data_id')
          .where('table_name', '=', 'wl_site')
          .where('op', '=', 'add')
          .execute(),
      );
      expect(logs.map((l) => String(l.data_id)).sort()).toEqual([...ids].sort());
      // The restarted server serves them.
      const list = await call<{ total: number }>(second.base, 'GET', '/wl/site/list', {
        token: await login(second.base),
        query: { siteName: '*Single*', pageSize: '100' },
      });
      expect(list.status).toBe(200);
      expect(list.body.result.total).toBe(rows.length);
      console.log(
        `[faults] ${dialect}: ${answered.length} adds answered before the kill, ${rows.length} of ${N} stored`,
      );
    } finally {
      await kill(second);
    }
  }, 120_000);
});
