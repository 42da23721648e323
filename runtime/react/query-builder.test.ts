import { describe, expect, it } from 'vitest';
import {
  addCondition,
  addGroup,
  changeRule,
  emptyTree,
  queryableFields,
  replaceNode,
  rulesFor,
  setMatchType,
} from './query-builder.ts';
import { siteEntity as site } from './test-fixtures.tsx';

const field = (name: string) => site.fields.find((f) => f.name === name)!;

describe('the query builder model', () => {
  it('offers readable, visible fields with rules by type', () => {
    const names = queryableFields(site, new Set(['personPhone'])).map((f) => f.name);
    expect(names).toEqual(['siteName', 'parentId', 'type', 'fee', 'createTime']);
    expect(rulesFor(field('parentId'))).toContain('in');
    expect(rulesFor(field('type'))).toEqual(['eq', 'in', 'ne', 'empty', 'not_empty']);
    expect(rulesFor(field('siteName'))[0]).toBe('like');
    expect(rulesFor(field('createTime'))).toContain('between');
    expect(rulesFor(field('siteName'))).not.toContain('gt');
  });

  it("'in' takes several values and switching away keeps the first", () => {
    const c = changeRule({ field: 'type', rule: 'eq', val: '1' }, 'in');
    expect(c).toEqual({ field: 'type', rule: 'in', val: ['1'] });
    expect(changeRule({ ...c, val: ['1', '2'] }, 'ne')).toEqual({ field: 'type', rule: 'ne', val: '1' });
    expect(changeRule({ ...c, val: ['1', '2'] }, 'empty')).toEqual({ field: 'type', rule: 'empty' });
    expect(changeRule({ field: 'createTime', rule: 'ge', val: '2026-01-01' }, 'between').val).toEqual([
      '2026-01-01',
      '',
    ]);
  });

  it('adds, nests, re-joins and removes by path', () => {
    let tree = addGroup(emptyTree(), []);
    tree = addCondition(tree, [1]);
    tree = setMatchType(tree, [1], 'and');
    expect(tree).toEqual({
      matchType: 'and',
      params: [
        { field: '', rule: 'eq' },
        {
          matchType: 'and',
          params: [
            { field: '', rule: 'eq' },
            { field: '', rule: 'eq' },
          ],
        },
      ],
    });
    tree = replaceNode(tree, [1, 0], undefined);
    tree = replaceNode(tree, [0], undefined);
    expect(tree).toEqual({ matchType: 'and', params: [{ matchType: 'and', params: [{ field: '', rule: 'eq' }] }] });
    let deep = emptyTree();
    for (let i = 0; i < 10; i++)
      deep = addGroup(
        deep,
        Array(i)
          .fill(1)
          .map((_, k) => (k === 0 ? 1 : 1)),
      );
    let depth = 0;
    for (let g: unknown = deep; g && typeof g === 'object' && 'params' in g; depth++) {
      g = (g as { params: unknown[] }).params[1];
    }
    expect(depth).toBe(5);
  });
});
