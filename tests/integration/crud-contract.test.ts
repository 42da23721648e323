// The CRUD contract on real databases (SQLite always, PostgreSQL when PG_URL is set): sign-in and
// sessions, then the generic list: paging, sort, filters, prefix operators, ranges, IN, the
// advanced query, reference labels, tenancy and trees. Writes: crud-writes.test.ts; bad input:
// crud-bad-input.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { seed, addOk, type Rec, type Seeded } from './helpers/seed.ts';
import { ADMIN_PASSWORD, API, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('CRUD contract on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    s = await seed(t);
  });
  afterAll(async () => t?.close());

  const list = async (api: string, query: Record<string, string | number> = {}) => {
    const r = await t.get<PageResult<Rec>>(`${api}/list`, query);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result;
  };
  const names = (page: PageResult<Rec>) => page.records.map((r) => r.siteName);

  describe('session', () => {
    it('signs in with the envelope, user info and dictionaries in the request language', async () => {
      const zh = await t.login('admin', ADMIN_PASSWORD);
      expect(zh.status).toBe(200);
      expect(zh.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
      const result = zh.body.result as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(result.token).toMatch(/^[0-9a-f]{64}$/);
      expect(result.userInfo).toMatchObject({ username: 'admin', realname: '管理员' });
      expect(result.sysAllDictItems.site_type[0]).toMatchObject({
        value: 0,
        text: '公司',
        title: '公司',
        label: '公司',
      });
      const en = await t.login('admin', ADMIN_PASSWORD, { 'accept-language': 'en-US,en;q=0.9' });
      expect((en.body.result as unknown as Record<string, any>).sysAllDictItems.site_type[0].text).toBe('Company'); // eslint-disable-line @typescript-eslint/no-explicit-any
    });

    it('refuses wrong credentials with one message for unknown users and wrong passwords', async () => {
      for (const [user, pass] of [
        ['admin', 'wrong-password'],
        ['nobody', ADMIN_PASSWORD],
      ]) {
        const r = await t.login(user, pass);
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ success: false, code: 400, result: null });
        // The same words for both, with the attempts left before the lock-out (counted per username).
        expect(r.body.message).toBe('用户名或密码错误，再失败4次账号将被锁定15分钟');
        expect(r.body.requestId).toBeTruthy();
      }
      expect((await t.login('admin', 'nope', { 'accept-language': 'en' })).body.message).toBe(
        'Incorrect username or password; 3 more failure(s) lock the account for 15 min',
      );
    });

    it('requires X-Access-Token (only the header) and revokes it at logout', async () => {
      const noToken = await t.app.inject({ method: 'GET', url: `${API}/wl/site/list` });
      expect(noToken.statusCode).toBe(401);
      expect(noToken.json()).toMatchObject({ success: false, code: 401 });
      const second = (await t.login('admin', ADMIN_PASSWORD)).body.result.token;
      const asQuery = await t.app.inject({ method: 'GET', url: `${API}/wl/site/list?token=${second}` });
      expect(asQuery.statusCode).toBe(401);
      const headers = { 'x-access-token': second };
      expect((await t.get('/wl/site/list', {}, headers)).status).toBe(200);
      expect((await t.post('/sys/logout', undefined, headers)).status).toBe(200);
      expect((await t.get('/wl/site/list', {}, headers)).status).toBe(401);
      expect((await t.get('/wl/site/list', {}, { 'x-access-token': 'f'.repeat(64) })).status).toBe(401);
    });

    it('lets users created through the API sign in, but not frozen ones', async () => {
      await addOk(t, '/sys/user', { username: 'clerk1', realname: 'Clerk', password: 'Clerk#2026', status: 0 });
      await addOk(t, '/sys/user', { username: 'frozen1', realname: 'Frozen', password: 'Frozen#2026', status: 1 });
      expect((await t.login('clerk1', 'Clerk#2026')).status).toBe(200);
      const frozen = await t.login('frozen1', 'Frozen#2026');
      expect(frozen.status).toBe(403);
      expect(frozen.body.message).toBe('该用户已冻结');
    });

    it('serves dictionary items', async () => {
      const r = await t.get<{ value: number; text: string }[]>('/sys/dict/getDictItems/site_mode');
      expect(r.body.result.map(({ value, text }) => ({ value, text }))).toEqual([
        { value: 0, text: '自营' },
        { value: 1, text: '加盟' },
      ]);
      expect((await t.get('/sys/dict/getDictItems/nope')).status).toBe(404);
    });
  });

  describe('list', () => {
    it('pages with total, size, current and pages', async () => {
      const p1 = await list('/wl/site', { pageSize: 4, column: 'siteName', order: 'asc' });
      expect(p1).toMatchObject({ total: 6, size: 4, current: 1, pages: 2 });
      expect(names(p1)).toEqual(['HQ', 'N-Outlet-1', 'North Hub', 'South Hub']);
      const p2 = await list('/wl/site', { pageSize: 4, pageNo: 2, column: 'siteName', order: 'asc' });
      expect(p2).toMatchObject({ total: 6, current: 2, pages: 2 });
      expect(names(p2)).toEqual(['Zeta150x', 'Zeta_50%']);
      const beyond = await list('/wl/site', { pageSize: 4, pageNo: 9 });
      expect(beyond).toMatchObject({ total: 6, records: [] });
    });

    it('sorts by the entity default (createTime desc) and by allow-listed columns', async () => {
      expect(names(await list('/wl/site'))[0]).toBe('Zeta150x');
      const fee = await list('/wl/site', { column: 'siteReceiveFee', order: 'desc', siteReceiveFee: '>=0' });
      expect(names(fee)).toEqual(['South Hub', 'North Hub', 'HQ']);
    });

    it('filters by plain values, prefix operators and comma lists', async () => {
      expect(names(await list('/wl/site', { type: 1, column: 'siteName', order: 'asc' }))).toEqual([
        'North Hub',
        'South Hub',
      ]);
      expect(names(await list('/wl/site', { siteName: '*hub*', column: 'siteName', order: 'asc' }))).toEqual([
        'North Hub',
        'South Hub',
      ]);
      expect(names(await list('/wl/site', { siteName: 'Zeta*', column: 'siteName', order: 'asc' }))).toHaveLength(2);
      expect(names(await list('/wl/site', { siteName: '*_50%*' }))).toEqual(['Zeta_50%']);
      expect((await list('/wl/site', { type: '!1' })).total).toBe(4);
      expect((await list('/wl/site', { type: '>=2' })).total).toBe(3);
      expect((await list('/wl/site', { type: '<=1' })).total).toBe(3);
      expect(names(await list('/wl/site', { type: '0,3', column: 'siteName', order: 'asc' }))).toEqual([
        'HQ',
        'N-Outlet-1',
      ]);
      expect((await list('/wl/site', { type: 2, siteMode: 1 })).total).toBe(1);
    });

    it('filters money and datetime ranges with _begin/_end', async () => {
      const fee = await list('/wl/site', { siteReceiveFee_begin: '10', siteReceiveFee_end: '12.50' });
      expect(names(fee)).toEqual(['North Hub']);
      const today = String(s.hq.createTime).slice(0, 10);
      expect((await list('/wl/site', { createTime_begin: today, createTime_end: today })).total).toBe(6);
      expect((await list('/wl/site', { createTime_end: '2000-01-01 00:00:00' })).total).toBe(0);
    });

    it('applies superQueryParams with and/or', async () => {
      const sq = (params: unknown[], matchType: string) =>
        list('/wl/site', {
          superQueryParams: encodeURIComponent(JSON.stringify(params)),
          superQueryMatchType: matchType,
          column: 'siteName',
          order: 'asc',
        });
      const and = await sq(
        [
          { field: 'type', rule: 'eq', val: '1' },
          { field: 'siteName', rule: 'right_like', val: 'North' },
        ],
        'and',
      );
      expect(names(and)).toEqual(['North Hub']);
      const or = await sq(
        [
          { field: 'type', rule: 'in', val: '0,3' },
          { field: 'siteName', rule: 'left_like', val: 'x' },
          { field: 'siteReceiveFee', rule: 'gt', val: '15' },
        ],
        'or',
      );
      expect(names(or)).toEqual(['HQ', 'N-Outlet-1', 'South Hub', 'Zeta150x']);
      expect((await sq([{ field: 'siteName', rule: 'ne', val: 'HQ' }], 'and')).total).toBe(5);
    });

    it('adds dictionary texts and reference labels (batched per page)', async () => {
      const page = await list('/wl/vehicle', { column: 'serial', order: 'asc' });
      expect(page.records.map((v) => [v.serial, v.siteId_dictText, v.typeId_dictText, v.state_dictText])).toEqual([
        ['V1', 'North Hub', 'Truck', '空闲'],
        ['V2', 'South Hub', 'Van', '空闲'],
        ['V3', 'North Hub', 'Van', '空闲'],
      ]);
      const en = await t.get<PageResult<Rec>>('/wl/vehicle/list', { serial: 'V1' }, { 'accept-language': 'en' });
      expect(en.body.result.records[0].state_dictText).toBe('Idle');
      expect((await list('/wl/vehicle', { siteId: `${s.south.id},${s.hq.id}` })).total).toBe(1);
    });

    it('keeps tenants apart in every operation', async () => {
      const other = { 'tenant-id': '7' };
      await addTenantMember(t, 'admin', 7);
      const mine = await addOk(t, '/wl/site', { siteName: 'HQ', type: 0, siteMode: 0 }, other);
      expect(mine.tenantId).toBe(7);
      const seen = await t.get<PageResult<Rec>>('/wl/site/list', {}, other);
      expect(seen.body.result.records.map((r) => r.id)).toEqual([mine.id]);
      expect((await t.get('/wl/site/queryById', { id: mine.id })).status).toBe(404);
      expect((await t.get('/wl/site/queryById', { id: s.hq.id }, other)).status).toBe(404);
      expect((await t.del('/wl/site/delete', { id: s.zeta.id }, other)).status).toBe(404);
      expect((await t.del('/wl/site/delete', { id: mine.id }, other)).status).toBe(200);
      expect((await t.get('/wl/site/list', {}, { 'tenant-id': 'abc' })).status).toBe(400);
    });

    it('serves trees with rootList and childList, marking hasChild', async () => {
      const roots = await t.get<PageResult<Rec>>('/wl/site/rootList', { column: 'siteName', order: 'asc' });
      expect(roots.body.result.records.map((r) => [r.siteName, r.hasChild])).toEqual([
        ['HQ', true],
        ['Zeta150x', false],
        ['Zeta_50%', false],
      ]);
      const children = await t.get<PageResult<Rec>>('/wl/site/childList', {
        pid: s.hq.id,
        column: 'siteName',
        order: 'asc',
      });
      expect(children.body.result.records.map((r) => [r.siteName, r.hasChild, r.parentId_dictText])).toEqual([
        ['North Hub', true, 'HQ'],
        ['South Hub', false, 'HQ'],
      ]);
      expect((await t.get('/wl/site/childList')).status).toBe(400);
    });
  });
});
