// The Schema Studio's API (dev/studio/) in the real app (buildApp on SQLite) as the development server adds it: the menu row
// and dev:studio code are seeded and granted to admin, a user without the code gets 403, the routes
// list, read, check and save against a copy of schemas/ (a refused draft writes nothing, 422), and an
// app built without devRoutes (production) has neither the routes nor the menu row.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from './helpers/permission-users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { studioDevRoutes, STUDIO_PERMISSION } from '../../dev/studio/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'studio-routes-'));
const schemas = join(dir, 'schemas');
const generated = join(dir, 'generated');
const FIXTURES = join(ROOT, 'dev/studio/fixtures');
const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
let t: TestApp;
const saved: string[][] = [];

beforeAll(async () => {
  cpSync(join(ROOT, 'schemas'), schemas, { recursive: true });
  cpSync(join(ROOT, 'src/generated'), generated, { recursive: true });
  const devRoutes = studioDevRoutes({
    schemasDir: schemas,
    generatedDir: generated,
    onSaved: (r) => void saved.push(r.written),
  });
  t = await startTestApp({ dialect: 'sqlite', build: { devRoutes } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('studio routes (development server)', () => {
  it('seeds its menu row with the dev:studio code, granted to admin', async () => {
    const row = await t.db
      .selectFrom('sys_permission')
      .select(['url', 'component', 'perms', 'menu_type'])
      .where('perms', '=', STUDIO_PERMISSION)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ url: '/dev/studio', component: 'page:studio' });
    const menu = await t.get<{ menu: { path: string }[] }>('/sys/permission/getUserPermissionByToken');
    expect(JSON.stringify(menu.body.result.menu)).toContain('/dev/studio');
  });

  it('lists, reads and checks for admin; refuses a user without the code', async () => {
    const list = await t.get<{ entities: { name: string }[]; catalogue: { formats: Record<string, string[]> } }>(
      '/dev/studio/schemas',
    );
    expect(list.status).toBe(200);
    expect(list.body.result.entities.some((e) => e.name === 'wl_site')).toBe(true);
    expect(list.body.result.catalogue.formats.money).toEqual(['number']);
    const file = await t.get<{ $id: string }>('/dev/studio/file', { path: 'logistics/wl_site.json' });
    expect(file.body.result.$id).toBe('wl_site');
    const outside = await t.get('/dev/studio/file', { path: '../src/generated/registry.ts' });
    expect(outside.status).toBe(400);

    const user = await userWith(t, ['wl:site:list']);
    const denied = await t.get('/dev/studio/schemas', {}, user.headers);
    expect(denied.status).toBe(403);
  });

  it('save refuses what gen refuses (422, nothing written) and writes a valid draft', async () => {
    const bad = fixture('wl_cargo_claim.json');
    bad.properties.siteId['x-ref'].label = 'noSuchField';
    const refused = await t.post<{ problems: { pointer: string }[] }>(
      '/dev/studio/save',
      { files: { 'logistics/wl_cargo_claim.json': bad } },
      { 'accept-language': 'en' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.result.problems.map((p) => p.pointer)).toContain('/properties/siteId/x-ref/label');
    expect(refused.body.message).toContain('nothing was written');
    expect(existsSync(join(schemas, 'logistics/wl_cargo_claim.json'))).toBe(false);

    const zh = await t.post(
      '/dev/studio/save',
      { files: { 'logistics/wl_cargo_claim.json': bad } },
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.body.message).toContain('未写入任何文件');

    const files = {
      'dicts/cargo_claim_state.json': fixture('cargo_claim_state.json'),
      'logistics/wl_cargo_claim.json': fixture('wl_cargo_claim.json'),
    };
    const check = await t.post<{ problems: unknown[]; steps: { op: { op: string } }[] }>('/dev/studio/check', {
      files,
    });
    expect(check.body.result.problems).toEqual([]);
    expect(check.body.result.steps.map((s) => s.op.op)).toContain('createTable');
    const ok = await t.post<{ written: string[] }>('/dev/studio/save', { files });
    expect(ok.status).toBe(200);
    expect(ok.body.result.written.sort()).toEqual(['dicts/cargo_claim_state.json', 'logistics/wl_cargo_claim.json']);
    expect(saved).toEqual([ok.body.result.written]);
    expect(readFileSync(join(schemas, 'logistics/wl_cargo_claim.json'), 'utf8')).toBe(
      readFileSync(join(FIXTURES, 'wl_cargo_claim.json'), 'utf8'),
    );
  });
});

describe('production (no devRoutes)', () => {
  it('has no studio routes and no studio menu row', async () => {
    const prod = await startTestApp({ dialect: 'sqlite' });
    try {
      expect((await prod.get('/dev/studio/schemas')).status).toBe(404);
      const row = await prod.db
        .selectFrom('sys_permission')
        .select('id')
        .where('perms', '=', STUDIO_PERMISSION)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});
