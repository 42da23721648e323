// A brand-new entity works end to end with no code change: a fixture schema (and dictionary) is
// added to a copy of schemas/, the generator writes registry, route schemas and an incremental
// migration into a temp folder, and the unchanged server runs list/add/edit/delete/validation on
// it, migrating a database that already holds the previous schema.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../runtime/core/wire.ts';
import { DIALECTS, createTestDatabase, type TestDatabase } from './helpers/databases.ts';
import { generateWithFixtures, type GeneratedFixture } from './helpers/generated-fixture.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const root = resolve(import.meta.dirname, '../..');
let generated: GeneratedFixture;
let dir: string;

beforeAll(async () => {
  generated = await generateWithFixtures({
    'zz_gadget.json': 'fixtures/zz_gadget.json',
    'zz_gadget_kind.json': 'dicts/zz_gadget_kind.json',
  });
  dir = generated.dir;
});
afterAll(() => generated.remove());

describe('the generator output for a new entity', () => {
  it('has the entity, its dictionary and one new migration creating its table', () => {
    expect(generated.registry.entities.zz_gadget.api).toBe('/zz/gadget');
    expect(generated.registry.dicts.zz_gadget_kind.items).toHaveLength(2);
    const migrationFiles = (d: string) => readdirSync(d).filter((f) => /^\d{4}_.*\.ts$/.test(f));
    const committed = migrationFiles(join(root, 'src/generated/migrations'));
    expect(migrationFiles(join(dir, 'generated/migrations'))).toHaveLength(committed.length + 1);
    const last = generated.migrations.at(-1)!;
    expect(last.ops[0]).toMatchObject({ op: 'createTable', table: 'zz_gadget' });
  });
});

describe.each(DIALECTS)('a new entity on %s', (dialect) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    // First the product as committed, then the same database with the regenerated output.
    await (await startTestApp({ dialect, database })).close();
    t = await startTestApp({ dialect, database, ...generated });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('adds, lists with filters and labels, edits and deletes', async () => {
    const site = await addOk(t, '/wl/site', { siteName: 'Depot', type: 3, siteMode: 0 });
    const a = await addOk(t, '/zz/gadget', { name: 'Hammer', kind: 1, price: 19.9, releaseDate: '2026-03-01' });
    expect(a).toMatchObject({ price: 19.9, active: true, kind_dictText: '工具', version: 1 });
    const b = await addOk(t, '/zz/gadget', {
      name: 'Yo-yo',
      kind: 2,
      price: 3,
      releaseDate: '2026-05-01',
      siteId: site.id,
      active: false,
    });
    expect(b).toMatchObject({ active: false, siteId_dictText: 'Depot' });

    const all = await t.get<PageResult<Rec>>('/zz/gadget/list');
    expect(all.body.result.records.map((r) => r.name)).toEqual(['Yo-yo', 'Hammer']);
    const q = (query: Record<string, string>) =>
      t.get<PageResult<Rec>>('/zz/gadget/list', query).then((r) => r.body.result.records.map((x) => x.name));
    expect(await q({ kind: '1' })).toEqual(['Hammer']);
    expect(await q({ name: '*yo*' })).toEqual(['Yo-yo']);
    expect(await q({ price_begin: '10', price_end: '20' })).toEqual(['Hammer']);
    expect(await q({ releaseDate_begin: '2026-04-01' })).toEqual(['Yo-yo']);
    expect(await q({ active: 'false' })).toEqual(['Yo-yo']);

    const edited = await t.put<Rec>('/zz/gadget/edit', { id: a.id, version: 1, price: 21.5, active: false });
    expect(edited.body.result).toMatchObject({ price: 21.5, active: false, version: 2 });
    expect((await t.del('/zz/gadget/delete', { id: b.id })).status).toBe(200);
    expect((await t.get('/zz/gadget/queryById', { id: b.id })).status).toBe(404);
  });

  it('validates with the generated schema', async () => {
    const bad = async (body: Record<string, unknown>, text: string) => {
      const r = await t.post('/zz/gadget/add', body);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.message).toContain(text);
    };
    await bad({ kind: 1 }, '名称: 必填项不能为空');
    await bad({ name: 'x'.repeat(21), kind: 1 }, '最大长度20位字符');
    await bad({ name: 'Bad kind', kind: 7 }, '种类');
    await bad({ name: 'Bad date', kind: 1, releaseDate: '2026-02-30' }, '发布日期格式错误');
    await bad({ name: 'Bad price', kind: 1, price: 1.001 }, '价格');
    await bad({ name: 'Hammer', kind: 1 }, '已存在');
    expect((await t.get('/zz/gadget/list', { kind: 'tool' })).status).toBe(400);
  });
});
