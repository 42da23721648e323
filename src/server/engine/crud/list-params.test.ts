import { describe, expect, it } from 'vitest';
import { registry } from '../../../generated/registry.ts';
import { routeSchemas } from '../../../generated/route-schemas.ts';
import { HttpError } from '../plugins/http-error.ts';
import { createAjv } from './body-validator.ts';
import { buildEntityModels } from './entity-model.ts';
import { parseListQuery } from './list-params.ts';

const models = buildEntityModels(registry, routeSchemas, 'sqlite', createAjv);
const site = models.get('wl_site')!;
const user = models.get('sys_user')!;
const parse = (q: Record<string, unknown>) => parseListQuery(site, q);

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(400);
    return (err as HttpError).text.en;
  }
  throw new Error('expected a 400');
}

describe('parseListQuery', () => {
  it('defaults to page 1 of 10 in the entity sort order', () => {
    expect(parse({ _t: '1', field: 'id,siteName' })).toEqual({
      pageNo: 1,
      pageSize: 10,
      sort: { column: 'create_time', desc: true },
      where: [],
    });
  });

  it('maps sort columns to database columns, allow-listed', () => {
    expect(parse({ column: 'siteName', order: 'asc' }).sort).toEqual({ column: 'site_name', desc: false });
    expect(parse({ column: 'type_dictText' }).sort).toEqual({ column: 'type', desc: true });
    expect(refusal(() => parse({ column: 'site_name' }))).toBe('Unknown sort column: site_name');
    expect(refusal(() => parseListQuery(user, { column: 'password' }))).toBe('Unknown sort column: password');
    expect(refusal(() => parse({ order: 'sideways' }))).toMatch(/order must be asc or desc/);
  });

  it('checks paging bounds', () => {
    expect(parse({ pageNo: '3', pageSize: '1000' })).toMatchObject({ pageNo: 3, pageSize: 1000 });
    expect(refusal(() => parse({ pageSize: '1001' }))).toMatch(/pageSize must be an integer from 1 to 1000/);
    expect(refusal(() => parse({ pageNo: '0' }))).toMatch(/pageNo/);
    expect(refusal(() => parse({ pageNo: 'x' }))).toMatch(/pageNo/);
  });

  it('turns the prefix operators into conditions with typed values', () => {
    expect(parse({ siteName: '*a_b%*' }).where).toEqual([{ op: 'like', column: 'site_name', pattern: '%a\\_b\\%%' }]);
    expect(parse({ siteName: 'ab*' }).where).toEqual([{ op: 'like', column: 'site_name', pattern: 'ab%' }]);
    expect(parse({ siteName: '*ab' }).where).toEqual([{ op: 'like', column: 'site_name', pattern: '%ab' }]);
    expect(parse({ type: '!1' }).where).toEqual([{ op: 'ne', column: 'type', value: 1 }]);
    expect(parse({ type: '>=1' }).where).toEqual([{ op: 'ge', column: 'type', value: 1 }]);
    expect(parse({ siteReceiveFee: '<=12.5' }).where).toEqual([{ op: 'le', column: 'site_receive_fee', value: 1250 }]);
    expect(parse({ type: '1,2' }).where).toEqual([{ op: 'in', column: 'type', values: [1, 2] }]);
    expect(parse({ siteName: 'a,b' }).where).toEqual([{ op: 'eq', column: 'site_name', value: 'a,b' }]);
    expect(parse({ siteName: '' }).where).toEqual([]);
  });

  it('supports _begin/_end ranges, widening bare dates on datetime fields', () => {
    expect(parse({ createTime_begin: '2026-01-01', createTime_end: '2026-01-31' }).where).toEqual([
      { op: 'ge', column: 'create_time', value: '2026-01-01 00:00:00' },
      { op: 'le', column: 'create_time', value: '2026-01-31 23:59:59' },
    ]);
  });

  it('refuses unknown fields, secret fields, wrong types and misplaced operators', () => {
    expect(refusal(() => parse({ nope: '1' }))).toBe('Unknown query field: nope');
    expect(refusal(() => parseListQuery(user, { password: 'x' }))).toBe('Unknown query field: password');
    expect(refusal(() => parse({ nope_begin: '1' }))).toBe('Unknown query field: nope_begin');
    expect(refusal(() => parse({ type: 'abc' }))).toBe(
      'Invalid value for filter "type" (Site type): expected an integer',
    );
    expect(refusal(() => parse({ type: '*1*' }))).toBe('Filter "type" does not support the operator "like"');
    expect(refusal(() => parse({ siteReceiveFee: '1.234' }))).toMatch(/at most 2 decimals/);
    expect(refusal(() => parse({ createTime_begin: '2026-02-30' }))).toMatch(/createTime_begin/);
    expect(refusal(() => parse({ type: ['1', '2'] }))).toBe('Parameter given more than once: type');
  });
});

describe('superQueryParams', () => {
  const sq = (list: unknown, matchType?: string) =>
    parse({ superQueryParams: encodeURIComponent(JSON.stringify(list)), superQueryMatchType: matchType }).where;

  it('joins typed conditions with the match type', () => {
    expect(
      sq(
        [
          { field: 'siteName', rule: 'right_like', val: 'HQ' },
          { field: 'type', rule: 'in', val: '1,2' },
          { field: 'siteReceiveFee', rule: 'gt', val: 3 },
        ],
        'or',
      ),
    ).toEqual([
      {
        op: 'or',
        items: [
          { op: 'like', column: 'site_name', pattern: 'HQ%' },
          { op: 'in', column: 'type', values: [1, 2] },
          { op: 'gt', column: 'site_receive_fee', value: 300 },
        ],
      },
    ]);
  });

  it('accepts the JSON without the extra URI encoding and skips empty values', () => {
    const where = parse({
      superQueryParams: JSON.stringify([
        { field: 'type', rule: 'eq', val: '2' },
        { field: 'siteName', rule: 'like', val: '' },
      ]),
    }).where;
    expect(where).toEqual([{ op: 'eq', column: 'type', value: 2 }]);
  });

  it('refuses unknown fields, rules, match types and malformed JSON', () => {
    expect(refusal(() => sq([{ field: 'nope', rule: 'eq', val: '1' }]))).toBe('Unknown query field: nope');
    expect(refusal(() => sq([{ field: 'type', rule: 'regex', val: '1' }]))).toBe('Unknown query rule: regex');
    expect(refusal(() => sq([{ field: 'type', rule: 'eq', val: '1' }], 'xor'))).toMatch(/Unknown match type: xor/);
    expect(refusal(() => parse({ superQueryParams: '{oops' }))).toMatch(/superQueryParams must be JSON/);
    expect(refusal(() => sq([{ field: 'type', rule: 'like', val: '1' }]))).toMatch(/does not support the operator/);
  });
});

describe('superQueryParams as a nested group', () => {
  const tree = (g: unknown) => parse({ superQueryParams: JSON.stringify(g) }).where;

  it('compiles groups inside groups with their own match types', () => {
    expect(
      tree({
        matchType: 'and',
        params: [
          {
            matchType: 'or',
            params: [
              { field: 'type', rule: 'in', val: ['1', '2'] },
              { field: 'createTime', rule: 'between', val: ['2026-01-01', '2026-01-31'] },
            ],
          },
          { field: 'siteName', rule: 'like', val: 'HQ' },
          { field: 'person', rule: 'empty' },
        ],
      }),
    ).toEqual([
      {
        op: 'and',
        items: [
          {
            op: 'or',
            items: [
              { op: 'in', column: 'type', values: [1, 2] },
              {
                op: 'and',
                items: [
                  { op: 'ge', column: 'create_time', value: '2026-01-01 00:00:00' },
                  { op: 'le', column: 'create_time', value: '2026-01-31 23:59:59' },
                ],
              },
            ],
          },
          { op: 'like', column: 'site_name', pattern: '%HQ%' },
          {
            op: 'or',
            items: [
              { op: 'isNull', column: 'person' },
              { op: 'eq', column: 'person', value: '' },
            ],
          },
        ],
      },
    ]);
  });

  it('refuses a group without a valid match type and nesting past the limit', () => {
    expect(refusal(() => tree({ matchType: 'nor', params: [] }))).toBe('Unknown match type: nor (must be and or or)');
    let deep: unknown = { field: 'type', rule: 'eq', val: '1' };
    for (let i = 0; i < 6; i++) deep = { matchType: 'and', params: [deep] };
    expect(refusal(() => tree(deep))).toMatch(/nest at most 5 levels/);
  });
});
