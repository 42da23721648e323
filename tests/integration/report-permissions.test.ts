// The report API obeys the platform's rules as the source entity's list does: the report's code (its
// own, seeded as a button, else `<permission>:list`), data rules, the tenant and field permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../runtime/core/registry.ts';
import { registry as generated } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addFieldPermission, bindOwnSiteRule, userWith } from './helpers/permission-users.ts';
import { seed, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const R = '/online/cgreport/api';
const CALLS = ['getRpColumns', 'getQueryInfo', 'getData'];

// The repository's registry plus a report with a code of its own.
const registry: Registry = {
  ...generated,
  reports: {
    ...generated.reports,
    zz_site_codes: {
      code: 'zz_site_codes',
      title: { zh: '网点编码', en: 'Site codes' },
      entity: 'wl_site',
      columns: ['siteName'],
      query: [],
      permission: 'wl:site:pickCodes',
    },
  },
};

interface Page {
  records: Record<string, unknown>[];
  total: number;
}

describe.each(DIALECTS)('report permissions on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    t = await startTestApp({ dialect, registry });
    s = await seed(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it("needs the source entity's list code, or the report's own code", async () => {
    const none = await userWith(t, ['wl:vehicle:list']);
    for (const call of CALLS) {
      const r = await t.get(`${R}/${call}/site_picker`, {}, none.headers);
      expect(r.status, call).toBe(403);
      expect(r.body).toMatchObject({ success: false, code: 403 });
    }
    const lister = await userWith(t, ['wl:site:list']);
    for (const call of CALLS) expect((await t.get(`${R}/${call}/site_picker`, {}, lister.headers)).status).toBe(200);
    expect((await t.get(`${R}/getData/zz_site_codes`, {}, lister.headers)).status).toBe(403);
    const picker = await userWith(t, ['wl:site:pickCodes']);
    const page = await t.get<Page>(`${R}/getData/zz_site_codes`, {}, picker.headers);
    expect(page.status).toBe(200);
    expect(page.body.result.total).toBe(6);
    expect(Object.keys(page.body.result.records[0]).sort()).toEqual(['id', 'siteName']);
    expect((await t.get(`${R}/getData/site_picker`, {}, picker.headers)).status).toBe(403);
  });

  it("returns only the rows of the user's data rule and of the request tenant", async () => {
    const u = await userWith(t, ['wl:vehicle:list'], { siteId: s.north.id });
    await bindOwnSiteRule(t, u, 'own site (report)', 'wl:vehicle:list');
    const mine = await t.get<Page>(`${R}/getData/vehicle_picker`, { column: 'serial' }, u.headers);
    expect(mine.body.result.records.map((v) => v.serial)).toEqual(['V1', 'V3']);
    // a search cannot widen the rule
    const south = await t.get<Page>(`${R}/getData/vehicle_picker`, { licenceNumber: 'A-002' }, u.headers);
    expect(south.body.result.total).toBe(0);
    expect((await t.get<Page>(`${R}/getData/vehicle_picker`)).body.result.total).toBe(3);

    await t.db.updateTable('wl_site').set({ tenant_id: 5 }).where('id', '=', s.zeta.id).execute();
    const sites = await t.get<Page>(`${R}/getData/site_picker`, { pageSize: 50 });
    expect(sites.body.result.records.map((r) => r.siteName)).not.toContain('Zeta_50%');
    expect(sites.body.result.total).toBe(5);
    expect((await t.get(`${R}/getData/site_picker`, {}, { 'tenant-id': '7' })).status).toBe(403);
  });

  it('leaves a hidden field out of the columns, query items and records, and refuses it as a filter or sort', async () => {
    await addFieldPermission(t, 'wl:vehicle:list', 'wl:vehicle:field:licenceNumber', 1);
    const u = await userWith(t, ['wl:vehicle:list']);
    const cols = await t.get<{ columns: { dataIndex: string }[] }>(`${R}/getRpColumns/vehicle_picker`, {}, u.headers);
    expect(cols.body.result.columns.map((c) => c.dataIndex)).toEqual(['serial', 'typeId', 'state']);
    const info = await t.get<{ field: string }[]>(`${R}/getQueryInfo/vehicle_picker`, {}, u.headers);
    expect(info.body.result.map((q) => q.field)).toEqual(['serial', 'state', 'allowWeight']);
    const page = await t.get<Page>(`${R}/getData/vehicle_picker`, {}, u.headers);
    expect(page.body.result.total).toBe(3);
    for (const rec of page.body.result.records) expect(rec).not.toHaveProperty('licenceNumber');
    expect((await t.get(`${R}/getData/vehicle_picker`, { licenceNumber: 'A*' }, u.headers)).status).toBe(400);
    expect((await t.get(`${R}/getData/vehicle_picker`, { column: 'licenceNumber' }, u.headers)).status).toBe(400);
    // granted the field code, the column comes back
    await u.grant(['wl:vehicle:list', 'wl:vehicle:field:licenceNumber']);
    const again = await t.get<Page>(`${R}/getData/vehicle_picker`, { column: 'licenceNumber' }, u.headers);
    expect(again.body.result.records.map((v) => v.licenceNumber)).toEqual(['A-001', 'A-002', 'A-003']);
  });
});
