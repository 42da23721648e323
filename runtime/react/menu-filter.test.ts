import { describe, expect, it } from 'vitest';
import type { EntityDef, FieldDef } from '../core/registry.ts';
import { fixedDefaults, menuFilterParams } from './menu-filter.ts';
import { siteEntity } from './test-fixtures.tsx';

const base = siteEntity.fields[0]!;
const field = (name: string, type: FieldDef['type']): FieldDef => ({ ...base, name, column: name, type });
const entity: EntityDef = {
  ...siteEntity,
  fields: [field('roleType', 'integer'), field('ratio', 'number'), field('active', 'boolean'), field('code', 'string')],
};

describe('menu filter', () => {
  it('becomes list query parameters', () => {
    expect(menuFilterParams({ roleType: 1, active: true, code: 'A' })).toEqual({
      roleType: '1',
      active: 'true',
      code: 'A',
    });
    expect(menuFilterParams(undefined)).toBeUndefined();
    expect(menuFilterParams({})).toBeUndefined();
  });

  it('types fixed parameters back into the values a new record starts with', () => {
    expect(fixedDefaults(entity, { roleType: '2', ratio: '0.5', active: 'true', code: '007', other: 'x' })).toEqual({
      roleType: 2,
      ratio: 0.5,
      active: true,
      code: '007',
      other: 'x',
    });
    expect(fixedDefaults(entity, { active: 'false' })).toEqual({ active: false });
    expect(fixedDefaults(entity, undefined)).toBeUndefined();
  });
});
