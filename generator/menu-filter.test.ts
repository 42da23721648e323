// menus.json `filter`: fixed field=value conditions of an entity list, checked against the entity's
// fields, their types and dictionaries, and carried into the registry's MenuDef.
import { describe, expect, it } from 'vitest';
import { buildRegistry } from './build-registry.ts';
import { resolve } from 'node:path';
import type { MenuDef } from '../runtime/core/registry.ts';
import { loadSchemas, SchemaError, type LoadedSchemas } from './load.ts';

const person = {
  $id: 'zz_person',
  title: '人员',
  'x-title': { en: 'Person' },
  type: 'object',
  'x-entity': { table: 'zz_person', api: '/zz/person', permission: 'zz:person', list: { columns: ['name'] } },
  properties: {
    name: { type: 'string', title: '姓名', 'x-title': { en: 'Name' } },
    kind: { type: 'integer', title: '类型', 'x-title': { en: 'Kind' }, 'x-dict': 'zz_kind' },
    active: { type: 'boolean', title: '启用', 'x-title': { en: 'Active' } },
    secret: { type: 'string', title: '密钥', 'x-title': { en: 'Secret' }, 'x-secret': true },
  },
  required: ['name'],
};
const kinds = {
  code: 'zz_kind',
  title: '类型',
  'x-title': { en: 'Kind' },
  items: [1, 2].map((value) => ({ value, title: `类${value}`, 'x-title': { en: `Kind ${value}` } })),
};
const menu = (extra: Record<string, unknown>) => ({
  key: 'people',
  title: '人员',
  'x-title': { en: 'People' },
  path: '/zz/people',
  ...extra,
});

function build(menus: unknown[]) {
  const loaded: LoadedSchemas = {
    root: '/none',
    entities: [{ file: 'zz_person.json', data: person }],
    dicts: [{ file: 'dicts/zz_kind.json', data: kinds }],
    reports: [],
    menus: { file: 'menus.json', data: menus },
  };
  return buildRegistry(loaded);
}

function problems(menus: unknown[]): string {
  try {
    build(menus);
  } catch (err) {
    expect(err).toBeInstanceOf(SchemaError);
    return (err as Error).message;
  }
  throw new Error('the generator accepted a broken menu filter');
}

describe('menus.json filter', () => {
  it('carries a valid filter into the menu definition', () => {
    const registry = build([menu({ entity: 'zz_person', filter: { kind: 2, active: true, name: 'Ann' } })]);
    expect(registry.menus[0]).toMatchObject({
      entity: 'zz_person',
      permission: 'zz:person:list',
      filter: { kind: 2, active: true, name: 'Ann' },
    });
    expect(build([menu({ entity: 'zz_person' })]).menus[0]!.filter).toBeUndefined();
  });

  it('needs an entity list and an object of conditions', () => {
    expect(problems([menu({ page: 'x', filter: { kind: 1 } })])).toContain(
      'menus.json: /0/filter: a filter needs the menu entry to show an entity list',
    );
    for (const filter of [[], {}, 'kind=1', null]) {
      expect(problems([menu({ entity: 'zz_person', filter })])).toContain(
        'menus.json: /0/filter: a filter must be an object of field: value conditions',
      );
    }
  });

  it('names unknown or secret fields, wrong types and codes outside the dictionary', () => {
    const children = [menu({ entity: 'zz_person', filter: { nope: 1, secret: 'x', kind: '1', active: 1 } })];
    const msg = problems([menu({ key: 'g', children }), menu({ key: 'h', entity: 'zz_person', filter: { kind: 3 } })]);
    expect(msg).toContain('menus.json: /0/children/0/filter/nope: "nope" is not a field of zz_person');
    expect(msg).toContain('menus.json: /0/children/0/filter/secret: "secret" is not a field of zz_person');
    expect(msg).toContain('menus.json: /0/children/0/filter/kind: must be a value of type integer');
    expect(msg).toContain('menus.json: /0/children/0/filter/active: must be a value of type boolean');
    expect(msg).toContain('menus.json: /1/filter/kind: 3 is not a code of dictionary "zz_kind"');
  });

  it('is used by the product menus: pending orders and the users by role type', () => {
    const registry = buildRegistry(loadSchemas(resolve(import.meta.dirname, '../schemas')));
    const all = (ms: MenuDef[]): MenuDef[] => ms.flatMap((m) => [m, ...all(m.children ?? [])]);
    const menus = all(registry.menus);
    expect(menus.find((m) => m.path === '/wl/order/PendingOrderList')).toMatchObject({
      entity: 'wl_order',
      filter: { orderState: 10 },
    });
    const byRole = [1, 2, 3].map((n) => menus.find((m) => m.entity === 'sys_user' && m.filter?.roleType === n));
    expect(byRole.map((m) => m?.title.en)).toEqual(['Couriers', 'Stock-out assistants', 'Stock-in assistants']);
  });
});
