// The aggregate report checks (build-report-aggregate.ts) on the repository's own entities.
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { buildAggregate, isAggregateReport } from './build-report-aggregate.ts';
import { buildRegistry } from './build-registry.ts';
import { loadSchemas, type SchemaProblem } from './load.ts';

// The product's entities as the generator builds them (the generator never reads src/generated).
const E = buildRegistry(loadSchemas(resolve(import.meta.dirname, '../schemas'))).entities;
type Json = Record<string, unknown>;

function build(r: Json, source = 'wl_order') {
  const problems: SchemaProblem[] = [];
  const built = buildAggregate('reports/x.json', { columns: [], ...r }, E[source], E, problems);
  return { built, messages: problems.map((p) => `${p.pointer}: ${p.message}`) };
}

describe('aggregate reports', () => {
  it('tells an aggregate report from a plain one', () => {
    expect(isAggregateReport({ columns: ['a'] })).toBe(false);
    expect(isAggregateReport({ columns: ['a'], totals: true })).toBe(true);
    expect(isAggregateReport({ columns: [{ name: 'a' }] })).toBe(true);
  });

  it('builds joins, grouped columns, computed columns and filters', () => {
    const { built, messages } = build({
      joins: [
        { as: 'vehicle', ref: 'vehicleId' },
        { as: 'site', ref: 'vehicle.siteId' },
        { as: 'fee', entity: 'wl_order_fee', by: 'orderId', sum: ['amount'] },
      ],
      columns: [
        { name: 'siteName', field: 'site.siteName' },
        { name: 'income', agg: 'sum', field: 'price', title: '收入', 'x-title': { en: 'Income' } },
        { name: 'cost', agg: 'sum', field: 'fee.amount', title: '成本', 'x-title': { en: 'Cost' } },
        { name: 'profit', expr: 'income - cost', title: '利润', 'x-title': { en: 'Profit' } },
      ],
      groupBy: ['site.id'],
      query: [
        { field: 'site.siteName', name: 'siteName' },
        { field: 'createTime', mode: 'range' },
      ],
      sort: ['profit', 'desc'],
    });
    expect(messages).toEqual([]);
    expect(built.aggregate.joins[1]).toEqual({
      kind: 'one',
      as: 'site',
      entity: 'wl_site',
      from: 'vehicle',
      field: 'siteId',
    });
    expect(built.aggregate.columns.map((c) => c.kind)).toEqual(['text', 'money', 'money', 'money']);
    expect(built.aggregate.columns[3].expr).toEqual([
      { sign: 1, column: 'income' },
      { sign: -1, column: 'cost' },
    ]);
    expect(built.aggregate.grouped).toBe(true);
    expect(built.query).toEqual([
      { field: 'siteName', mode: 'single' },
      { field: 'createTime', mode: 'range' },
    ]);
  });

  it('follows a chain of x-ref fields to the target of a summed join', () => {
    const { built, messages } = build(
      {
        joins: [{ as: 'fee', entity: 'wl_order_fee', by: 'orderId.vehicleId.siteId', sum: ['amount'] }],
        columns: ['siteName', { name: 'cost', agg: 'sum', field: 'fee.amount' }],
      },
      'wl_site',
    );
    expect(messages).toEqual([]);
    expect(built.aggregate.joins[0]).toMatchObject({
      kind: 'many',
      by: 'orderId',
      hops: [
        { entity: 'wl_order', field: 'vehicleId' },
        { entity: 'wl_vehicle', field: 'siteId' },
      ],
      to: '',
    });
    const wrong = build(
      { joins: [{ as: 'f', entity: 'wl_order_fee', by: 'orderId.vehicleId', sum: ['amount'] }] },
      'wl_site',
    );
    expect(wrong.messages).toEqual(['/joins/0/by: "orderId.vehicleId" of "wl_order_fee" does not reference "wl_site"']);
  });

  it('reports what the meta-schema cannot see', () => {
    const { messages } = build({
      joins: [
        { as: 'bad', ref: 'orderNo' },
        { as: 'fee', entity: 'wl_order_fee', by: 'remark', sum: ['remark'] },
      ],
      columns: [
        { name: 'x', field: 'nope' },
        { name: 'n', agg: 'sum', field: 'orderNo' },
        { name: 'p', expr: 'n - ghost', title: 'P', 'x-title': { en: 'P' } },
        { name: 'c', agg: 'count' },
      ],
      query: ['vehicle.siteId'],
      sort: ['price', 'asc'],
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        '/joins/0/ref: "orderNo" is not a reference (x-ref) field',
        '/joins/1/by: "remark" of "wl_order_fee" does not reference "wl_order"',
        '/columns/0/field: entity "wl_order" has no field "nope"',
        '/columns/1/agg: "orderNo" is not a number',
        '/columns/2/expr: "ghost" is not an aggregate column listed before "p"',
        '/columns/3: a count column needs title and x-title',
        '/query/0: "vehicle.siteId": join the entity first (joins) and name the join',
        '/sort/0: the sort "price" is not a column of the report',
      ]),
    );
  });

  it('refuses a summed join left unaggregated and secret fields', () => {
    const { messages } = build(
      {
        joins: [{ as: 'fee', entity: 'wl_order_fee', by: 'orderId', sum: ['amount'] }],
        columns: [{ name: 'amount', field: 'fee.amount' }],
      },
      'wl_order',
    );
    expect(messages).toContain('/columns/0/agg: "fee.amount" is a sum over many rows: aggregate it (sum)');
    const secret = build({ columns: ['password'] }, 'sys_user');
    expect(secret.messages).toContain('/columns/0: secret field "password" cannot be in a report');
  });
});
