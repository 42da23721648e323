import { describe, expect, it } from 'vitest';
import { buildListParams, filterKeys, parseListState, textFilter, toSearchParams } from './list-query.ts';
import { siteEntity } from './test-fixtures.tsx';

describe('list query', () => {
  it('reads defaults from an empty URL', () => {
    expect(parseListState(new URLSearchParams(), siteEntity)).toEqual({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
      filters: {},
    });
  });

  it('reads paging, sort and known filters only', () => {
    const state = parseListState(
      new URLSearchParams(
        'pageNo=3&pageSize=20&column=siteName&order=asc&siteName=a&type=1&bogus=x&createTime_begin=2024-01-01',
      ),
      siteEntity,
    );
    expect(state).toEqual({
      pageNo: 3,
      pageSize: 20,
      column: 'siteName',
      order: 'asc',
      filters: { siteName: 'a', type: '1', createTime_begin: '2024-01-01' },
    });
  });

  it('rejects odd page sizes, pages and unknown or secret sort columns', () => {
    const state = parseListState(new URLSearchParams('pageNo=-2&pageSize=15&column=password&order=asc'), siteEntity);
    expect(state).toMatchObject({ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
  });

  it('lists range keys for date fields', () => {
    expect(filterKeys(siteEntity)).toEqual(['siteName', 'type', 'parentId', 'createTime_begin', 'createTime_end']);
  });

  it('writes only non-default values back', () => {
    const state = parseListState(new URLSearchParams('siteName=a&pageNo=2'), siteEntity);
    expect(toSearchParams(state, siteEntity).toString()).toBe('siteName=a&pageNo=2');
    expect(toSearchParams({ ...state, column: 'siteName', order: 'asc' }, siteEntity).toString()).toBe(
      'siteName=a&pageNo=2&column=siteName&order=asc',
    );
  });

  it('turns plain text into like and passes typed operators through', () => {
    expect(textFilter('abc')).toBe('*abc*');
    expect(textFilter(' *abc* ')).toBe('*abc*');
    expect(textFilter('!abc')).toBe('!abc');
    expect(textFilter('>=5')).toBe('>=5');
    expect(textFilter('<=5')).toBe('<=5');
    expect(textFilter('abc*')).toBe('abc*');
    expect(textFilter('  ')).toBe('');
  });

  it('builds list parameters: text as like, dict/ref/range values as they are', () => {
    const state = parseListState(
      new URLSearchParams('siteName=north&type=1&parentId=p1&createTime_begin=2024-01-01 00:00:00'),
      siteEntity,
    );
    expect(buildListParams(siteEntity, state)).toEqual({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
      siteName: '*north*',
      type: '1',
      parentId: 'p1',
      createTime_begin: '2024-01-01 00:00:00',
    });
  });
});
