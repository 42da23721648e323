import { describe, expect, it } from 'vitest';
import type { EntityDef, FieldDef } from './registry.ts';
import { derivedKeys, filledOnAdd } from './round-trip.ts';

const field = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  column: name,
  title: { zh: name, en: name },
  type: 'string',
  sqlType: 'varchar',
  required: false,
  secret: false,
  standard: false,
  readOnly: false,
  ...extra,
});

const entity = (fields: FieldDef[], extra: Partial<EntityDef> = {}): EntityDef => ({
  name: 'zz_thing',
  title: { zh: 'x', en: 'x' },
  table: 'zz_thing',
  api: '/zz/thing',
  permission: 'zz:thing',
  tenant: true,
  routes: 'all',
  dictTable: false,
  list: { columns: [], search: [], sort: ['id', 'desc'] },
  unique: [],
  indexes: [],
  fields: [field('id', { standard: true }), ...fields],
  schema: { type: 'object' },
  ...extra,
});

describe('round trips: keys a read row carries, fields add may leave out', () => {
  it('labels every dictionary and reference field; a tree adds hasChild and children', () => {
    const fields = [
      field('name'),
      field('kind', { type: 'integer', dict: 'kind' }),
      field('siteId', { ref: { entity: 'wl_site', label: 'siteName' } }),
    ];
    expect(derivedKeys(entity(fields))).toEqual(['kind_dictText', 'siteId_dictText']);
    expect(derivedKeys(entity([field('area', { format: 'area' })]))).toEqual(['area_dictText']);
    const tree = entity([...fields, field('parentId')], { tree: { parentField: 'parentId' } });
    expect(derivedKeys(tree)).toEqual(['kind_dictText', 'siteId_dictText', 'hasChild', 'children']);
  });

  it('never names a secret field, nor a key that is one of the fields', () => {
    const secret = field('token', { dict: 'kind', secret: true });
    expect(derivedKeys(entity([secret]))).toEqual([]);
    const clash = entity([field('kind', { dict: 'kind' }), field('kind_dictText')]);
    expect(derivedKeys(clash)).toEqual([]);
  });

  it('a default, a fill rule and the workflow status are filled on add; other fields are not', () => {
    const e = entity(
      [
        field('name', { required: true }),
        field('level', { type: 'integer', required: true, default: 0 }),
        field('code', { required: true, fillRule: 'code_rule' }),
        field('state', { required: true }),
      ],
      { states: { field: 'state', transitions: [{ name: 'go', from: ['new'], to: 'done' }] } },
    );
    expect([...filledOnAdd(e)].sort()).toEqual(['code', 'level', 'state']);
  });
});
