// The track geocoder URL comes from system config, so the server refuses to call it on a loopback,
// private or link-local address (the host name resolved first, every address checked): 502 with a
// message that says why, in the request's language, and the geocoder never asked. OUTBOUND_ALLOW_PRIVATE=1
// allows it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let asked = 0;
let geocoder: Server;
let port = 0;

beforeAll(async () => {
  geocoder = createServer((_req, res) => {
    asked++;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ display_name: 'Inside the network' }));
  });
  await new Promise<void>((done) => geocoder.listen(0, '127.0.0.1', done));
  port = (geocoder.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => geocoder.close(() => done())));
afterEach(() => {
  delete process.env.OUTBOUND_ALLOW_PRIVATE;
});

describe.each(DIALECTS)('outbound geocoder calls on %s', (dialect) => {
  let t: TestApp;
  let config: { id: string; version: number } | undefined;
  beforeAll(async () => {
    delete process.env.OUTBOUND_ALLOW_PRIVATE;
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  async function setGeocoder(url: string) {
    const r = config
      ? await t.put<{ id: string; version: number }>('/sys/config/edit', { ...config, paramValue: url })
      : await t.post<{ id: string; version: number }>('/sys/config/add', {
          paramKey: 'wl.track.geocoderUrl',
          paramValue: url,
          status: '1',
        });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    config = { id: r.body.result.id, version: r.body.result.version };
  }
  const locate = (lang = 'zh-CN') =>
    t.get<{ reason?: string; address?: string }>(
      '/wl/vehicleTrack/locate',
      { lng: '116.4', lat: '39.9' },
      {
        'accept-language': lang,
      },
    );

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port}/r?lon={lng}&lat={lat}`],
    ['localhost (resolved first)', () => `http://localhost:${port}/r?lon={lng}&lat={lat}`],
    ['IPv6 loopback', () => `http://[::1]:${port}/r?lon={lng}&lat={lat}`],
    ['IPv4-mapped IPv6', () => `http://[::ffff:127.0.0.1]:${port}/r?lon={lng}&lat={lat}`],
    ['a number for 127.0.0.1', () => `http://2130706433:${port}/r?lon={lng}&lat={lat}`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data?lon={lng}&lat={lat}'],
    ['a private network', () => 'http://10.0.0.1/r?lon={lng}&lat={lat}'],
  ])('refuses a geocoder on %s with a clear 502, asking nothing', async (_what, url) => {
    await setGeocoder(url());
    const before = asked;
    const zh = await locate();
    expect(zh.status).toBe(502);
    expect(zh.body.message).toBe(
      '定位地址获取失败：地理编码服务地址指向本机或内网地址，已拒绝访问（如确需访问，请设置 OUTBOUND_ALLOW_PRIVATE=1）',
    );
    expect(zh.body.result).toMatchObject({ reason: 'blocked' });
    const en = await locate('en');
    expect(en.body.message).toBe(
      'Failed to get the location address: the geocoder URL points to a loopback or private address and was refused (set OUTBOUND_ALLOW_PRIVATE=1 to allow it)',
    );
    expect(asked).toBe(before);
  });

  it('calls it when OUTBOUND_ALLOW_PRIVATE=1', async () => {
    await setGeocoder(`http://localhost:${port}/r?lon={lng}&lat={lat}`);
    process.env.OUTBOUND_ALLOW_PRIVATE = '1';
    const r = await locate();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ address: 'Inside the network' });
  });
});
