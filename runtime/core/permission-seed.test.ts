import { describe, expect, it } from 'vitest';
import { permissionSeedOf } from './permission-seed.ts';
import type { EntityDef, Registry } from './registry.ts';

const entity = (name: string, routes: EntityDef['routes'], extra: Partial<EntityDef> = {}): EntityDef => ({
  name,
  title: { zh: name, en: name },
  table: name,
  api: `/x/${name}`,
  permission: `x:${name}`,
  tenant: false,
  routes,
  dictTable: false,
  list: { columns: ['id'], search: [], sort: ['id', 'desc'] },
  unique: [],
  indexes: [],
  fields: [],
  schema: {},
  ...extra,
});

describe('permissionSeedOf', () => {
  const registry: Registry = {
    entities: {
      a: entity('a', 'all', {
        states: { field: 's', transitions: [{ name: 'approve', from: [0], to: 1 }] },
      }),
      b: entity('b', 'read'),
      c: entity('c', 'none'),
      // a module moves d's status on routes of its own: no code per move
      d: entity('d', 'all', {
        states: { field: 's', routes: false, transitions: [{ name: 'release', from: [0], to: 1 }] },
      }),
    },
    dicts: {},
    reports: {
      ra: { code: 'ra', title: { zh: '报', en: 'R' }, entity: 'a', columns: ['id'], query: [], permission: 'x:a:list' },
      rb: { code: 'rb', title: { zh: '报', en: 'R' }, entity: 'b', columns: ['id'], query: [], permission: 'y:b:pick' },
    },
    menus: [
      { key: 'a', title: { zh: 'A', en: 'A' }, path: '/a', entity: 'a', permission: 'x:a:list' },
      { key: 'p', title: { zh: '页', en: 'Page' }, path: '/p', page: 'p', permission: 'x:page:list' },
    ],
  };
  const codes = permissionSeedOf(registry).map((s) => `${s.type} ${s.code}`);

  it('gives every operation of an entity a code, the list as a menu and the rest as buttons', () => {
    expect(codes.filter((c) => c.includes('x:a:'))).toEqual([
      'menu x:a:list',
      'button x:a:add',
      'button x:a:edit',
      'button x:a:delete',
      'button x:a:deleteBatch',
      'button x:a:exportXls',
      'button x:a:importExcel',
      'button x:a:approve',
    ]);
  });

  it('follows the routes setting and adds bespoke page menus once', () => {
    expect(codes.filter((c) => c.includes('x:b:'))).toEqual(['menu x:b:list', 'button x:b:exportXls']);
    expect(codes.some((c) => c.includes('x:c:'))).toBe(false);
    expect(codes.filter((c) => c.includes('x:d:'))).not.toContain('button x:d:release');
    expect(codes.filter((c) => c.includes('x:d:'))).toContain('button x:d:edit');
    expect(codes.filter((c) => c === 'menu x:page:list')).toHaveLength(1);
  });

  it("seeds a report's own code once as a button of its entity, and nothing for one using the list code", () => {
    const seed = permissionSeedOf(registry);
    expect(seed.filter((s) => s.code === 'y:b:pick')).toEqual([
      { code: 'y:b:pick', entity: 'b', type: 'button', title: { zh: '报:报表', en: 'R: report' } },
    ]);
    expect(seed.filter((s) => s.code === 'x:a:list')).toHaveLength(1);
  });
});
