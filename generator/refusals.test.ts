// What the generator refuses beyond the meta-schema, each with the file, the JSON pointer and the
// message: formats that do not fit the type, patterns that do not compile, unknown widgets and
// x-options keys, a permission prefix used twice, workflow states outside the dictionary, secret
// reference labels; duplicates blamed on the newer file; every problem of a run reported at once.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRegistry } from './build-registry.ts';
import { loadSchemas, SchemaError, type SchemaProblem } from './load.ts';

let dir: string;
let schemas: string;

type Json = Record<string, unknown>;
const t = (zh: string, en: string) => ({ title: zh, 'x-title': { en } });

const entity = (id: string, props: Json = {}, over: Json = {}, x: Json = {}) => ({
  $id: id,
  ...t('物件', 'Thing'),
  type: 'object',
  'x-entity': {
    table: id,
    api: `/zz/${id.slice(3)}`,
    permission: `zz:${id.slice(3)}`,
    list: { columns: ['name'] },
    ...x,
  },
  properties: { name: { type: 'string', ...t('名称', 'Name'), maxLength: 20 }, ...props },
  ...over,
});

function write(body: unknown, name: string, mtime?: number): string {
  mkdirSync(join(schemas, 'fixtures'), { recursive: true });
  const path = join(schemas, 'fixtures', name);
  writeFileSync(path, JSON.stringify(body));
  if (mtime !== undefined) utimesSync(path, mtime, mtime);
  return path;
}

function problems(): SchemaProblem[] {
  try {
    buildRegistry(loadSchemas(schemas));
  } catch (err) {
    expect(err).toBeInstanceOf(SchemaError);
    return (err as SchemaError).problems;
  }
  throw new Error('the generator accepted a broken schema');
}

/** The one problem at this file and pointer (fails when there is none or several). */
function at(file: string, pointer: string): string {
  const found = problems().filter((p) => p.file === `fixtures/${file}` && p.pointer === pointer);
  expect(
    found.map((p) => p.message),
    `problems at ${file} ${pointer}`,
  ).toHaveLength(1);
  return found[0]!.message;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gen-refusals-'));
  schemas = join(dir, 'schemas');
  cpSync(resolve(import.meta.dirname, '../schemas'), schemas, { recursive: true, preserveTimestamps: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('generator refuses fields that would misbehave', () => {
  it('a format that does not fit the type (money on a string field)', () => {
    write(entity('zz_fee', { amount: { type: 'string', ...t('金额', 'Amount'), format: 'money' } }), 'zz_fee.json');
    expect(at('zz_fee.json', '/properties/amount/format')).toBe(
      'format "money" does not fit type "string": it needs type "number"',
    );
  });

  it('an x-english that names no field, a non-string field or a field with its own companion', () => {
    const name = (english: string) => ({ type: 'string', ...t('名称', 'Name'), maxLength: 20, 'x-english': english });
    const nameEn = { type: 'string', ...t('英文名称', 'English name'), maxLength: 20 };
    write(entity('zz_a', { name: name('nameEnglish') }), 'zz_a.json');
    write(entity('zz_b', { name: name('rank'), rank: { type: 'integer', ...t('序号', 'Rank') } }), 'zz_b.json');
    write(entity('zz_c', { name: name('nameEn'), nameEn: { ...nameEn, 'x-english': 'name' } }), 'zz_c.json');
    write(entity('zz_d', { name: name('nameEn'), nameEn }), 'zz_d.json');
    expect(at('zz_a.json', '/properties/name/x-english')).toBe(
      'x-english names "nameEnglish", which is not a field of this entity',
    );
    expect(at('zz_b.json', '/properties/name/x-english')).toBe(
      'x-english names "rank", which is not a plain string field',
    );
    expect(at('zz_c.json', '/properties/name/x-english')).toBe(
      'x-english names "nameEn", which is not a plain string field',
    );
    expect(problems().filter((p) => p.file === 'fixtures/zz_d.json')).toEqual([]);
  });

  it('a transition field whose entityField is missing, unknown or not an entity field', () => {
    const action = (options?: Json) => ({
      type: 'string',
      ...t('操作', 'Action'),
      maxLength: 64,
      'x-widget': 'transition',
      ...(options ? { 'x-options': options } : {}),
    });
    const kind = { type: 'string', ...t('实体', 'Entity'), maxLength: 64, 'x-widget': 'entity' };
    write(entity('zz_a', { action: action() }), 'zz_a.json');
    write(entity('zz_b', { action: action({ entityField: 'kind' }) }), 'zz_b.json');
    write(entity('zz_c', { action: action({ entityField: 'name' }) }), 'zz_c.json');
    write(entity('zz_d', { action: action({ entityField: 'kind' }), kind }), 'zz_d.json');
    const need =
      'a "transition" field needs x-options entityField naming a field of this entity with x-widget "entity"';
    expect(at('zz_a.json', '/properties/action/x-options/entityField')).toBe(need);
    expect(at('zz_b.json', '/properties/action/x-options/entityField')).toBe(
      `${need}; "kind" is not a field of this entity`,
    );
    expect(at('zz_c.json', '/properties/action/x-options/entityField')).toBe(`${need}; "name" is not one`);
    expect(problems().filter((p) => p.file === 'fixtures/zz_d.json')).toEqual([]);
  });

  it('a string format on a number field', () => {
    write(entity('zz_fee', { when: { type: 'number', ...t('时间', 'When'), format: 'date-time' } }), 'zz_fee.json');
    expect(at('zz_fee.json', '/properties/when/format')).toBe(
      'format "date-time" does not fit type "number": it needs type "string"',
    );
  });

  it('a pattern that does not compile', () => {
    write(entity('zz_code', { code: { type: 'string', ...t('编码', 'Code'), pattern: '([A-Z]+' } }), 'zz_code.json');
    expect(at('zz_code.json', '/properties/code/pattern')).toMatch(
      /^pattern does not compile \(the server and the form use new RegExp\(pattern, 'u'\)\): Invalid regular expression: .*Unterminated group/,
    );
  });

  it('a pattern that compiles only without the unicode flag the server and the browser use', () => {
    const pattern = '^\\d{3}\\-\\d{4}$';
    expect(() => new RegExp(pattern)).not.toThrow();
    write(entity('zz_code', { code: { type: 'string', ...t('编码', 'Code'), pattern } }), 'zz_code.json');
    expect(at('zz_code.json', '/properties/code/pattern')).toMatch(/^pattern does not compile .*Invalid escape/);
  });

  it('an unknown x-widget', () => {
    const kind = { type: 'integer', ...t('类型', 'Kind'), 'x-dict': 'sex', 'x-widget': 'radoi' };
    write(entity('zz_kind', { kind }), 'zz_kind.json');
    expect(at('zz_kind.json', '/properties/kind/x-widget')).toMatch(
      /^unknown widget "radoi"; the form knows "dict", "ref", .*"radio", .*"switch"/,
    );
  });

  it('an x-options key the widget does not read', () => {
    const flag = {
      type: 'string',
      ...t('启用', 'On'),
      'x-widget': 'switch',
      'x-options': { on: '1', off: '0', max: 3 },
    };
    write(entity('zz_flag', { flag }), 'zz_flag.json');
    expect(at('zz_flag.json', '/properties/flag/x-options/max')).toBe(
      'x-options key "max" is not read by the "switch" widget (it reads "on", "off", "span")',
    );
  });

  it('an x-options key on a field without a widget of its own', () => {
    const note = { type: 'string', ...t('备注', 'Note'), 'x-options': { confirm: true } };
    write(entity('zz_note', { note }), 'zz_note.json');
    expect(at('zz_note.json', '/properties/note/x-options/confirm')).toBe(
      'x-options key "confirm" is not read by the default widget (it reads "span")',
    );
  });

  it('a reference labelled by a secret field', () => {
    const owner = { type: 'string', ...t('用户', 'User'), 'x-ref': { entity: 'sys_user', label: 'password' } };
    write(entity('zz_owned', { owner }), 'zz_owned.json');
    expect(at('zz_owned.json', '/properties/owner/x-ref/label')).toBe(
      '"password" of entity "sys_user" is secret and never sent, so it cannot label the reference; pick a field the list shows',
    );
  });
});

describe('generator refuses workflows outside the dictionary', () => {
  const workflow = (from: unknown[], to: unknown, def?: unknown, dict: string | null = 'apply_state') => {
    const state = { type: 'integer', ...t('状态', 'State'), ...(dict ? { 'x-dict': dict } : {}), default: def };
    if (def === undefined) delete (state as Json).default;
    return entity('zz_flow', { state }, { 'x-states': { field: 'state', transitions: [{ name: 'go', from, to }] } });
  };

  it('a transition from a state that is not a dictionary code', () => {
    write(workflow([0, 7], 1), 'zz_flow.json');
    expect(at('zz_flow.json', '/x-states/transitions/0/from/1')).toMatch(
      /^state 7 is not a code of dictionary "apply_state" \(0, 1/,
    );
  });

  it('a transition to a state that is not a dictionary code', () => {
    write(workflow([0], 'done'), 'zz_flow.json');
    expect(at('zz_flow.json', '/x-states/transitions/0/to')).toMatch(
      /^state "done" is not a code of dictionary "apply_state"/,
    );
  });

  it('an initial state (the default) outside the dictionary', () => {
    write(workflow([0], 1, 9), 'zz_flow.json');
    expect(at('zz_flow.json', '/properties/state/default')).toMatch(
      /^the initial state \(the default\) 9 is not a code of dictionary "apply_state"/,
    );
  });

  it('accepts codes written as text of an integer dictionary (states compare as text)', () => {
    write(workflow(['0'], '1', 0), 'zz_flow.json');
    expect(() => buildRegistry(loadSchemas(schemas))).not.toThrow();
  });
});

describe('generator refuses duplicates, blaming the newer file', () => {
  const old = Date.now() / 1000 - 3600;

  it('a permission prefix another entity already uses (the later modified file is blamed)', () => {
    write(entity('zz_bbb', {}, {}, { permission: 'zz:same' }), 'zz_bbb.json', old);
    write(entity('zz_aaa', {}, {}, { permission: 'zz:same' }), 'zz_aaa.json');
    expect(at('zz_aaa.json', '/x-entity/permission')).toBe(
      'permission prefix "zz:same" is already used by fixtures/zz_bbb.json',
    );
    expect(problems().filter((p) => p.file === 'fixtures/zz_bbb.json')).toEqual([]);
  });

  it('a permission prefix of an entity of the repository', () => {
    write(entity('zz_site', {}, {}, { permission: 'wl:site' }), 'zz_site.json');
    expect(at('zz_site.json', '/x-entity/permission')).toBe(
      'permission prefix "wl:site" is already used by logistics/wl_site.json',
    );
  });

  it('a duplicate table: a file git does not track is newer than a tracked one, whatever the times', () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: schemas, stdio: 'ignore' });
    write(entity('zz_aaa', {}, {}, { table: 'zz_same' }), 'zz_aaa.json');
    git('init', '-q');
    git('add', 'fixtures/zz_aaa.json');
    write(entity('zz_bbb', {}, {}, { table: 'zz_same' }), 'zz_bbb.json', old); // older, but untracked
    expect(at('zz_bbb.json', '/x-entity/table')).toBe('table "zz_same" is already used by fixtures/zz_aaa.json');
  });
});

describe('generator: every problem in one run', () => {
  it('cross-file checks run while another file fails its meta-schema, without follow-on noise', () => {
    const broken = entity('zz_broken', { code: { type: 'string', title: '编码' } }); // no x-title
    write(broken, 'zz_broken.json');
    const amount = { type: 'string', ...t('金额', 'Amount'), format: 'money' };
    const link = { type: 'string', ...t('链接', 'Link'), 'x-ref': { entity: 'zz_broken', label: 'name' } };
    write(entity('zz_fee', { amount, link }, {}, { permission: 'wl:site' }), 'zz_fee.json');
    const all = problems().map((p) => `${p.file}: ${p.pointer}: ${p.message}`);
    expect(all).toEqual([
      'fixtures/zz_broken.json: /properties/code: missing required property "x-title"',
      'fixtures/zz_fee.json: /properties/amount/format: format "money" does not fit type "string": it needs type "number"',
      'fixtures/zz_fee.json: /x-entity/permission: permission prefix "wl:site" is already used by logistics/wl_site.json',
    ]);
  });
});
