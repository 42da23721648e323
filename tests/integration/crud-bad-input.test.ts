// Bad input gets a clear 4xx in the envelope and changes nothing: every case compares the tables
// (rows and the data log) before and after.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { seed, snapshot, type Seeded } from './helpers/seed.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { API, startTestApp, type Answer, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('bad input on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    s = await seed(t);
    await addTenantMember(t, 'admin', 3);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    before = await snapshot(t);
  });

  /** A refused request: status, envelope, a message containing `text`, and nothing changed. */
  async function refused(answer: Answer, status: number, text: string | RegExp) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code: status });
    expect(answer.body.requestId).toBeTruthy();
    if (typeof text === 'string') expect(answer.body.message).toContain(text);
    else expect(answer.body.message).toMatch(text);
    expect(answer.body.message).not.toMatch(/select |insert |update |sqlite|postgres|\/work\/|at .*\.ts/i);
    expect(await snapshot(t)).toEqual(before);
  }

  const en = { 'accept-language': 'en' };
  const site = (over: Record<string, unknown>) => ({ siteName: 'New site', type: 1, siteMode: 0, ...over });

  it('unknown sort column', async () => {
    await refused(await t.get('/wl/site/list', { column: 'drop_table' }, en), 400, 'Unknown sort column: drop_table');
  });

  it('unknown filter field and unknown operator', async () => {
    await refused(await t.get('/wl/site/list', { site_name: 'x' }), 400, '未知的查询字段: site_name');
    await refused(await t.get('/wl/site/list', { type: '*1*' }, en), 400, 'does not support the operator');
    const sq = encodeURIComponent(JSON.stringify([{ field: 'type', rule: 'regex', val: '1' }]));
    await refused(await t.get('/wl/site/list', { superQueryParams: sq }, en), 400, 'Unknown query rule: regex');
  });

  it('values of the wrong type', async () => {
    await refused(await t.get('/wl/site/list', { type: 'one' }, en), 400, 'expected an integer');
    await refused(await t.get('/wl/site/list', { pageSize: '5000' }, en), 400, 'pageSize');
    await refused(await t.post('/wl/site/add', site({ type: 'one' })), 400, '网点类型');
    await refused(await t.post('/wl/site/add', site({ type: 9 })), 400, '网点类型');
    await refused(await t.post('/wl/site/add', site({ siteReceiveFee: 1.234 }), en), 400, 'at most 2 decimals');
    await refused(await t.post('/wl/site/add', site({ startTime: '25:00:00' })), 400, '营业开始时间');
    await refused(await t.put('/wl/site/edit', { id: s.hq.id, version: s.hq.version, type: '1' }), 400, '网点类型');
  });

  it('a stale version (409)', async () => {
    const r = await t.put('/wl/site/edit', { id: s.south.id, version: s.south.version + 5, person: 'X' });
    await refused(r, 409, '数据已被他人修改');
    const ok = await t.put('/wl/vehicleType/edit', { id: s.van.id, version: 1, carLong: 4 });
    expect(ok.status).toBe(200);
    before = await snapshot(t);
    await refused(await t.put('/wl/vehicleType/edit', { id: s.van.id, version: 1, carLong: 5 }), 409, '刷新后重试');
  });

  it('missing required fields, id or version', async () => {
    await refused(await t.post('/wl/site/add', { type: 1, siteMode: 0 }), 400, '网点名称: 必填项不能为空');
    await refused(await t.post('/wl/site/add', site({ siteName: '' })), 400, '网点名称: 必填项不能为空');
    await refused(await t.post('/wl/site/add', site({ siteName: null }), en), 400, 'Site name: This field is required');
    await refused(await t.put('/wl/site/edit', { id: s.hq.id, person: 'X' }), 400, '必填项不能为空');
    await refused(await t.put('/wl/site/edit', { id: s.hq.id, version: 1, siteName: '' }), 400, '网点名称');
  });

  it('bad formats and lengths', async () => {
    await refused(await t.post('/wl/site/add', site({ personPhone: '12345' })), 400, '负责人电话格式错误');
    await refused(await t.post('/wl/site/add', site({ siteName: 'x'.repeat(65) })), 400, '最大长度64位字符');
    const user = { username: 'ab', realname: 'R', password: 'Secret#2026', status: 0 };
    await refused(await t.post('/sys/user/add', user), 400, '用户账号');
  });

  it('unknown body fields and malformed bodies', async () => {
    await refused(await t.post('/wl/site/add', site({ color: 'red' })), 400, '未知字段: color');
    const raw = await t.app.inject({
      method: 'POST',
      url: `${API}/wl/site/add`,
      headers: { 'x-access-token': t.token, 'content-type': 'application/json' },
      payload: '{"siteName": ',
    });
    await refused({ status: raw.statusCode, body: raw.json() }, 400, '请求体不是有效的JSON');
    const text = await t.app.inject({
      method: 'POST',
      url: `${API}/wl/site/add`,
      headers: { 'x-access-token': t.token, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    await refused({ status: text.statusCode, body: text.json() }, 415, '不支持的内容类型');
    await refused(await t.post('/wl/site/add', [site({})]), 400, 'JSON');
  });

  it('duplicate unique values', async () => {
    await refused(await t.post('/wl/site/add', site({ siteName: 'HQ' })), 400, '网点名称 "HQ" 已存在');
    const r = await t.put('/wl/site/edit', { id: s.south.id, version: s.south.version, siteName: 'North Hub' });
    await refused(r, 400, '已存在');
    const v = { serial: 'X', licenceNumber: 'A-001', siteId: s.hq.id, typeId: s.van.id, allowWeight: 1, state: 0 };
    await refused(await t.post('/wl/vehicle/add', v, en), 400, 'Licence plate "A-001" already exists');
  });

  it('references to records that do not exist (or live in another tenant)', async () => {
    const v = { serial: 'X', licenceNumber: 'Z-1', siteId: s.hq.id, typeId: 'no-such-type', allowWeight: 1, state: 0 };
    await refused(await t.post('/wl/vehicle/add', v), 400, '车辆类型: 引用的数据不存在');
    await refused(await t.post('/wl/vehicle/add', { ...v, typeId: s.van.id }, { 'tenant-id': '3' }), 400, '所属网点');
    await refused(await t.put('/wl/site/edit', { id: s.zeta.id, version: 1, parentId: s.zeta.id }), 400, '上级网点');
  });

  it('missing records and bad batches', async () => {
    await refused(await t.put('/wl/site/edit', { id: 'nope', version: 1, person: 'X' }), 404, '未找到对应数据');
    await refused(await t.get('/wl/site/queryById', { id: 'nope' }), 404, '未找到对应数据');
    await refused(await t.del('/wl/site/deleteBatch', { ids: `${s.zeta.id},nope` }), 404, '未找到对应数据');
    await refused(await t.del('/wl/site/deleteBatch', { ids: '' }), 400, 'ids');
    await refused(await t.del('/wl/site/delete'), 400, 'id');
    await refused(await t.get('/no/such/route'), 404, '资源不存在');
  });
});
