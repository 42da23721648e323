// GET /wl/vehicleTrack/locate and /config through HTTP on the real server, with a real local HTTP
// geocoder: an address on success; 502 "定位地址获取失败" (reason in the result) when no geocoder is
// configured, the geocoder is unreachable, or it answers an error or no address; 400 for bad
// coordinates; 403 without the track list code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { userWith } from './helpers/permission-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

// The geocoder of these tests listens on 127.0.0.1, refused unless private addresses are allowed
// (read per request; outbound-private.test.ts tests the refusal).
process.env.OUTBOUND_ALLOW_PRIVATE = '1';

type Reply = { status: number; body: string };
let reply: Reply = { status: 200, body: '{}' };
const asked: string[] = [];
let geocoder: Server;
let base = '';

beforeAll(async () => {
  geocoder = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.body);
  });
  await new Promise<void>((done) => geocoder.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => geocoder.close(() => done())));

describe.each(DIALECTS)('vehicle track locate on %s', (dialect) => {
  let t: TestApp;
  let configId: string | undefined;
  let configVersion = 0;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => t?.close());

  async function setGeocoder(url: string) {
    const r = configId
      ? await t.put<{ id: string; version: number }>('/sys/config/edit', {
          id: configId,
          version: configVersion,
          paramValue: url,
        })
      : await t.post<{ id: string; version: number }>('/sys/config/add', {
          paramKey: 'wl.track.geocoderUrl',
          paramValue: url,
          status: '1',
        });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    configId = r.body.result.id;
    configVersion = r.body.result.version;
  }
  const locate = (lng: string, lat: string, headers?: Record<string, string>) =>
    t.get<{ address?: string; reason?: string }>('/wl/vehicleTrack/locate', { lng, lat }, headers);

  it('answers 502 定位地址获取失败 when no geocoder is configured', async () => {
    const r = await locate('116.39', '39.9');
    expect(r.status).toBe(502);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toBe('定位地址获取失败');
    const en = await locate('116.39', '39.9', { 'Accept-Language': 'en' });
    expect(en.body.message).toBe('Failed to get the location address');
  });

  it('looks the address up through the configured geocoder', async () => {
    await setGeocoder(`${base}/reverse?format=json&lon={lng}&lat={lat}`);
    reply = { status: 200, body: JSON.stringify({ display_name: 'Tiananmen, Beijing' }) };
    const r = await locate('116.3975', '39.9087');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.result).toMatchObject({ address: 'Tiananmen, Beijing', lng: 116.3975, lat: 39.9087 });
    expect(asked.at(-1)).toBe('/reverse?format=json&lon=116.3975&lat=39.9087');
    reply = { status: 200, body: JSON.stringify({ regeocode: { formatted_address: '北京市东城区' } }) };
    expect((await locate('116.4', '39.9')).body.result).toMatchObject({ address: '北京市东城区' });
  });

  it.each([
    ['an error status', { status: 500, body: '{"error":"down"}' }],
    ['no JSON', { status: 200, body: '<html>busy</html>' }],
    ['no address', { status: 200, body: '{"error":"Unable to geocode"}' }],
  ])('fails clearly when the geocoder answers %s', async (_what, answer) => {
    await setGeocoder(`${base}/reverse?lon={lng}&lat={lat}`);
    reply = answer;
    const r = await locate('10', '20');
    expect(r.status).toBe(502);
    expect(r.body.message).toBe('定位地址获取失败');
    expect(r.body.result).toMatchObject({ reason: 'bad-answer' });
  });

  it('fails clearly when the geocoder is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((done) => closed.close(() => done()));
    await setGeocoder(`http://127.0.0.1:${port}/reverse?lon={lng}&lat={lat}`);
    const r = await locate('10', '20');
    expect(r.status).toBe(502);
    expect(r.body.message).toBe('定位地址获取失败');
    expect(r.body.result).toMatchObject({ reason: 'network' });
  });

  it('refuses coordinates that are missing or out of range', async () => {
    for (const [lng, lat] of [
      ['', '20'],
      ['abc', '20'],
      ['181', '20'],
      ['10', '-91'],
    ]) {
      expect((await locate(lng, lat)).status).toBe(400);
    }
  });

  it('serves the tile URL setting to the page and needs the track list code', async () => {
    const none = await t.get<{ tileUrl: string | null }>('/wl/vehicleTrack/config');
    expect(none.status).toBe(200);
    expect(none.body.result.tileUrl).toBeNull();
    const add = await t.post('/sys/config/add', {
      paramKey: 'wl.track.tileUrl',
      paramValue: 'https://tiles.example.com/{z}/{x}/{y}.png',
      status: '1',
    });
    expect(add.status).toBe(200);
    const set = await t.get<{ tileUrl: string | null }>('/wl/vehicleTrack/config');
    expect(set.body.result.tileUrl).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
    const anonymous = await t.get('/wl/vehicleTrack/locate', { lng: '1', lat: '1' }, { 'X-Access-Token': 'nope' });
    expect(anonymous.status).toBe(401);
    const other = await userWith(t, ['wl:vehicle:list']);
    const headers = other.headers;
    expect((await t.get('/wl/vehicleTrack/locate', { lng: '1', lat: '1' }, headers)).status).toBe(403);
    expect((await t.get('/wl/vehicleTrack/config', {}, headers)).status).toBe(403);
    const allowed = await userWith(t, ['wl:vehicleTrack:list']);
    const own = await t.get('/wl/vehicleTrack/config', {}, allowed.headers);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });
});
