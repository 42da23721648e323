// Object-level access over HTTP: a row of another tenant is out of reach of a user of tenant 0 through
// every door, not only the list: queryById, edit, delete, deleteBatch, tree children, the dictionary
// look-ups (table dictionaries, loadDict), the duplicate check's answer, the picker report and the
// export. Another tenant in the tenant-id header is refused. (Announcements of another user, data rules
// and exports are covered in tests/integration: announcement-access, permission-rules, export-permissions.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../integration/helpers/databases.ts';
import { userWith, type PermUser } from '../integration/helpers/permission-users.ts';
import { addOk } from '../integration/helpers/seed.ts';
import { API, startSecurityServer, withQuery, type SecurityServer } from './helpers/server.ts';

const HIDDEN = 'TenantFiveSecretSite';

describe.each(DIALECTS)('object-level access on %s', (dialect) => {
  let s: SecurityServer;
  let clerk: PermUser;
  let hidden: { id: string; version: number };
  let visible: { id: string; version: number };
  beforeAll(async () => {
    s = await startSecurityServer(dialect);
    visible = await addOk(s.t, '/wl/site', { siteName: 'TenantZeroSite', type: 0, siteMode: 0 });
    hidden = await addOk(s.t, '/wl/site', { siteName: HIDDEN, type: 0, siteMode: 0 });
    await addOk(s.t, '/wl/site', { siteName: 'HiddenChild', type: 1, siteMode: 0, parentId: hidden.id });
    // Moved to tenant 5 behind the API's back (fixture data): the clerk belongs to tenant 0 only.
    await s.t.db.updateTable('wl_site').set({ tenant_id: 5 }).where('id', 'in', [hidden.id]).execute();
    await s.t.db.updateTable('wl_site').set({ tenant_id: 5 }).where('site_name', '=', 'HiddenChild').execute();
    clerk = await userWith(s.t, [
      'wl:site:list',
      'wl:site:edit',
      'wl:site:delete',
      'wl:site:deleteBatch',
      'wl:site:exportXls',
    ]);
  });
  afterAll(async () => s?.close());

  const as = (method: string, path: string, pairs: [string, string][] = [], body?: unknown) =>
    s.http(method, withQuery(`${API}${path}`, pairs), { token: clerk.token, ...(body ? { body } : {}) });
  const stillThere = async () =>
    (await s.t.db
      .selectFrom('wl_site')
      .select(['site_name', 'version'])
      .where('id', '=', hidden.id)
      .executeTakeFirst()) as { site_name: string; version: number } | undefined;

  it('the control: the clerk sees its own tenant row', async () => {
    const r = await as('GET', '/wl/site/list');
    expect(r.status).toBe(200);
    expect(r.text).toContain('TenantZeroSite');
    expect(r.text).not.toContain(HIDDEN);
    expect((await as('GET', '/wl/site/queryById', [['id', visible.id]])).status).toBe(200);
  });

  it('reads, edits and deletes by id do not reach the other tenant row', async () => {
    const reads: [string, [string, string][]][] = [
      ['/wl/site/queryById', [['id', hidden.id]]],
      ['/wl/site/childList', [['pid', hidden.id]]],
      ['/wl/site/list', [['id', hidden.id]]],
      ['/wl/site/list', [['siteName', HIDDEN]]],
      ['/wl/site/list', [['superQueryParams', JSON.stringify([{ field: 'siteName', rule: 'eq', val: HIDDEN }])]]],
      ['/wl/site/rootList', []],
    ];
    for (const [path, q] of reads) {
      const r = await as('GET', path, q);
      expect(r.status, path).toBeLessThan(500);
      expect(r.text, `${path} ${JSON.stringify(q)}`).not.toContain(HIDDEN);
      expect(r.text, path).not.toContain('HiddenChild');
    }
    const edit = await as('PUT', '/wl/site/edit', [], { id: hidden.id, version: hidden.version, siteName: 'Taken' });
    expect([403, 404], edit.text).toContain(edit.status);
    const del = await as('DELETE', '/wl/site/delete', [['id', hidden.id]]);
    expect([403, 404], del.text).toContain(del.status);
    const batch = await as('DELETE', '/wl/site/deleteBatch', [['ids', `${hidden.id}`]]);
    expect([403, 404], batch.text).toContain(batch.status);
    expect((await stillThere())?.site_name).toBe(HIDDEN);
  });

  it('another tenant in the tenant-id header is refused', async () => {
    for (const tenant of ['5', '5,0', '0 OR 1=1', '-1']) {
      const r = await s.http('GET', `${API}/wl/site/list`, { token: clerk.token, headers: { 'tenant-id': tenant } });
      expect(r.status, tenant).toBeGreaterThanOrEqual(400);
      expect(r.status, tenant).toBeLessThan(500);
      expect(r.text).not.toContain(HIDDEN);
    }
  });

  it('no side door: dictionary look-ups, duplicate check, picker report and export', async () => {
    const doors: [string, [string, string][]][] = [
      ['/sys/dict/getDictItems/wl_site,site_name,id', []],
      [`/sys/dict/getDictItems/${encodeURIComponent(`wl_site,site_name,id,site_name='${HIDDEN}'`)}`, []],
      ['/sys/dict/loadDict/wl_site,site_name,id', [['keyword', 'Tenant']]],
      ['/sys/dict/loadDictItem/wl_site,site_name,id', [['key', hidden.id]]],
      ['/online/cgreport/api/getData/site_picker', [['pageSize', '100']]],
      ['/online/cgreport/api/getData/site_picker', [['siteName', HIDDEN]]],
    ];
    for (const [path, q] of doors) {
      const r = await as('GET', path, q);
      expect(r.status, `${path}: ${r.text.slice(0, 200)}`).toBeLessThan(500);
      expect(r.text, path).not.toContain(HIDDEN);
      // wl_site is no dictTable entity: table dictionaries refuse it outright; the report scopes it.
      if (path.startsWith('/sys/dict/')) expect(r.status, path).toBe(400);
      else expect(r.status, path).toBe(200);
    }
    const picker = await as('GET', '/online/cgreport/api/getData/site_picker', [['pageSize', '100']]);
    expect(picker.text).toContain('TenantZeroSite');
    // The duplicate check answers only about the caller's tenant: the other tenant's name is free.
    const dup = await as('GET', '/sys/duplicate/check', [
      ['tableName', 'wl_site'],
      ['fieldName', 'site_name'],
      ['fieldVal', HIDDEN],
    ]);
    expect(dup.status, dup.text).toBe(200);
    expect(dup.json?.success, dup.text).toBe(true);
    const own = await as('GET', '/sys/duplicate/check', [
      ['tableName', 'wl_site'],
      ['fieldName', 'site_name'],
      ['fieldVal', 'TenantZeroSite'],
    ]);
    expect(own.json?.success, own.text).toBe(false);
    const exported = await as('GET', '/wl/site/exportXls');
    expect(exported.status).toBe(200);
    // The workbook is zipped: look for the name in its shared strings through exceljs.
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(exported.raw as unknown as ArrayBuffer);
    const cells: string[] = [];
    wb.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => cells.push(String(c.value)))));
    expect(cells).toContain('TenantZeroSite');
    expect(cells).not.toContain(HIDDEN);
  });
});
