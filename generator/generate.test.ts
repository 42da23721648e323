import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRegistry } from './build-registry.ts';
import { generate } from './generate.ts';
import { loadSchemas, SchemaError } from './load.ts';

const repoSchemas = resolve(import.meta.dirname, '../schemas');
let dir: string;
let schemas: string;
let out: string;

const entity = (over: Record<string, unknown> = {}, props: Record<string, unknown> = {}) => ({
  $id: 'zz_thing',
  title: '物件',
  'x-title': { en: 'Thing' },
  type: 'object',
  'x-entity': { table: 'zz_thing', api: '/zz/thing', permission: 'zz:thing', list: { columns: ['name'] } },
  properties: { name: { type: 'string', title: '名称', 'x-title': { en: 'Name' }, maxLength: 20 }, ...props },
  required: ['name'],
  ...over,
});

function writeEntity(body: unknown, name = 'zz_thing.json') {
  mkdirSync(join(schemas, 'fixtures'), { recursive: true });
  writeFileSync(join(schemas, 'fixtures', name), typeof body === 'string' ? body : JSON.stringify(body));
}

async function problems(): Promise<string> {
  try {
    await generate({ schemasDir: schemas, outDir: out });
  } catch (err) {
    expect(err).toBeInstanceOf(SchemaError);
    return (err as Error).message;
  }
  throw new Error('the generator accepted a broken schema');
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gen-'));
  schemas = join(dir, 'schemas');
  out = join(dir, 'generated');
  cpSync(repoSchemas, schemas, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('generator: broken entity files', () => {
  it('names the file, the pointer and a plain message for a missing translation', async () => {
    writeEntity(entity({}, { code: { type: 'string', title: '编码' } }));
    expect(await problems()).toContain('fixtures/zz_thing.json: /properties/code: missing required property "x-title"');
  });

  it("names a field's help text without its translation", async () => {
    writeEntity(
      entity({}, { code: { type: 'string', title: '编码', 'x-title': { en: 'Code' }, description: '六位' } }),
    );
    expect(await problems()).toContain(
      'fixtures/zz_thing.json: /properties/code: must have property x-description when property description is present',
    );
  });

  it('names a workflow transition whose title has no translation', async () => {
    const state = { type: 'integer', title: '状态', 'x-title': { en: 'State' } };
    const transitions = [{ name: 'approve', title: '批准', from: [0], to: 1 }];
    writeEntity(entity({ 'x-states': { field: 'state', transitions } }, { state }));
    expect(await problems()).toContain(
      '/x-states/transitions/0: must have property x-title when property title is present',
    );
  });

  it('rejects an unknown format, dictionary, reference and list column', async () => {
    writeEntity(
      entity(
        { 'x-entity': { table: 'zz_thing', api: '/zz/thing', permission: 'zz:thing', list: { columns: ['nope'] } } },
        {
          kind: { type: 'integer', title: '类', 'x-title': { en: 'Kind' }, 'x-dict': 'no_such_dict' },
          owner: { type: 'string', title: '主', 'x-title': { en: 'Owner' }, 'x-ref': { entity: 'ghost', label: 'x' } },
        },
      ),
    );
    const msg = await problems();
    expect(msg).toContain('/x-entity/list/columns/0: unknown field "nope"');
    expect(msg).toContain('/properties/kind/x-dict: unknown dictionary "no_such_dict"');
    expect(msg).toContain('/properties/owner/x-ref/entity: unknown entity "ghost"');
  });

  it('rejects an unknown keyword and a bad format value with their pointers', async () => {
    writeEntity(
      entity({}, { mail: { type: 'string', title: '邮', 'x-title': { en: 'Mail' }, format: 'e-mail', colour: 1 } }),
    );
    const msg = await problems();
    expect(msg).toContain('/properties/mail: unknown property "colour"');
    expect(msg).toMatch(/\/properties\/mail\/format: must be one of/);
  });

  it('reports invalid JSON with the file path', async () => {
    writeEntity('{ "title": ');
    expect(await problems()).toMatch(/fixtures\/zz_thing\.json: \/: not valid JSON/);
  });

  it('refuses a declared standard column and a duplicate table', async () => {
    writeEntity(entity({}, { version: { type: 'integer', title: '版', 'x-title': { en: 'V' } } }));
    writeEntity({ ...entity(), $id: 'zz_other' }, 'zz_other.json');
    const msg = await problems();
    expect(msg).toContain('"version" is a standard column');
    expect(msg).toMatch(/table "zz_thing" is already used/);
  });
});

const report = (over: Record<string, unknown> = {}) => ({
  code: 'zz_pick',
  title: '选择',
  'x-title': { en: 'Pick' },
  entity: 'wl_site',
  columns: ['siteName', 'type'],
  query: ['siteName', { field: 'createTime', mode: 'range' }],
  ...over,
});

function writeReport(body: unknown, name = 'zz_pick.json') {
  writeFileSync(join(schemas, 'reports', name), JSON.stringify(body));
}

describe('generator: reports', () => {
  it('builds the repository reports into the registry with their default permission', () => {
    const reg = buildRegistry(loadSchemas(schemas));
    expect(reg.reports?.site_picker).toMatchObject({
      entity: 'wl_site',
      columns: ['siteName', 'type', 'person', 'personPhone', 'area'],
      permission: 'wl:site:list',
      title: { zh: '选择网点', en: 'Choose a site' },
    });
    expect(reg.reports?.vehicle_picker.query).toContainEqual({ field: 'allowWeight', mode: 'range' });
  });

  it('normalises query items and keeps an own permission', () => {
    writeReport(report({ permission: 'zz:pick:run', sort: ['siteName', 'asc'] }));
    const r = buildRegistry(loadSchemas(schemas)).reports!.zz_pick;
    expect(r.query).toEqual([
      { field: 'siteName', mode: 'single' },
      { field: 'createTime', mode: 'range' },
    ]);
    expect(r).toMatchObject({ permission: 'zz:pick:run', sort: ['siteName', 'asc'] });
  });

  it('rejects an unknown entity, unknown and secret fields and a bad keyword with file and pointer', async () => {
    writeReport(report({ entity: 'ghost' }), 'zz_ghost.json');
    writeReport(
      report({
        code: 'zz_bad',
        entity: 'sys_user',
        columns: ['username', 'nope', 'password'],
        query: [{ field: 'realname', mode: 'between' }, 'missing'],
        sort: ['gone', 'asc'],
      }),
      'zz_bad.json',
    );
    writeReport(report({ code: 'zz_extra', colour: 'red' }), 'zz_extra.json');
    const msg = await problems();
    expect(msg).toContain('reports/zz_extra.json: /: unknown property "colour"');
    expect(msg).toMatch(/reports\/zz_bad\.json: \/query\/0\/mode: must be one of \["single","range"\]/);
    // the meta-schema problems stop the file before the cross-file checks; fix them and look again
    writeReport(report({ code: 'zz_extra' }), 'zz_extra.json');
    writeReport(
      report({
        code: 'zz_bad',
        entity: 'sys_user',
        columns: ['username', 'nope', 'password'],
        query: ['realname', 'missing', 'realname'],
        sort: ['gone', 'asc'],
      }),
      'zz_bad.json',
    );
    const cross = await problems();
    expect(cross).toContain('reports/zz_ghost.json: /entity: unknown entity "ghost"');
    expect(cross).toContain('reports/zz_bad.json: /columns/1: entity "sys_user" has no field "nope"');
    expect(cross).toContain('reports/zz_bad.json: /columns/2: secret field "password" cannot be in a report');
    expect(cross).toContain('reports/zz_bad.json: /query/1: entity "sys_user" has no field "missing"');
    expect(cross).toContain('reports/zz_bad.json: /query/2: query field "realname" is listed twice');
    expect(cross).toContain('reports/zz_bad.json: /sort/0: entity "sys_user" has no field "gone"');
  });

  it('checks popup fields against their report and the entity', async () => {
    const popup = (options: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      type: 'string',
      title: '选',
      'x-title': { en: 'Pick' },
      'x-widget': 'popup',
      'x-options': options,
      ...extra,
    });
    writeEntity(
      entity(
        {},
        {
          good: popup({ code: 'site_picker' }, { 'x-ref': { entity: 'wl_site', label: 'siteName' } }),
          ghost: popup({ code: 'no_report', orgFields: 'id', destFields: 'ghost' }),
          uneven: popup({ code: 'site_picker', orgFields: 'id,siteName', destFields: 'uneven' }),
          wrong: popup({ code: 'site_picker', orgFields: 'siteReceiveFee', destFields: 'nowhere' }),
          bare: popup({ code: 'site_picker' }),
        },
      ),
    );
    const msg = await problems();
    expect(msg).not.toContain('/properties/good/');
    expect(msg).toContain('/properties/ghost/x-options/code: unknown report "no_report"');
    expect(msg).toContain('/properties/uneven/x-options: orgFields and destFields must have as many names');
    expect(msg).toContain('/properties/wrong/x-options/orgFields: report "site_picker" has no column "siteReceiveFee"');
    expect(msg).toContain('/properties/wrong/x-options/destFields: unknown field "nowhere"');
    expect(msg).toContain('/properties/bare/x-options: a popup field needs orgFields and destFields');
  });

  it('refuses a report code defined twice', async () => {
    writeReport(report(), 'a.json');
    writeReport(report(), 'b.json');
    expect(await problems()).toMatch(/reports\/b\.json: \/code: report "zz_pick" is also defined in reports\/a\.json/);
  });
});

// Each of these generates the whole repository's schemas (about 80 entities) two to four times.
const WHOLE_RUNS = 180_000;

describe('generator: output and migrations', () => {
  it(
    'writes only changed files and --check lists drift',
    async () => {
      const first = await generate({ schemasDir: schemas, outDir: out });
      expect(first.changed).toContain('registry.ts');
      expect(first.changed).toContain('migrations/0001_init.ts');
      const again = await generate({ schemasDir: schemas, outDir: out });
      expect(again.changed).toEqual([]);
      writeEntity(entity());
      const check = await generate({ schemasDir: schemas, outDir: out, check: true });
      expect(check.changed).toEqual(
        expect.arrayContaining(['registry.ts', 'migrations/0002_create_table_zz_thing.ts']),
      );
      expect(existsSync(join(out, 'migrations/0002_create_table_zz_thing.ts'))).toBe(false);
    },
    WHOLE_RUNS,
  );

  it(
    'adds a column with a new migration and refuses a silent drop',
    async () => {
      writeEntity(entity());
      await generate({ schemasDir: schemas, outDir: out });
      writeEntity(entity({}, { note: { type: 'string', title: '备注', 'x-title': { en: 'Note' }, maxLength: 200 } }));
      const r = await generate({ schemasDir: schemas, outDir: out });
      const added = r.changed.find((f) => /migrations\/0002_add_column_zz_thing/.test(f));
      expect(added).toBeDefined();
      expect(readFileSync(join(out, added!), 'utf8')).toMatch(/op: 'addColumn'[\s\S]*name: 'note'/);
      writeEntity(entity());
      await expect(generate({ schemasDir: schemas, outDir: out })).rejects.toThrow(
        /zz_thing\.note: the column would be dropped/,
      );
      const allowed = await generate({ schemasDir: schemas, outDir: out, allowDestructive: true });
      expect(allowed.changed.some((f) => /0003_drop_column_zz_thing/.test(f))).toBe(true);
    },
    WHOLE_RUNS,
  );

  it(
    'emits types, a typed client and both language bundles',
    async () => {
      await generate({ schemasDir: schemas, outDir: out });
      expect(readFileSync(join(out, 'types/wl-site.ts'), 'utf8')).toMatch(
        /export interface WlSite \{[\s\S]*siteName: string;/,
      );
      expect(readFileSync(join(out, 'clients/wl-site.ts'), 'utf8')).toContain("dp.getList<WlSite>('wl_site', params)");
      const en = JSON.parse(readFileSync(join(out, 'i18n/en.json'), 'utf8'));
      expect(en.entity.wl_site.fields.siteName).toBe('Site name');
      expect(en.dict.site_type.items['1']).toBe('Level-1 transfer centre');
      const openapi = JSON.parse(readFileSync(join(out, 'openapi.json'), 'utf8'));
      expect(openapi.paths['/wl/site/edit'].put['x-permission']).toBe('wl:site:edit');
    },
    WHOLE_RUNS,
  );
});
