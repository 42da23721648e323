import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type Notice } from './client.ts';
import { DEFAULT_RUNTIME_CONFIG } from './config.ts';
import { HttpError } from './errors.ts';
import { createSessionStore, memoryStorage } from './session-store.ts';
import { computeSign } from './sign.ts';
import { envelope, mockAdapter, type MockReply } from './testing.ts';

const NOW = 1_700_000_000_123;

function setup(reply: (url: string) => MockReply = () => ({ data: envelope('ok') }), lang = 'zh-CN') {
  const session = createSessionStore(memoryStorage(), { now: () => NOW });
  const notices: Notice[] = [];
  const scheduled: { fn: () => void; ms: number }[] = [];
  const onSessionExpired = vi.fn();
  const http = createHttpClient({
    config: { ...DEFAULT_RUNTIME_CONFIG, signSecret: 's3cret' },
    session,
    getLang: () => lang,
    notify: (n) => notices.push(n),
    onSessionExpired,
    now: () => NOW,
    schedule: (fn, ms) => scheduled.push({ fn, ms }),
  });
  const mock = mockAdapter((cfg) => reply(cfg.url ?? ''));
  http.defaults.adapter = mock.adapter;
  return { http, session, notices, scheduled, onSessionExpired, calls: mock.calls };
}

describe('http client', () => {
  it('uses the API base and a 60 s timeout', () => {
    const { http } = setup();
    expect(http.defaults.baseURL).toBe('/jeecg-boot');
    expect(http.defaults.timeout).toBe(60_000);
  });

  it('sends token, tenant, language, _t and a signature on GET', async () => {
    const { http, session, calls } = setup(undefined, 'en');
    session.setToken('tok');
    await http.get('/wl/site/list', { params: { pageNo: 1, siteName: '*a*', skip: undefined } });
    const cfg = calls[0];
    expect(cfg.headers.get('X-Access-Token')).toBe('tok');
    expect(cfg.headers.get('tenant-id')).toBe('0');
    expect(cfg.headers.get('Accept-Language')).toBe('en');
    expect(cfg.params).toEqual({ pageNo: '1', siteName: '*a*', _t: String(Math.floor(NOW / 1000)) });
    expect(cfg.headers.get('X-TIMESTAMP')).toBe(String(NOW));
    expect(cfg.headers.get('X-Sign')).toBe(computeSign({ pageNo: 1, siteName: '*a*' }, undefined, 's3cret'));
  });

  it('uses the stored tenant and omits the token when signed out', async () => {
    const { http, session, calls } = setup();
    session.setTenantId(7);
    await http.get('/x');
    expect(calls[0].headers.get('X-Access-Token')).toBeUndefined();
    expect(calls[0].headers.get('tenant-id')).toBe('7');
  });

  it('sends no _t on dictionary item look-ups', async () => {
    const { http, calls } = setup();
    await http.get('/sys/dict/getDictItems/site_type');
    expect(calls[0].params).toEqual({});
  });

  it('signs POST over query and body, but not PUT or DELETE', async () => {
    const { http, calls } = setup();
    await http.post('/wl/site/add?x=1', { siteName: 'A', type: 1 });
    expect(calls[0].headers.get('X-Sign')).toBe(computeSign({ x: '1' }, { siteName: 'A', type: 1 }, 's3cret'));
    await http.put('/wl/site/edit', { id: '1' });
    await http.delete('/wl/site/delete', { params: { id: '1' } });
    expect(calls[1].headers.get('X-Sign')).toBeUndefined();
    expect(calls[2].headers.get('X-Sign')).toBeUndefined();
    expect(calls[2].params).toEqual({ id: '1' });
  });

  it('maps 401 with a session to expiry: clears, notifies once, reloads after 1.5 s', async () => {
    const { http, session, notices, scheduled, onSessionExpired } = setup(() => ({
      status: 401,
      data: envelope(null, { success: false, message: 'Token失效', code: 401 }),
    }));
    session.setToken('tok');
    await expect(http.get('/a')).rejects.toMatchObject({ status: 401, message: '登录已过期，请重新登录' });
    await expect(http.get('/b')).rejects.toBeInstanceOf(HttpError);
    expect(session.getToken()).toBeNull();
    expect(notices).toHaveLength(1);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].ms).toBe(1500);
    scheduled[0].fn();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('shows the server message for a 401 without a session (wrong password)', async () => {
    const { http, notices, scheduled } = setup(() => ({
      status: 401,
      data: envelope(null, { success: false, message: '用户名或密码错误', code: 401 }),
    }));
    await expect(http.post('/sys/login', {})).rejects.toMatchObject({ message: '用户名或密码错误' });
    expect(notices[0].message).toBe('用户名或密码错误');
    expect(scheduled).toHaveLength(0);
  });

  it.each([
    [403, 'en', 'Access denied'],
    [404, 'en', 'Resource not found'],
    [504, 'en', 'Network timeout'],
    [403, 'zh-CN', '拒绝访问'],
  ])('maps HTTP %i (%s) to the catalogue text', async (status, lang, text) => {
    const { http, notices } = setup(() => ({ status, data: envelope(null, { success: false, message: 'x' }) }), lang);
    await expect(http.get('/a')).rejects.toMatchObject({ status, message: text });
    expect(notices).toEqual([{ type: 'error', message: text, status }]);
  });

  it('maps a timeout to network timeout', async () => {
    const { http } = setup(() => ({ timeout: true }), 'en');
    await expect(http.get('/a')).rejects.toMatchObject({ status: 0, message: 'Network timeout' });
  });

  it('passes other statuses through with the server message and envelope details', async () => {
    const { http, notices } = setup(() => ({
      status: 409,
      data: { ...envelope({ field: 'x' }, { success: false, message: '数据已被修改', code: 409 }), requestId: 'r1' },
    }));
    const err = (await http.put('/a', {}).catch((e: unknown) => e)) as HttpError;
    expect(err).toMatchObject({ status: 409, message: '数据已被修改', code: 409, requestId: 'r1' });
    expect(err.result).toEqual({ field: 'x' });
    expect(notices[0].message).toBe('数据已被修改');
  });

  it('treats success:false on HTTP 200 as a failure', async () => {
    const { http } = setup(() => ({ data: envelope(null, { success: false, message: '操作失败', code: 500 }) }));
    await expect(http.get('/a')).rejects.toMatchObject({ message: '操作失败', status: 500 });
  });

  it('does not notify silent requests', async () => {
    const { http, notices } = setup(() => ({ status: 422, data: envelope(null, { success: false, message: 'bad' }) }));
    await expect(http.post('/a', {}, { silent: true })).rejects.toMatchObject({ message: 'bad' });
    expect(notices).toHaveLength(0);
  });

  it('parses JSON error bodies delivered as blobs', async () => {
    const blob = new Blob([JSON.stringify(envelope(null, { success: false, message: '导出失败' }))]);
    const { http } = setup(() => ({ status: 500, data: blob }));
    await expect(http.get('/a', { responseType: 'blob' })).rejects.toMatchObject({ message: '导出失败' });
  });
});
