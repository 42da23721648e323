// SIGKILL during batch deletes: GROUPS concurrent DELETE /deleteBatch requests, each for its own group
// of sites, the server killed as soon as the first one answers. After a restart on the same database
// each group is either all there (and no delete logged) or all gone (with one `delete` data-log entry
// per row): a batch is one transaction. Every acknowledged batch is gone.
import { describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/server-process.ts';
import { DIALECTS, withDb } from './fault-db.ts';
import { faultSuite } from './fault-suite.ts';
import { firstAnswerThenKill } from './kill-point.ts';
import { addSiteCopies } from './site-copies.ts';

const GROUPS = 8;
const PER_GROUP = 250; // 250 ids stay well inside the URL length a request line may have

describe.each(DIALECTS)('batch deletes killed in flight on %s', (dialect) => {
  const suite = faultSuite(dialect);

  it('deletes each batch wholly or not at all', async () => {
    const first = await suite.start();
    const token = await login(first);
    // The groups: copies of an API-made row written straight into the database (fast, complete rows).
    const names = Array.from(
      { length: GROUPS * PER_GROUP },
      (_, n) => `Batch ${Math.floor(n / PER_GROUP)}-${n % PER_GROUP}`,
    );
    const ids = await addSiteCopies(first, token, suite.fdb, 'Batch model', names);
    const groups = Array.from({ length: GROUPS }, (_, g) => ids.slice(g * PER_GROUP, (g + 1) * PER_GROUP));

    const { answered, failed } = await firstAnswerThenKill(first, GROUPS, (g) =>
      first.call('DELETE', '/wl/site/deleteBatch', { token, query: { ids: groups[g].join(',') } }).then((a) => ({
        g,
        a,
      })),
    );
    expect(failed).toBeGreaterThan(0); // the kill landed while batches were in flight
    for (const { a } of answered) expect(a.status, JSON.stringify(a.body)).toBe(200);

    const second = await suite.start();
    try {
      await login(second);
      const left = await withDb(suite.fdb, async (db) => {
        const rows = await db.selectFrom('wl_site').select('id').where('site_name', 'like', 'Batch %-%').execute();
        const logged = await db
          .selectFrom('sys_data_log')
          .select('data_id')
          .where('table_name', '=', 'wl_site')
          .where('op', '=', 'delete')
          .execute();
        return { rows: new Set(rows.map((r) => String(r.id))), logged: new Set(logged.map((r) => String(r.data_id))) };
      });
      let gone = 0;
      for (const [g, ids] of groups.entries()) {
        const present = ids.filter((id) => left.rows.has(id)).length;
        const loggedDeletes = ids.filter((id) => left.logged.has(id)).length;
        expect([present, loggedDeletes], `group ${g}`).toEqual(present === 0 ? [0, PER_GROUP] : [PER_GROUP, 0]);
        if (present === 0) gone++;
      }
      for (const { g } of answered) expect(groups[g].some((id) => left.rows.has(id))).toBe(false);
      console.log(
        `[faults] ${dialect}: ${answered.length} batches answered before the kill, ${gone} of ${GROUPS} deleted`,
      );
    } finally {
      await second.kill();
    }
  }, 120_000);
});
