import { describe, expect, it } from 'vitest';
import { addField, menuOf, move, newEntity, placeInMenu, removeField, renameField, setIn } from './draft-model.ts';

describe('studio draft model', () => {
  it('a new entity takes its table, API path and permission prefix from its name', () => {
    const e = newEntity('wl_cargo_claim', '货损理赔', 'Cargo claims');
    expect(e['x-entity']).toMatchObject({
      table: 'wl_cargo_claim',
      api: '/wl/cargoClaim',
      permission: 'wl:cargoClaim',
    });
  });

  it('setIn leaves out empty values and the empty objects they leave', () => {
    const e = setIn({ a: { b: 1 } }, ['a', 'b'], '');
    expect(e).toEqual({});
    expect(setIn({}, ['x', 'list', 'columns'], ['a'])).toEqual({ x: { list: { columns: ['a'] } } });
  });

  it('a rename keeps the field in place, renames it in every list and marks x-renamed-from', () => {
    let e = newEntity('wl_x', 'X', 'X');
    e = addField(e, 'a', 'text', 'A', 'A');
    e = addField(e, 'b', 'money', 'B', 'B');
    e = setIn(e, ['required'], ['b']);
    e = setIn(e, ['x-entity', 'list', 'columns'], ['a', 'b']);
    e = setIn(e, ['x-entity', 'unique'], [['b']]);
    const r = renameField(e, 'b', 'c', true);
    expect(Object.keys(r.properties)).toEqual(['a', 'c']);
    expect(r.properties.c).toMatchObject({ format: 'money', 'x-renamed-from': 'b' });
    expect(r.required).toEqual(['c']);
    expect(r['x-entity'].list.columns).toEqual(['a', 'c']);
    expect(r['x-entity'].unique).toEqual([['c']]);
    expect(renameField(e, 'b', 'c', false).properties.c['x-renamed-from']).toBeUndefined();
    const gone = removeField(r, 'c');
    expect(gone.required).toBeUndefined();
    expect(gone['x-entity'].list.columns).toEqual(['a']);
  });

  it('places the entity once in the menu, under the chosen parent', () => {
    const menus = [{ key: 'basic', children: [{ key: 'old', entity: 'wl_x' }] }, { key: 'other' }];
    const entry = { key: 'x', title: 'X', 'x-title': { en: 'X' }, path: '/wl/x', entity: 'wl_x' };
    const placed = placeInMenu(menus, entry, 'other');
    expect(placed[0].children).toEqual([]);
    expect(menuOf(placed, 'wl_x')).toEqual({ entry, parent: 'other' });
    expect(move(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});
