import { describe, expect, it } from 'vitest';
import type { EntityDef, FieldDef } from '../core/registry.ts';
import {
  buildListParams,
  filterKeys,
  filterValue,
  isNumberFilter,
  parseListState,
  textFilter,
  toSearchParams,
} from './list-query.ts';
import { siteEntity } from './test-fixtures.tsx';

const fee = siteEntity.fields.find((f) => f.name === 'fee')!;
const tags: FieldDef = { ...siteEntity.fields[0], name: 'tags', dict: 'site_type', multiple: true };
const wider: EntityDef = {
  ...siteEntity,
  fields: [...siteEntity.fields, tags],
  list: { ...siteEntity.list, search: [...siteEntity.list.search, 'fee', 'tags'] },
};

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

  it('number filters: exact or with !, >=, <= (no like); anything else is not a number filter', () => {
    for (const ok of ['5', '-3', '12.50', '>=5', '<=5.5', '!0', '>= 7']) expect(isNumberFilter(ok)).toBe(true);
    for (const bad of ['abc', '*5*', '5*', '>5x', '=5', '1,2', '', '>=']) expect(isNumberFilter(bad)).toBe(false);
    expect(filterValue(fee, ' >= 12.5 ')).toBe('>=12.5');
    expect(filterValue(fee, '!3')).toBe('!3');
    expect(filterValue(fee, '7')).toBe('7');
  });

  it('searches an entity picked from a select by its exact name, not with like', () => {
    const entityName: FieldDef = { ...siteEntity.fields[0], name: 'entityName', widget: 'entity' };
    expect(filterValue(entityName, 'wl_driver')).toBe('wl_driver');
    expect(filterValue(siteEntity.fields[0], 'wl_driver')).toBe('*wl_driver*');
  });

  it('searches a multi-valued dictionary field by one value with like', () => {
    expect(filterValue(tags, '1')).toBe('*1*');
    expect(filterValue(tags, ' ')).toBe('');
    const state = parseListState(new URLSearchParams('tags=1&fee=%3E%3D10'), wider);
    expect(buildListParams(wider, state)).toMatchObject({ tags: '*1*', fee: '>=10' });
  });
});
