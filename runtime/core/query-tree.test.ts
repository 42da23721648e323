import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS, hasEmptyCondition, prefixCondition, readQueryTree, type QueryGroup } from './query-tree.ts';

describe('readQueryTree', () => {
  it('reads the flat list with its match type, and a nested group with its own', () => {
    expect(readQueryTree([{ field: 'a', rule: 'eq', val: 1, type: 'int', dictCode: 'x' }], 'or')).toEqual({
      tree: { matchType: 'or', params: [{ field: 'a', rule: 'eq', val: '1' }] },
    });
    const nested = {
      matchType: 'and',
      params: [
        { matchType: 'or', params: [{ field: 'b', rule: 'in', val: [1, '2'] }] },
        { field: 'c', rule: 'empty' },
      ],
    };
    expect(readQueryTree(nested, 'or')).toEqual({
      tree: {
        matchType: 'and',
        params: [
          { matchType: 'or', params: [{ field: 'b', rule: 'in', val: ['1', '2'] }] },
          { field: 'c', rule: 'empty' },
        ],
      },
    });
  });

  it('names an unknown rule or match type and refuses other shapes', () => {
    expect(readQueryTree([{ field: 'a', rule: 'regex' }])).toEqual({ problem: { kind: 'rule', name: 'regex' } });
    expect(readQueryTree([], 'xor')).toEqual({ problem: { kind: 'matchType', name: 'xor' } });
    for (const bad of [
      null,
      1,
      'x',
      {},
      [1],
      [[]],
      [{ field: 1, rule: 'eq' }],
      [{ field: 'a', rule: 'eq', val: {} }],
    ]) {
      expect(readQueryTree(bad)).toEqual({ problem: { kind: 'shape' } });
    }
  });

  it('enforces the limits on conditions, depth, value length and in-values', () => {
    const many = Array.from({ length: QUERY_LIMITS.conditions + 1 }, () => ({ field: 'a', rule: 'eq', val: '1' }));
    expect(readQueryTree(many)).toEqual({ problem: { kind: 'count' } });
    const spread = { matchType: 'and', params: [{ matchType: 'or', params: many.slice(1) }, many[0]] };
    expect(readQueryTree(spread)).toEqual({ problem: { kind: 'count' } });
    let deep: unknown = { matchType: 'and', params: [] };
    for (let i = 0; i < QUERY_LIMITS.depth; i++) deep = { matchType: 'and', params: [deep] };
    expect(readQueryTree(deep)).toEqual({ problem: { kind: 'depth' } });
    const long = 'x'.repeat(QUERY_LIMITS.valueLength + 1);
    expect(readQueryTree([{ field: 'a', rule: 'like', val: long }])).toEqual({
      problem: { kind: 'valueLength', field: 'a' },
    });
    const values = Array.from({ length: QUERY_LIMITS.inValues + 1 }, (_, i) => String(i));
    expect(readQueryTree([{ field: 'a', rule: 'in', val: values }])).toEqual({
      problem: { kind: 'inValues', field: 'a' },
    });
  });
});

describe('prefixCondition', () => {
  it('maps the simple-search operators onto rules', () => {
    expect(prefixCondition('f', '*a*', false)).toEqual({ field: 'f', rule: 'like', val: 'a' });
    expect(prefixCondition('f', '*a', false)).toEqual({ field: 'f', rule: 'left_like', val: 'a' });
    expect(prefixCondition('f', 'a*', false)).toEqual({ field: 'f', rule: 'right_like', val: 'a' });
    expect(prefixCondition('f', '!a', false)).toEqual({ field: 'f', rule: 'ne', val: 'a' });
    expect(prefixCondition('f', '>=1', false)).toEqual({ field: 'f', rule: 'ge', val: '1' });
    expect(prefixCondition('f', '<=1', false)).toEqual({ field: 'f', rule: 'le', val: '1' });
    expect(prefixCondition('f', '1,2', true)).toEqual({ field: 'f', rule: 'in', val: ['1', '2'] });
    expect(prefixCondition('f', '1,2', false)).toEqual({ field: 'f', rule: 'eq', val: '1,2' });
    expect(prefixCondition('f', '*', false)).toBeUndefined();
  });
});

describe('hasEmptyCondition', () => {
  const g = (params: QueryGroup['params']): QueryGroup => ({ matchType: 'and', params });
  it('is true for no conditions or any condition without a value its rule needs', () => {
    expect(hasEmptyCondition(g([]))).toBe(true);
    expect(hasEmptyCondition(g([{ field: 'a', rule: 'eq', val: ' ' }]))).toBe(true);
    expect(hasEmptyCondition(g([{ field: '', rule: 'empty' }]))).toBe(true);
    expect(hasEmptyCondition(g([g([{ field: 'a', rule: 'in', val: [] }])]))).toBe(true);
    expect(hasEmptyCondition(g([{ field: 'a', rule: 'empty' }, g([{ field: 'b', rule: 'in', val: ['1'] }])]))).toBe(
      false,
    );
  });
});
