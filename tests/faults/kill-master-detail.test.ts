// SIGKILL during master-detail saves (wl_freight_template with its wl_freight tiers in `freightList`):
// concurrent adds of templates with TIERS tiers each, killed after the first answer; restart; then
// N more templates saved normally, then concurrent edits replacing every template's tiers, killed the same way; restart. Each time every
// template holds exactly its own complete set of tiers (all old at version 1, or all new at version 2),
// no tier lacks its template, and every acknowledged save is there.
import { describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/server-process.ts';
import { DIALECTS, withDb } from './fault-db.ts';
import { faultSuite } from './fault-suite.ts';
import { firstAnswerThenKill } from './kill-point.ts';

const API = '/wl/freightTemplate';
const N = 24;
const TIERS = 40;

const tiers = (price: number) =>
  Array.from({ length: TIERS }, (_, i) => ({ startWeight: i * 10, endWeight: i * 10 + 10, price, pricingType: 0 }));

type Stored = Map<string, { name: string; version: number; prices: number[] }>;

describe.each(DIALECTS)('master-detail saves killed in flight on %s', (dialect) => {
  const suite = faultSuite(dialect);

  /** Templates named `MD %` with their tiers' prices (minor units); throws on an orphan tier. */
  const stored = () =>
    withDb(suite.fdb, async (db) => {
      const masters = await db
        .selectFrom('wl_freight_template')
        .select(['id', 'name', 'version'])
        .where('name', 'like', 'MD %')
        .execute();
      const out: Stored = new Map(
        masters.map((m) => [
          String(m.id),
          { name: String(m.name), version: Number(m.version), prices: [] as number[] },
        ]),
      );
      const all = await db.selectFrom('wl_freight').select(['template_id', 'price']).execute();
      for (const t of all) {
        const m = out.get(String(t.template_id));
        expect(m, `tier of a missing template ${String(t.template_id)}`).toBeDefined();
        m!.prices.push(Number(t.price));
      }
      return out;
    });

  it('keeps each save whole or absent after a restart', async () => {
    const first = await suite.start();
    let token = await login(first);
    const added = await firstAnswerThenKill(first, N, (i) =>
      first.call<{ id: string }>('POST', `${API}/add`, {
        token,
        json: { name: `MD ${i}`, type: 0, freightList: tiers(1) },
      }),
    );
    expect(added.failed).toBeGreaterThan(0);
    for (const a of added.answered) expect(a.status, JSON.stringify(a.body)).toBe(200);

    const second = await suite.start();
    const afterAdds = await stored();
    for (const a of added.answered) expect(afterAdds.has(a.body.result.id)).toBe(true);
    for (const m of afterAdds.values()) expect(m).toMatchObject({ version: 1, prices: Array(TIERS).fill(100) });
    console.log(`[faults] ${dialect}: ${added.answered.length} adds answered, ${afterAdds.size} of ${N} stored`);

    token = await login(second);
    // Enough templates for the edits to overlap: N more, saved one by one.
    for (let i = 0; i < N; i++) {
      const more = await second.call('POST', `${API}/add`, {
        token,
        json: { name: `MD more ${i}`, type: 0, freightList: tiers(1) },
      });
      expect(more.status, JSON.stringify(more.body)).toBe(200);
    }
    const ids = [...(await stored()).keys()];
    const edited = await firstAnswerThenKill(second, ids.length, (i) =>
      second.call<{ id: string }>('PUT', `${API}/edit`, {
        token,
        json: { id: ids[i], version: 1, ratio: 2, freightList: tiers(2) },
      }),
    );
    expect(edited.failed).toBeGreaterThan(0);
    for (const a of edited.answered) expect(a.status, JSON.stringify(a.body)).toBe(200);

    const third = await suite.start();
    try {
      await login(third);
      const afterEdits = await stored();
      expect([...afterEdits.keys()].sort()).toEqual([...ids].sort());
      let changed = 0;
      for (const m of afterEdits.values()) {
        const price = m.version === 1 ? 100 : 200;
        expect(m).toMatchObject({ prices: Array(TIERS).fill(price) });
        if (m.version === 2) changed++;
      }
      for (const a of edited.answered) expect(afterEdits.get(a.body.result.id)?.version).toBe(2);
      console.log(`[faults] ${dialect}: ${edited.answered.length} edits answered, ${changed} of ${ids.length} saved`);
    } finally {
      await third.kill();
    }
  }, 150_000);
});
