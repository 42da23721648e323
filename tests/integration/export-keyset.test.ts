// The export reads in keyset pages: pages of 3 rows must join up to exactly what one ORDER BY gives,
// for sort columns with ties and NULLs in both directions, on each dialect's NULL order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { routeSchemas } from '../../src/generated/route-schemas.ts';
import { createAjv } from '../../src/server/engine/crud/body-validator.ts';
import { OPEN_ACCESS, type Ctx } from '../../src/server/engine/crud/context.ts';
import { buildEntityModels, type EntityModel } from '../../src/server/engine/crud/entity-model.ts';
import type { SessionUser } from '../../src/server/engine/plugins/auth.ts';
import { exportBatches } from '../../src/server/platform/excel/export-rows.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, seed } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

async function ids(ctx: Ctx, model: EntityModel, column: string, desc: boolean, batch: number, limit = 1e6) {
  const out: string[] = [];
  for await (const rows of exportBatches(ctx, model, { sort: { column, desc }, where: [] }, limit, batch)) {
    expect(rows.length).toBeLessThanOrEqual(batch);
    out.push(...rows.map((r) => r.id as string));
  }
  return out;
}

describe.each(DIALECTS)('export keyset paging on %s', (dialect) => {
  let t: TestApp;
  let ctx: Ctx;
  let model: EntityModel;
  let total: number;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    const s = await seed(t);
    for (let i = 0; i < 14; i++) {
      await addOk(t, '/wl/site', {
        siteName: `K${i}`,
        ...(i % 4 ? { person: `P${i % 3}` } : {}),
        type: i % 3,
        siteMode: 0,
        ...(i % 2 ? { parentId: s.hq.id } : {}),
        ...(i % 3 ? { siteReceiveFee: i % 5 } : {}),
      });
    }
    total = 6 + 14;
    model = buildEntityModels(registry, routeSchemas, t.dialect, createAjv).get('wl_site')!;
    ctx = {
      db: t.db,
      dialect: t.dialect,
      lang: 'en',
      tenantId: 0,
      user: { id: 'x', username: 'admin' } as SessionUser,
      requestId: 'keyset',
      access: OPEN_ACCESS,
      holds: async () => true,
      committed: [],
    };
  }, 60_000);
  afterAll(async () => t?.close());

  for (const column of ['person', 'site_name', 'type', 'parent_id', 'site_receive_fee', 'create_time', 'id']) {
    for (const desc of [false, true]) {
      it(`pages by ${column} ${desc ? 'desc' : 'asc'} exactly as one query orders`, async () => {
        const whole = await ids(ctx, model, column, desc, 10_000);
        expect(whole).toHaveLength(total);
        const paged = await ids(ctx, model, column, desc, 3);
        expect(paged).toEqual(whole);
      });
    }
  }

  it('stops at the limit', async () => {
    expect(await ids(ctx, model, 'type', false, 3, 7)).toHaveLength(7);
  });
});
