// The export obeys the platform's rules exactly as the list does: the exportXls code (and the list
// code whose data rules scope it), the data rules of the user's grants, field permissions, tenants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldByName } from '../../runtime/core/registry.ts';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addFieldPermission, bindOwnSiteRule, userWith } from './helpers/permission-users.ts';
import { seed, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { column, download, readSheet } from './helpers/workbook.ts';

const vehicle = registry.entities.wl_vehicle;
const EN = { 'accept-language': 'en' };
const serialTitle = fieldByName(vehicle, 'serial')!.title.en;

describe.each(DIALECTS)('Excel export permissions on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    s = await seed(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('needs the exportXls code, and the list code as well', async () => {
    const none = await userWith(t, ['wl:vehicle:list']);
    const refused = await download(t, '/wl/vehicle', {}, none.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 403 });
    const exportOnly = await userWith(t, ['wl:vehicle:exportXls']);
    expect((await download(t, '/wl/vehicle', {}, exportOnly.headers)).statusCode).toBe(403);
    const both = await userWith(t, ['wl:vehicle:list', 'wl:vehicle:exportXls']);
    const res = await download(t, '/wl/vehicle', {}, { ...both.headers, ...EN });
    expect(res.statusCode).toBe(200);
    expect((await readSheet(res)).rows).toHaveLength(3);
  });

  it("exports only the rows of the site-scoped user's data rule", async () => {
    const u = await userWith(t, ['wl:vehicle:list', 'wl:vehicle:exportXls'], { siteId: s.north.id });
    await bindOwnSiteRule(t, u, 'own site (export)', 'wl:vehicle:list');
    const h = { ...u.headers, ...EN };

    const sheet = await readSheet(await download(t, '/wl/vehicle', { column: 'serial', order: 'asc' }, h));
    expect(column(sheet, serialTitle)).toEqual(['V1', 'V3']);
    // neither a filter nor selections widen the rule: the south vehicle stays out
    expect((await download(t, '/wl/vehicle', { siteId: s.south.id }, h)).statusCode).toBe(404);
    const picked = await readSheet(await download(t, '/wl/vehicle', { selections: `${s.v1.id},${s.v2.id}` }, h));
    expect(column(picked, serialTitle)).toEqual(['V1']);
    // the admin, without rules, exports every vehicle
    expect((await readSheet(await download(t, '/wl/vehicle', {}, EN))).rows).toHaveLength(3);
  });

  it('leaves a hidden field out of the export and refuses filtering or sorting by it', async () => {
    await addFieldPermission(t, 'wl:vehicle:list', 'wl:vehicle:field:licenceNumber', 1);
    const title = fieldByName(vehicle, 'licenceNumber')!.title;
    const u = await userWith(t, ['wl:vehicle:list', 'wl:vehicle:exportXls']);
    const h = { ...u.headers, ...EN };
    const sheet = await readSheet(await download(t, '/wl/vehicle', {}, h));
    expect(sheet.header).not.toContain(title.en);
    expect(sheet.header).toContain(serialTitle);
    const texts = sheet.cells.map((c) => String(c.value));
    for (const plate of ['A-001', 'A-002', 'A-003']) expect(texts).not.toContain(plate);
    expect((await download(t, '/wl/vehicle', { licenceNumber: 'A*' }, h)).statusCode).toBe(400);
    expect((await download(t, '/wl/vehicle', { column: 'licenceNumber' }, h)).statusCode).toBe(400);
    // granted the field code, the column comes back
    await u.grant(['wl:vehicle:list', 'wl:vehicle:exportXls', 'wl:vehicle:field:licenceNumber']);
    expect((await readSheet(await download(t, '/wl/vehicle', {}, h))).header).toContain(title.en);
  });

  it("exports only the request tenant's rows and refuses a tenant the user is not in", async () => {
    const u = await userWith(t, ['wl:site:list', 'wl:site:exportXls']);
    expect((await download(t, '/wl/site', {}, { ...u.headers, 'tenant-id': '7' })).statusCode).toBe(403);
    // a row of another tenant (moved there behind the API's back) is not exported in tenant 0
    await t.db.updateTable('wl_site').set({ tenant_id: 5 }).where('id', '=', s.zeta.id).execute();
    const mine = await readSheet(await download(t, '/wl/site', {}, { ...u.headers, ...EN }));
    const names = column(mine, fieldByName(registry.entities.wl_site, 'siteName')!.title.en);
    expect(names).toHaveLength(5);
    expect(names).not.toContain('Zeta_50%');
  });
});
