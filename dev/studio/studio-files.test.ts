// The studio's file side against the real schemas/ (copied to a temporary folder) and the real
// generator: every file it renders back unchanged, a new entity is written as the fixture a developer
// would write and then passes `generate` and its --check, refusals leave the files untouched, a drop
// waits for confirmation and a renamed field is offered as a rename.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { checkDraft, renderFiles } from './check-draft.ts';
import { saveDraft } from './save-draft.ts';
import { listSchemas, readSchemaFile, StudioError } from './schema-files.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(import.meta.dirname, 'fixtures');
let dir: string;
let schemas: string;
let generated: string;

const fixture = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));
const menuEntry = {
  key: 'cargoClaim',
  title: '货损理赔',
  'x-title': { en: 'Cargo claims' },
  path: '/wl/cargoClaim',
  entity: 'wl_cargo_claim',
};

function menusWithClaim(): unknown[] {
  const menus = JSON.parse(readFileSync(join(schemas, 'menus.json'), 'utf8')) as {
    key: string;
    children?: unknown[];
  }[];
  menus.find((m) => m.key === 'basic')!.children!.push(menuEntry);
  return menus;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-test-'));
  schemas = join(dir, 'schemas');
  generated = join(dir, 'generated');
  cpSync(join(ROOT, 'schemas'), schemas, { recursive: true });
  cpSync(join(ROOT, 'src/generated'), generated, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('schema files', () => {
  it('lists entities, dictionaries and the entity folders', () => {
    const index = listSchemas(schemas);
    expect(index.folders).toEqual(['logistics', 'system']);
    expect(index.entities.find((e) => e.name === 'wl_site')).toMatchObject({
      file: 'logistics/wl_site.json',
      table: 'wl_site',
    });
    expect(index.dicts.find((d) => d.code === 'payment_method')?.items.map((i) => i.value)).toEqual([0, 1]);
  });

  it('renders every entity, dictionary and menus.json back to the same text (key order kept)', async () => {
    const files = ['menus.json'];
    for (const folder of ['logistics', 'system', 'dicts'])
      for (const f of readdirSync(join(schemas, folder))) files.push(`${folder}/${f}`);
    const texts = Object.fromEntries(files.map((rel) => [rel, readFileSync(join(schemas, rel), 'utf8')]));
    const data = Object.fromEntries(files.map((rel) => [rel, JSON.parse(texts[rel])]));
    expect(await renderFiles(schemas, data)).toEqual(texts);
  });

  it('refuses paths outside entities, dictionaries and menus.json', () => {
    for (const rel of ['_meta/entity.schema.json', '../src/generated/registry.json', 'migrations/x.json', 'a.json']) {
      expect(() => readSchemaFile(schemas, rel)).toThrow(StudioError);
    }
    try {
      readSchemaFile(schemas, 'reports/site_picker.json');
    } catch (err) {
      expect((err as StudioError).text.zh).toContain('不能写入文件');
      expect((err as StudioError).status).toBe(400);
    }
  });
});

describe('check and save', () => {
  it('refuses what gen refuses, with file and pointer, and writes nothing', async () => {
    const draft = fixture('wl_cargo_claim.json');
    draft.properties.claimNo.format = 'money';
    const files = { 'logistics/wl_cargo_claim.json': draft };
    const check = await checkDraft(schemas, generated, { files });
    expect(check.problems).toContainEqual({
      file: 'logistics/wl_cargo_claim.json',
      pointer: '/properties/claimNo/format',
      message: expect.stringContaining('does not fit type "string"'),
    });
    await expect(saveDraft(schemas, generated, { files })).rejects.toMatchObject({ status: 422 });
    expect(existsSync(join(schemas, 'logistics/wl_cargo_claim.json'))).toBe(false);
  });

  it('a new entity with its dictionary and menu entry: written as the fixture, accepted by gen', async () => {
    const draft = {
      files: {
        'dicts/cargo_claim_state.json': fixture('cargo_claim_state.json'),
        'logistics/wl_cargo_claim.json': fixture('wl_cargo_claim.json'),
        'menus.json': menusWithClaim(),
      },
    };
    const result = await saveDraft(schemas, generated, draft);
    expect(result.problems).toEqual([]);
    expect(result.written.sort()).toEqual([
      'dicts/cargo_claim_state.json',
      'logistics/wl_cargo_claim.json',
      'menus.json',
    ]);
    expect(Object.keys(result.preview.entities)).toEqual(['wl_cargo_claim']);
    expect(result.preview.entities.wl_cargo_claim.fields.find((f) => f.name === 'amount')?.format).toBe('money');
    expect(result.preview.dicts.cargo_claim_state.items).toHaveLength(3);
    expect(result.steps.find((s) => s.op.op === 'createTable')).toMatchObject({
      destructive: false,
      op: { table: 'wl_cargo_claim' },
    });
    for (const name of ['wl_cargo_claim.json', 'cargo_claim_state.json']) {
      const rel = name.startsWith('wl_') ? `logistics/${name}` : `dicts/${name}`;
      expect(readFileSync(join(schemas, rel), 'utf8')).toBe(readFileSync(join(FIXTURES, name), 'utf8'));
    }
    const gen = await generate({ schemasDir: schemas, outDir: generated });
    expect(gen.schemasFormatted).toEqual([]);
    expect(gen.changed.some((f) => /migrations\/\d{4}_create_table_wl_cargo_claim\.ts$/.test(f))).toBe(true);
    const again = await generate({ schemasDir: schemas, outDir: generated, check: true });
    expect([...again.changed, ...again.stale, ...again.schemasFormatted]).toEqual([]);
  }, 120_000);

  it('a dropped field waits for confirmation; a same-type new field is offered as a rename', async () => {
    const rel = 'logistics/wl_cargo_claim.json';
    const draft = readSchemaFile(schemas, rel) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const { claimNo, ...rest } = draft.properties;
    draft.properties = { claimRef: claimNo, ...rest };
    const swap = (names: string[]) => names.map((n) => (n === 'claimNo' ? 'claimRef' : n));
    draft.required = swap(draft.required);
    draft['x-entity'].list.columns = swap(draft['x-entity'].list.columns);
    draft['x-entity'].list.search = swap(draft['x-entity'].list.search);
    const files = { [rel]: draft };
    const check = await checkDraft(schemas, generated, { files });
    expect(check.problems).toEqual([]);
    expect(check.refused.map((r) => r.key)).toEqual(['wl_cargo_claim.claim_no']);
    expect(check.steps.find((s) => s.op.op === 'dropColumn')).toMatchObject({ destructive: true });
    expect(check.renames).toEqual([{ file: rel, table: 'wl_cargo_claim', from: 'claimNo', to: 'claimRef' }]);
    const before = readFileSync(join(schemas, rel), 'utf8');
    await expect(saveDraft(schemas, generated, { files })).rejects.toMatchObject({ status: 409 });
    expect(readFileSync(join(schemas, rel), 'utf8')).toBe(before);

    (draft.properties.claimRef as Record<string, unknown>)['x-renamed-from'] = 'claimNo';
    const renamed = await checkDraft(schemas, generated, { files: { [rel]: draft } });
    expect(renamed.refused).toEqual([]);
    expect(renamed.steps.map((s) => s.op)).toContainEqual(
      expect.objectContaining({ op: 'renameColumn', from: 'claim_no', to: 'claim_ref' }),
    );
    expect(renamed.texts[rel]).toContain('"x-renamed-from": "claimNo"');

    delete (draft.properties.claimRef as Record<string, unknown>)['x-renamed-from'];
    const confirmed = await saveDraft(schemas, generated, { files }, { confirmDestructive: true });
    expect(confirmed.allowDestructive).toEqual(['wl_cargo_claim.claim_no']);
    expect(confirmed.written).toEqual([rel]);
  });
});
