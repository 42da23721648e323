// The advanced query refuses or takes literally whatever a client sends: SQL in field names, rule
// names and match types (flat and nested) is a 400 naming the part; SQL in the value of every rule
// is a literal value (the sites are named after the payloads, so each answer is exactly the rows
// that match the text, never more); non-list or deeply nested JSON and 10,000 conditions are 400s.
// No answer carries SQL or driver text, and the tables stay as they were. Time-based payloads
// (sleep, pg_sleep, randomblob) only ever travel as bound values or are refused before any query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_RULES, type QueryRule } from '../../runtime/core/query-tree.ts';
import type { PageResult } from '../../runtime/core/wire.ts';
import { DIALECTS } from './helpers/databases.ts';
import { addOk, snapshot } from './helpers/seed.ts';
import { startTestApp, type Answer, type TestApp } from './helpers/test-app.ts';

const PAYLOADS = [
  "x' or '1'='1",
  'x" or "1"="1',
  "'; drop table wl_site; --",
  '1) or (1=1',
  "' union select password from sys_user --",
  "1' and sleep(5)--",
  "'; select pg_sleep(5); --",
  '1 or randomblob(1000000000)',
  '%_\\',
];

const LEAK = /SQLITE_|syntax error|relation "|does not exist|near "|unterminated|node_modules|\.ts:\d+|\n\s+at /i;

type Site = { siteName: string };
const en = { 'accept-language': 'en' };

describe.each(DIALECTS)('advanced query injection on %s', (dialect) => {
  let t: TestApp;
  /** Site names in the database's own ascending order (its collation decides gt/lt on text). */
  let ordered: string[];
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    for (const [i, name] of ['Plain', ...PAYLOADS].entries())
      await addOk(t, '/wl/site', { siteName: name, type: i % 4, siteMode: 0 });
    const all = await t.get<PageResult<Site>>('/wl/site/list', { column: 'siteName', order: 'asc', pageSize: 100 });
    ordered = all.body.result.records.map((r) => r.siteName);
  });
  afterAll(async () => t?.close());

  const list = (superQueryParams: string, superQueryMatchType?: string) =>
    t.get<PageResult<Site>>('/wl/site/list', { superQueryParams, superQueryMatchType, pageSize: 100 }, en);
  const tree = (params: unknown[], matchType: unknown = 'and') => JSON.stringify({ matchType, params });

  function refused(r: Answer, mention?: RegExp | string) {
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 400, result: null });
    expect(JSON.stringify(r.body)).not.toMatch(LEAK);
    if (mention) expect(r.body.message).toMatch(mention);
  }
  const names = (r: Answer<PageResult<Site>>) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.records.map((x) => x.siteName).sort();
  };

  /** The rows a rule on siteName must return for a payload taken literally. */
  function literal(rule: QueryRule, p: string): string[] {
    const low = (s: string) => s.toLowerCase();
    const at = ordered.indexOf(p);
    const pick: Record<QueryRule, () => string[]> = {
      eq: () => [p],
      ne: () => ordered.filter((n) => n !== p),
      like: () => ordered.filter((n) => low(n).includes(low(p))),
      left_like: () => ordered.filter((n) => low(n).endsWith(low(p))),
      right_like: () => ordered.filter((n) => low(n).startsWith(low(p))),
      in: () => [p],
      gt: () => ordered.slice(at + 1),
      ge: () => ordered.slice(at),
      lt: () => ordered.slice(0, at),
      le: () => ordered.slice(0, at + 1),
      empty: () => [],
      not_empty: () => ordered,
      between: () => [p],
    };
    return pick[rule]().sort();
  }
  /** `in` and `between` take lists: the payload is one element (commas in it would split a text). */
  const valueFor = (rule: QueryRule, p: string) => (rule === 'in' ? [p] : rule === 'between' ? [p, p] : p);

  it('takes SQL in the value of every rule literally, flat and nested', async () => {
    const before = await snapshot(t);
    for (const rule of QUERY_RULES) {
      for (const p of PAYLOADS) {
        const cond = { field: 'siteName', rule, val: valueFor(rule, p) };
        const want = literal(rule, p);
        expect(names(await list(JSON.stringify([cond]))), `${rule} ${p}`).toEqual(want);
        expect(names(await list(tree([{ matchType: 'or', params: [cond] }]))), `${rule} ${p}`).toEqual(want);
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses SQL as the value of typed fields', async () => {
    for (const rule of QUERY_RULES.filter((r) => !['empty', 'not_empty'].includes(r))) {
      for (const p of PAYLOADS) {
        const expectText = /like$/.test(rule) ? 'does not support the operator' : 'expected an integer';
        refused(await list(JSON.stringify([{ field: 'type', rule, val: valueFor(rule, p) }])), expectText);
        const time = JSON.stringify([
          { field: 'createTime', rule: rule === 'like' ? 'eq' : rule, val: valueFor(rule, p) },
        ]);
        refused(await list(time));
      }
    }
  });

  it('refuses SQL in field names, rule names and match types', async () => {
    const before = await snapshot(t);
    for (const p of PAYLOADS) {
      refused(await list(JSON.stringify([{ field: p, rule: 'eq', val: '1' }])), 'Unknown query field');
      refused(
        await list(tree([{ matchType: 'and', params: [{ field: p, rule: 'eq', val: '1' }] }])),
        'Unknown query field',
      );
      refused(await list(JSON.stringify([{ field: 'siteName', rule: p, val: '1' }])), 'Unknown query rule');
      refused(await list(JSON.stringify([{ field: 'siteName', rule: 'eq', val: '1' }]), p), 'Unknown match type');
      refused(await list(tree([{ field: 'siteName', rule: 'eq', val: '1' }], p)), 'Unknown match type');
      refused(await list(tree([{ matchType: p, params: [] }])), 'Unknown match type');
      // The simple search's field filters and ranges go through the same rules.
      refused(await t.get('/wl/site/list', { [p]: 'x' }, en), 'Unknown query field');
      refused(await t.get('/wl/site/list', { type: p }, en), 'expected an integer');
      expect(names(await t.get<PageResult<Site>>('/wl/site/list', { siteName: p, pageSize: 100 }))).toEqual(
        literal('like', p),
      );
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses JSON that is not a list or group, too deep, too long or too many conditions', async () => {
    for (const bad of [
      '1',
      '"x"',
      'null',
      'true',
      '{}',
      '{"field":"siteName","rule":"eq"}',
      '[1]',
      '[[]]',
      '[null]',
      '{oops',
    ])
      refused(await list(bad), 'must be JSON');
    refused(await list(JSON.stringify([{ field: 'siteName', rule: 'eq', val: { $gt: '' } }])), 'must be JSON');
    refused(await list(`${'['.repeat(5000)}${']'.repeat(5000)}`), 'must be JSON');
    let deep: unknown = { field: 'siteName', rule: 'eq', val: 'Plain' };
    for (let i = 0; i < 50; i++) deep = { matchType: 'or', params: [deep] };
    refused(await list(JSON.stringify(deep)), 'nest at most');
    const cond = { field: 'siteName', rule: 'ne', val: 'x' };
    refused(await list(JSON.stringify(Array.from({ length: 101 }, () => cond))), 'at most 100 conditions');
    refused(await list(JSON.stringify(Array.from({ length: 10_000 }, () => cond))), 'at most 32768 characters');
    const tiny = { field: 'type', rule: 'ne', val: 9 };
    refused(await list(tree([{ matchType: 'or', params: Array<unknown>(101).fill(tiny) }])), 'at most 100 conditions');
    refused(await list(JSON.stringify([{ field: 'siteName', rule: 'like', val: 'x'.repeat(501) }])), 'at most 500');
  });
});
