import { describe, expect, it } from 'vitest';
import type { DepartNode } from '../../../react/use-depart-tree.ts';
import { checkLinked, filterDepartTree, parentKeys } from './depart-tree-utils.ts';
import { departPickerOptions, userPickerOptions } from './picker-options.ts';
import { pickerField } from './picker-test-fixtures.tsx';
import { ellipsis, joinKeys, splitKeys } from './picker-values.ts';

const n = (key: string, parentId: string | null, children?: DepartNode[]): DepartNode => ({
  id: key,
  key,
  title: `Dept ${key}`,
  departName: `Dept ${key}`,
  parentId,
  ...(children ? { children } : {}),
});
const roots = [n('A', null, [n('A1', 'A', [n('A1x', 'A1')]), n('A2', 'A')]), n('B', null)];
const byId = new Map<string, DepartNode>();
const index = (list: DepartNode[]) =>
  list.forEach((d) => {
    byId.set(d.id, d);
    index(d.children ?? []);
  });
index(roots);

describe('picker values', () => {
  it('splits and joins comma lists', () => {
    expect(splitKeys(' a, b,,a ')).toEqual(['a', 'b']);
    expect(splitKeys(undefined)).toEqual([]);
    expect(splitKeys(['x', 'y'])).toEqual(['x', 'y']);
    expect(joinKeys([])).toBeUndefined();
    expect(joinKeys(['a', 'b'])).toBe('a,b');
  });

  it('cuts texts wider than 25 with an ellipsis, Chinese characters counting 2', () => {
    expect(ellipsis('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsis('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
    expect(ellipsis('张'.repeat(30))).toBe(`${'张'.repeat(12)}...`);
  });
});

describe('department tree helpers', () => {
  it('links checks to subtrees and ancestors', () => {
    expect(checkLinked([], 'A', true, byId).sort()).toEqual(['A', 'A1', 'A1x', 'A2']);
    expect(checkLinked(['A', 'A1', 'A1x', 'A2'], 'A1x', false, byId).sort()).toEqual(['A2']);
    // The last child checked completes its parent, and the parent's parent.
    expect(checkLinked(['A2'], 'A1x', true, byId).sort()).toEqual(['A', 'A1', 'A1x', 'A2']);
    expect(checkLinked(['B'], 'A2', true, byId).sort()).toEqual(['A2', 'B']);
  });

  it('filters by title keeping ancestors, and lists parent keys', () => {
    const found = filterDepartTree(roots, 'a1x');
    expect(found.map((d) => d.key)).toEqual(['A']);
    expect(found[0].children?.map((d) => d.key)).toEqual(['A1']);
    expect(found[0].children?.[0].children?.map((d) => d.key)).toEqual(['A1x']);
    expect(filterDepartTree(roots, '  ')).toBe(roots);
    expect(parentKeys(roots)).toEqual(['A', 'A1']);
  });
});

describe('picker options', () => {
  it('reads multi, store, byDepart and checkStrictly from the field', () => {
    expect(userPickerOptions(pickerField('u', { widget: 'user' }))).toEqual({
      multi: false,
      store: 'username',
      byDepart: false,
    });
    expect(
      userPickerOptions(pickerField('u', { widget: 'user', options: { multi: true, store: 'id' } })),
    ).toMatchObject({ multi: true, store: 'id' });
    expect(departPickerOptions(pickerField('d', { widget: 'depart', multiple: true }))).toEqual({
      multi: true,
      store: 'id',
      checkStrictly: true,
    });
    expect(
      departPickerOptions(pickerField('d', { options: { store: 'orgCode', checkStrictly: false } })),
    ).toMatchObject({ store: 'orgCode', checkStrictly: false });
  });
});
