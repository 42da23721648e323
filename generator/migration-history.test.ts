// gen guards migration history and takes hand-written data migrations, on a small temp schemas/
// folder (one entity plus the meta-schemas), through generate() and the real CLI.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { splitSql } from './data-migrations.ts';
import { generate } from './generate.ts';

const root = resolve(import.meta.dirname, '..');
let dir: string;
let schemas: string;
let out: string;

const field = (title: string, extra: Record<string, unknown> = {}) => ({
  type: 'string',
  title,
  'x-title': { en: title },
  maxLength: 20,
  ...extra,
});

function writeEntity(props: Record<string, unknown>) {
  const body = {
    $id: 'zz_hist',
    title: '历史',
    'x-title': { en: 'History' },
    type: 'object',
    'x-entity': { table: 'zz_hist', api: '/zz/hist', permission: 'zz:hist', list: { columns: ['name'] } },
    properties: props,
    required: ['name'],
  };
  writeFileSync(join(schemas, 'fixtures/zz_hist.json'), JSON.stringify(body));
}

const gen = (opts: { check?: boolean; allowDestructive?: boolean } = {}) =>
  generate({ schemasDir: schemas, outDir: out, ...opts });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gen-history-'));
  schemas = join(dir, 'schemas');
  out = join(dir, 'generated');
  mkdirSync(join(schemas, 'fixtures'), { recursive: true });
  cpSync(join(root, 'schemas/_meta'), join(schemas, '_meta'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('gen --check guards past migrations', () => {
  it('records a fingerprint per migration and fails, naming it, when one is edited', async () => {
    writeEntity({ name: field('名称') });
    await gen();
    writeEntity({ name: field('名称'), code: field('编码') });
    await gen();
    const snapshot = JSON.parse(readFileSync(join(out, 'migrations/snapshot.json'), 'utf8'));
    expect(Object.keys(snapshot.history)).toEqual(['0001_create_table_zz_hist.ts', '0002_add_column_zz_hist.ts']);
    expect((await gen({ check: true })).changed).toEqual([]);

    const past = join(out, 'migrations/0001_create_table_zz_hist.ts');
    writeFileSync(past, readFileSync(past, 'utf8').replace('length: 20,\n        },', 'length: 40,\n        },'));
    await expect(gen({ check: true })).rejects.toThrow(
      /0001_create_table_zz_hist\.ts was edited after it was recorded/,
    );

    // The real command: exit 1, the file named on stderr.
    const cli = promisify(execFile)(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'generator/cli.ts'), '--check', '--schemas', schemas, '--out', out],
      { cwd: root },
    );
    await expect(cli).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('0001_create_table_zz_hist.ts was edited after it was recorded'),
    });
  }, 60_000);

  it('names a deleted past migration and an edited data migration', async () => {
    writeEntity({ name: field('名称'), weight: field('重量') });
    await gen();
    writeEntity({ name: field('名称'), weight: { type: 'number', title: '重量', 'x-title': { en: 'Weight' } } });
    mkdirSync(join(schemas, 'migrations'));
    const sqlFile = join(schemas, 'migrations/0002_weight.sql');
    writeFileSync(sqlFile, "-- changes: zz_hist.weight\nupdate zz_hist set weight = replace(weight, ';', '');\n");
    await gen();
    const migration = readFileSync(join(out, 'migrations/0002_weight.ts'), 'utf8');
    expect(migration).toContain("op: 'sql'");
    expect(migration).toContain("update zz_hist set weight = replace(weight, ';', '')");
    writeFileSync(sqlFile, '-- changes: zz_hist.weight\nupdate zz_hist set weight = null;\n');
    await expect(gen({ check: true })).rejects.toThrow(/schemas\/migrations\/0002_weight\.sql was edited/);
    rmSync(join(out, 'migrations/0001_create_table_zz_hist.ts'));
    await expect(gen()).rejects.toThrow(/0001_create_table_zz_hist\.ts was deleted/);
  });
});

describe('gen: changes to a table that has data', () => {
  it('migrates safe changes (wider text, integer -> number); a new default needs no operation', async () => {
    writeEntity({ name: field('名称'), qty: { type: 'integer', title: '数', 'x-title': { en: 'Qty' } } });
    await gen();
    writeEntity({
      name: field('名称', { maxLength: 5000, default: 'x' }),
      qty: { type: 'number', title: '数', 'x-title': { en: 'Qty' } },
    });
    const r = await gen();
    const file = r.changed.find((f) => /0002_/.test(f))!;
    const text = readFileSync(join(out, file), 'utf8');
    expect(text.match(/op: 'alterColumn'/g)).toHaveLength(2);
    expect(text).toMatch(/to: \{\s*name: 'name',\s*type: 'text'/);
  });

  it('refuses narrowing and a data migration listing a change that is not pending', async () => {
    writeEntity({ name: field('名称', { maxLength: 50 }) });
    await gen();
    writeEntity({ name: field('名称', { maxLength: 10 }) });
    await expect(gen()).rejects.toThrow(/zz_hist\.name: varchar\(50\) -> varchar\(10\) is narrower/);
    mkdirSync(join(schemas, 'migrations'));
    writeFileSync(join(schemas, 'migrations/0002_cut.sql'), '-- changes: zz_hist.nmae\nselect 1;\n');
    await expect(gen()).rejects.toThrow(/0002_cut\.sql: lists "zz_hist\.nmae", which is not a change/);
  });

  it('refuses x-renamed-from naming a field that still exists', async () => {
    writeEntity({ name: field('名称'), code: field('编码', { 'x-renamed-from': 'name' }) });
    await expect(gen()).rejects.toThrow(/\/properties\/code\/x-renamed-from: "name" is still a field/);
  });

  it('splits SQL at semicolons outside quotes and comments', () => {
    expect(splitSql("-- a; b\nupdate t set a = 'x;y'; /* c; */ delete from t where b = 'it''s';\n\n")).toEqual([
      "update t set a = 'x;y'",
      "delete from t where b = 'it''s'",
    ]);
  });
});
