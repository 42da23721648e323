import { describe, expect, it } from 'vitest';
import { TEMP_ID_PREFIX, type EditableRow } from '../../core/editable/types.ts';
import type { EntityDef, Registry } from '../../core/registry.ts';
import { createPermissionView } from '../permissions.tsx';
import { fieldDef } from '../test-fixtures.tsx';
import { detailErrorsOf, detailPayload, detailTables, menuCodes, rowErrorsFromServer } from './detail-model.ts';

const tier: EntityDef = {
  name: 'wl_freight',
  title: { zh: '运费阶梯', en: 'Freight tier' },
  table: 'wl_freight',
  api: '/wl/freight',
  permission: 'wl:freight',
  tenant: true,
  routes: 'all',
  dictTable: false,
  list: { columns: [], search: [], sort: ['orderNum', 'asc'] },
  unique: [],
  indexes: [],
  fields: [
    fieldDef('templateId', { ref: { entity: 'wl_freight_template', label: 'name' }, required: true }),
    fieldDef('startWeight', { type: 'number', required: true, title: { zh: '起始重量', en: 'Start weight' } }),
    fieldDef('price', { type: 'number', format: 'money', required: true }),
    fieldDef('orderNum', { type: 'integer' }),
  ],
  schema: { type: 'object', properties: {} },
};
const template: EntityDef = {
  ...tier,
  name: 'wl_freight_template',
  table: 'wl_freight_template',
  api: '/wl/freightTemplate',
  permission: 'wl:freightTemplate',
  fields: [fieldDef('name', { required: true })],
  detail: [
    {
      entity: 'wl_freight',
      foreignKey: 'templateId',
      key: 'freightList',
      orderField: 'orderNum',
      columns: ['startWeight', 'price', 'orderNum'],
      title: { zh: '运费阶梯', en: 'Freight tiers' },
    },
  ],
};
const registry = {
  entities: { wl_freight: tier, wl_freight_template: template },
  dicts: {},
  menus: [],
  reports: {},
} as unknown as Registry;

const item = (action: string, type = '2') => ({ action, type, status: '1', describe: action });
const perms = (held: string[], known: string[] = held) =>
  createPermissionView({ menu: [], auth: held.map((a) => item(a)), allAuth: known.map((a) => item(a)) });

describe('detailTables', () => {
  it('gives each detail its columns from the child, the sort column marked and rules from the fields', () => {
    const [table] = detailTables(template, registry, createPermissionView(null), 'edit', 'en');
    expect(table.title).toBe('Freight tiers');
    expect(table.columns.map((c) => [c.key, c.type])).toEqual([
      ['startWeight', 'inputNumber'],
      ['price', 'inputNumber'],
      ['orderNum', 'inputNumber'],
    ]);
    expect(table.columns.find((c) => c.key === 'orderNum')?.isOrder).toBe(true);
    expect(table.columns[0].validateRules?.some((r) => r.required)).toBe(true);
    expect([table.canAdd, table.canEdit, table.canDelete]).toEqual([true, true, true]);
  });

  it('shows an edit only the details the user may list, a create only those the user may add to', () => {
    const all = ['wl:freight:list', 'wl:freight:add', 'wl:freight:edit', 'wl:freight:delete'];
    expect(detailTables(template, registry, perms(['wl:freight:add'], all), 'edit', 'zh-CN')).toEqual([]);
    expect(detailTables(template, registry, perms(['wl:freight:list'], all), 'create', 'zh-CN')).toEqual([]);
    const [readOnly] = detailTables(template, registry, perms(['wl:freight:list'], all), 'edit', 'zh-CN');
    expect([readOnly.canAdd, readOnly.canEdit, readOnly.canDelete]).toEqual([false, false, false]);
  });

  it("reads the child's list code from the user's menu too (an entity with a menu carries it there)", () => {
    const buttons = ['wl:freight:add', 'wl:freight:edit', 'wl:freight:delete'];
    const menu = menuCodes([
      {
        id: 'g',
        path: '/wl',
        children: [
          { id: 'm', path: '/wl/freight', meta: { permission: 'wl:freight:list' } },
          { id: 'n', path: '/wl/site', meta: { permission: 'wl:site:list, wl:site:x' } },
        ],
      },
    ]);
    expect([...menu].sort()).toEqual(['wl:freight:list', 'wl:site:list', 'wl:site:x']);
    expect(detailTables(template, registry, perms(buttons), 'edit', 'zh-CN')).toEqual([]);
    const [table] = detailTables(template, registry, perms(buttons), 'edit', 'zh-CN', menu);
    expect([table.canAdd, table.canEdit, table.canDelete]).toEqual([true, true, true]);
    expect(menuCodes(undefined).size).toBe(0);
  });

  it('leaves out columns a field permission hides and disables read-only ones', () => {
    const view = createPermissionView({
      menu: [],
      auth: [item('wl:freight:list')],
      allAuth: [item('wl:freight:list'), item('wl:freight:field:price', '1'), item('wl:freight:field:orderNum', '2')],
    });
    const [table] = detailTables(template, registry, view, 'edit', 'zh-CN');
    expect(table.columns.map((c) => c.key)).toEqual(['startWeight', 'orderNum']);
    expect(table.columns[1].disabled).toBe(true);
  });
});

describe('detailPayload', () => {
  const [table] = detailTables(template, registry, createPermissionView(null), 'edit', 'zh-CN');
  it('keeps the ids of loaded rows only, the detail columns only, empties as null and text trimmed', () => {
    const values: EditableRow[] = [
      { id: 'a1', startWeight: 0, price: 5, orderNum: 1, stray: 'x' },
      { id: 'k3j2', startWeight: '', price: ' 7 ', orderNum: 2 },
    ];
    expect(detailPayload(values, table.columns, new Set(['a1']))).toEqual([
      { id: 'a1', startWeight: 0, price: 5, orderNum: 1 },
      { startWeight: null, price: '7', orderNum: 2 },
    ]);
  });
});

describe('rowErrorsFromServer', () => {
  it('maps row positions to the table ids, temporary rows under their prefix', () => {
    const values = [{ id: 'a1' }, { id: 'k3j2' }] as EditableRow[];
    const errors = { freightList: { '1': { price: '不能小于0' }, '7': { price: 'x' } } };
    expect(rowErrorsFromServer(errors, 'freightList', values, new Set(['a1']))).toEqual({
      [`${TEMP_ID_PREFIX}k3j2`]: { price: '不能小于0' },
    });
    expect(rowErrorsFromServer(undefined, 'freightList', values, new Set())).toEqual({});
  });

  it('reads the details map from a refused save only', () => {
    expect(detailErrorsOf({ errors: [], details: { freightList: {} } })).toEqual({ freightList: {} });
    expect(detailErrorsOf(null)).toBeUndefined();
    expect(detailErrorsOf({ errors: [] })).toBeUndefined();
  });
});
