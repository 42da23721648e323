// SIGKILL during single writes: many concurrent POST /add of sites, the server killed as soon as the
// first one answers (the rest are in flight), restarted on the same database. Every acknowledged add
// is there; every stored row is whole (its fields as sent) with exactly one `add` data-log entry
// written in the same transaction; requests that never got an answer left a row or nothing.
import { describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/server-process.ts';
import { DIALECTS, withDb } from './fault-db.ts';
import { faultSuite } from './fault-suite.ts';
import { firstAnswerThenKill } from './kill-point.ts';

const N = 120;

describe.each(DIALECTS)('single writes killed in flight on %s', (dialect) => {
  const suite = faultSuite(dialect);

  it('keeps each add whole or absent after a restart', async () => {
    const first = await suite.start();
    const token = await login(first);
    const body = (i: number) => ({
      siteName: `Single ${i}`,
      type: 1,
      siteMode: 0,
      address: `Street ${i}`,
      person: `P${i}`,
    });
    const { answered, failed } = await firstAnswerThenKill(first, N, (i) =>
      first.call<{ id: string }>('POST', '/wl/site/add', { token, json: body(i) }),
    );
    expect(failed).toBeGreaterThan(0); // the kill landed while adds were in flight
    for (const a of answered) expect(a.status, JSON.stringify(a.body)).toBe(200);

    const second = await suite.start();
    try {
      const rows = await withDb(suite.fdb, (db) =>
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
      const logs = await withDb(suite.fdb, (db) =>
        db
          .selectFrom('sys_data_log')
          .select('data_id')
          .where('table_name', '=', 'wl_site')
          .where('op', '=', 'add')
          .execute(),
      );
      expect(logs.map((l) => String(l.data_id)).sort()).toEqual([...ids].sort());
      // The restarted server serves them.
      const list = await second.call<{ total: number }>('GET', '/wl/site/list', {
        token: await login(second),
        query: { siteName: '*Single*', pageSize: '100' },
      });
      expect(list.status).toBe(200);
      expect(list.body.result.total).toBe(rows.length);
      console.log(
        `[faults] ${dialect}: ${answered.length} adds answered before the kill, ${rows.length} of ${N} stored`,
      );
    } finally {
      await second.kill();
    }
  }, 120_000);
});
