import { describe, expect, it } from 'vitest';
import type { Registry } from '../core/registry.ts';
import { auth, setupHttp } from './testing.ts';
import { createHttpDataProvider, storedPath } from './data-provider.ts';
import { envelope } from './testing.ts';
import { fetchCaptcha, login, logout } from './auth-api.ts';

const registry = {
  entities: {
    wl_site: { name: 'wl_site', api: '/wl/site' },
    wl_freight_template: { name: 'wl_freight_template', api: '/wl/freightTemplate' },
  },
  dicts: {},
  menus: [],
} as unknown as Registry;

const page = { records: [{ id: '1' }], total: 1, size: 10, current: 1, pages: 1 };

describe('http data provider', () => {
  it('maps the entity to its API and unwraps results', async () => {
    const { http, calls } = setupHttp((cfg) => ({ data: envelope(cfg.url!.endsWith('/list') ? page : { id: '1' }) }));
    const dp = createHttpDataProvider(http, registry);
    expect(await dp.getList('wl_site', { pageNo: 1, pageSize: 10, siteName: '*a*' })).toEqual(page);
    expect(calls[0].url).toBe('/wl/site/list');
    expect(calls[0].params).toMatchObject({ pageNo: '1', pageSize: '10', siteName: '*a*' });
    expect(await dp.getOne('wl_site', '1')).toEqual({ id: '1' });
    expect(calls[1]).toMatchObject({ url: '/wl/site/queryById', params: { id: '1' } });
  });

  it('creates, updates and deletes through the generic routes', async () => {
    const { http, calls } = setupHttp(() => ({ data: envelope(null) }));
    const dp = createHttpDataProvider(http, () => registry);
    expect(await dp.create('wl_site', { siteName: 'A' })).toEqual({ siteName: 'A' });
    await dp.update('wl_site', { id: '1', version: 2, siteName: 'B' });
    await dp.delete('wl_site', '1');
    await dp.deleteMany('wl_site', ['1', '2']);
    await dp.childList('wl_site', 'p1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'post /wl/site/add',
      'put /wl/site/edit',
      'delete /wl/site/delete',
      'delete /wl/site/deleteBatch',
      'get /wl/site/childList',
    ]);
    expect(JSON.parse(calls[1].data as string)).toEqual({ id: '1', version: 2, siteName: 'B' });
    expect(calls[3].params).toEqual({ ids: '1,2' });
    expect(calls[4].params).toMatchObject({ pid: 'p1' });
  });

  it("reads a master's detail rows from {api}/details/{key}?id=, silently", async () => {
    const tiers = [{ id: 't1', price: 5, pricingType_dictText: '一口价' }];
    const { http, calls } = setupHttp(() => ({ data: envelope(tiers) }));
    const dp = createHttpDataProvider(http, registry);
    expect(await dp.getDetails!('wl_freight_template', 'freightList', 'm1')).toEqual(tiers);
    expect(calls[0]).toMatchObject({ method: 'get', url: '/wl/freightTemplate/details/freightList' });
    expect(calls[0].params).toMatchObject({ id: 'm1' });
    expect(calls[0].headers.get('X-Sign')).toMatch(/^[0-9A-F]{32}$/);

    const refused = setupHttp(() => ({ status: 403, data: envelope(null, { success: false, code: 403 }) }));
    const denied = createHttpDataProvider(refused.http, registry).getDetails!(
      'wl_freight_template',
      'freightList',
      'm1',
    );
    await expect(denied).rejects.toMatchObject({ status: 403 });
    expect(refused.notices).toHaveLength(0);
  });

  it('posts a workflow action to {api}/action/{name}, signed and silent, mapping errors like a save', async () => {
    const saved = { id: '1', version: 3, orderState: 20 };
    const { http, calls, notices } = setupHttp(() => ({ data: envelope(saved) }));
    const dp = createHttpDataProvider(http, registry);
    const body = { id: '1', version: 2, reason: 'late', note: 'checked' };
    expect(await dp.action('wl_site', 'audit', body)).toEqual(saved);
    expect(calls[0]).toMatchObject({ method: 'post', url: '/wl/site/action/audit' });
    expect(JSON.parse(calls[0].data as string)).toEqual(body);
    expect(calls[0].headers.get('X-Sign')).toMatch(/^[0-9A-F]{32}$/);
    expect(calls[0].headers.get('X-TIMESTAMP')).toMatch(/^\d{13}$/);
    expect(notices).toHaveLength(0);

    const message = '当前状态为 40，不能执行「audit」（需处于状态 10，目标状态 20）';
    const refused = setupHttp(() => ({ status: 422, data: envelope(null, { success: false, code: 422, message }) }));
    const denied = createHttpDataProvider(refused.http, registry).action('wl_site', 'audit', body);
    await expect(denied).rejects.toMatchObject({ status: 422, message });
    expect(refused.notices).toHaveLength(0);
  });

  it('rejects unknown entities', async () => {
    const { http } = setupHttp(() => ({ data: envelope(null) }));
    await expect(createHttpDataProvider(http, registry).getList('nope', {})).rejects.toThrow('Unknown entity');
  });

  it('keeps list errors silent and reports delete errors', async () => {
    const { http, notices } = setupHttp(() => ({
      status: 500,
      data: envelope(null, { success: false, message: 'boom' }),
    }));
    const dp = createHttpDataProvider(http, registry);
    await expect(dp.getList('wl_site', {})).rejects.toMatchObject({ message: 'boom' });
    expect(notices).toHaveLength(0);
    await expect(dp.delete('wl_site', '1')).rejects.toMatchObject({ message: 'boom' });
    expect(notices).toHaveLength(1);
  });
});

describe('http data provider export', () => {
  it('downloads the workbook as a signed GET with the list query and selections', async () => {
    const xlsx = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const { http, calls } = setupHttp(() => ({ data: xlsx }));
    const dp = createHttpDataProvider(http, registry);
    const blob = await dp.exportXls('wl_site', {
      siteName: '*a*',
      column: 'siteName',
      order: 'asc',
      selections: '1,2',
    });
    expect(blob).toBe(xlsx);
    expect(calls[0]).toMatchObject({ method: 'get', url: '/wl/site/exportXls', responseType: 'blob' });
    expect(calls[0].params).toMatchObject({ siteName: '*a*', column: 'siteName', order: 'asc', selections: '1,2' });
    expect(calls[0].params).toHaveProperty('_t');
    expect(calls[0].headers.get('X-Sign')).toMatch(/^[0-9A-F]{32}$/);
    expect(calls[0].headers.get('X-TIMESTAMP')).toMatch(/^\d+$/);
  });

  it("rejects silently with the server's 404 'file download failed' read from the blob body", async () => {
    const body = new Blob([JSON.stringify(envelope(null, { success: false, code: 404, message: '文件下载失败' }))]);
    const { http, notices } = setupHttp(() => ({ status: 404, data: body }));
    const dp = createHttpDataProvider(http, registry);
    await expect(dp.exportXls('wl_site', {})).rejects.toMatchObject({ status: 404, serverMessage: '文件下载失败' });
    expect(notices).toHaveLength(0);
  });
});

describe('auth api', () => {
  it('stores the session on login and clears it on logout even when the call fails', async () => {
    let fail = false;
    const { http, session, calls } = setupHttp((cfg) =>
      fail
        ? { status: 500, data: envelope(null, { success: false }) }
        : {
            data: envelope(cfg.url === '/sys/login' ? { token: 't1', userInfo: auth.user, sysAllDictItems: {} } : null),
          },
    );
    await login(http, session, { username: 'admin', password: 'pw', captcha: '', checkKey: 'k' });
    expect(session.getToken()).toBe('t1');
    expect(session.getUserInfo()).toEqual(auth.user);
    expect(JSON.parse(calls[0].data as string)).toMatchObject({ username: 'admin', checkKey: 'k' });
    fail = true;
    await expect(logout(http, session)).rejects.toBeTruthy();
    expect(session.getToken()).toBeNull();
  });

  it('returns a captcha image only when the server sends one', async () => {
    const img = setupHttp(() => ({ data: envelope('data:image/png;base64,AAA') }));
    expect(await fetchCaptcha(img.http, 'k')).toBe('data:image/png;base64,AAA');
    const none = setupHttp(() => ({ status: 404, data: envelope(null, { success: false }) }));
    expect(await fetchCaptcha(none.http, 'k')).toBeNull();
    expect(none.notices).toHaveLength(0);
  });
});

describe('http data provider fetchFile', () => {
  it('fetches a stored file as a blob through the signed client, with the session token', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const { http, calls, session } = setupHttp(() => ({ data: png }));
    session.setToken('tok-1');
    const dp = createHttpDataProvider(http, registry);
    expect(await dp.fetchFile('temp/2026/01/02/a1.png')).toBe(png);
    expect(calls[0]).toMatchObject({
      method: 'get',
      url: '/sys/common/static/temp/2026/01/02/a1.png',
      responseType: 'blob',
    });
    expect(calls[0].headers.get('X-Access-Token')).toBe('tok-1');
    expect(calls[0].headers.get('X-Sign')).toMatch(/^[0-9A-F]{32}$/);
  });

  it('accepts an address of the static route itself and keeps only the stored path', async () => {
    const { http, calls } = setupHttp(() => ({ data: new Blob(['x']) }));
    const dp = createHttpDataProvider(http, registry);
    await dp.fetchFile('/jeecg-boot/sys/common/static/wl/a.pdf');
    await dp.fetchFile('https://api.example.com/jeecg-boot/sys/common/static/temp/b.png?x=1');
    expect(calls.map((c) => c.url)).toEqual(['/sys/common/static/wl/a.pdf', '/sys/common/static/temp/b.png']);
    expect(storedPath('/temp/c.png')).toBe('temp/c.png');
  });

  it("rejects silently with the server's 404 read from the blob body", async () => {
    const body = new Blob([JSON.stringify(envelope(null, { success: false, code: 404, message: '文件不存在' }))]);
    const { http, notices } = setupHttp(() => ({ status: 404, data: body }));
    const dp = createHttpDataProvider(http, registry);
    await expect(dp.fetchFile('temp/gone.png')).rejects.toMatchObject({ status: 404, serverMessage: '文件不存在' });
    expect(notices).toHaveLength(0);
  });
});
