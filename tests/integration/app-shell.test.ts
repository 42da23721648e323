// The app around the routes: the SPA at / with index.html for client routes, JSON 404s under the
// API base, and errors that carry a request id but never leak internals.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { signInjects } from './helpers/signing.ts';

let dir: string;
let app: FastifyInstance;
let adminPassword: string | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shell-'));
  const spa = join(dir, 'dist');
  mkdirSync(join(spa, 'assets'), { recursive: true });
  writeFileSync(join(spa, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(spa, 'assets/app.js'), 'console.log(1)');
  const config = {
    ...loadConfig({ NODE_ENV: 'test', CAPTCHA: 'off' }),
    database: { kind: 'sqlite' as const, file: join(dir, 'a.db') },
  };
  let signSecret: string;
  ({ app, adminPassword, signSecret } = await buildApp({ config, spaDir: spa }));
  signInjects(app, signSecret);
  app.get('/jeecg-boot/test/boom', { config: { public: true } }, async () => {
    throw new Error('SQLITE_ERROR: near "select * from secret_table" at /work/main/src/server/x.ts:1');
  });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('app shell', () => {
  it('creates the first admin with a random password of 16+ characters, once', async () => {
    expect(adminPassword).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const r = await app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      payload: { username: 'admin', password: adminPassword },
    });
    expect(r.statusCode, r.body).toBe(200);
  });

  it('serves the SPA, its assets and index.html for client routes', async () => {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.body).toBe('console.log(1)');
    const route = await app.inject({ method: 'GET', url: '/wl/site?pageNo=2' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('id="root"');
  });

  it('answers unknown API paths and non-GET unknown paths with the JSON envelope', async () => {
    for (const [method, url] of [
      ['GET', '/jeecg-boot/nope'],
      ['POST', '/somewhere'],
    ] as const) {
      const r = await app.inject({ method, url, headers: { 'accept-language': 'en' } });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ success: false, code: 404, message: 'Resource not found' });
    }
  });

  it('hides internal errors behind a generic 500 with a request id', async () => {
    const r = await app.inject({ method: 'GET', url: '/jeecg-boot/test/boom' });
    expect(r.statusCode).toBe(500);
    const body = r.json();
    expect(body).toMatchObject({ success: false, code: 500, result: null, message: '服务器内部错误，请联系管理员' });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body).not.toMatch(/SQLITE|select|secret_table|\/work\//);
  });

  it('maps Fastify validation errors to 400 in the envelope', async () => {
    const r = await app.inject({ method: 'POST', url: '/jeecg-boot/sys/login', payload: { username: 'admin' } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, code: 400 });
    expect(r.json().message).toContain('password');
  });
});
