// The list fuzz end to end: random list queries (list-query-arbitraries.ts) sent to the real server's
// list routes (a site list and the user list with its secret password field) answer 200 with a page or
// a clean 400, never a 500 or driver text, and leave every table as it was. SQLite always, PostgreSQL
// when PG_URL is set.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../src/generated/registry.ts';
import { routeSchemas } from '../../src/generated/route-schemas.ts';
import { createAjv } from '../../src/server/engine/crud/body-validator.ts';
import { buildEntityModels } from '../../src/server/engine/crud/entity-model.ts';
import { DIALECTS } from '../integration/helpers/databases.ts';
import { addOk, snapshot } from '../integration/helpers/seed.ts';
import { startTestApp, type TestApp } from '../integration/helpers/test-app.ts';
import { SQL_FRAGMENTS } from './arbitraries.ts';
import { listQuery } from './list-query-arbitraries.ts';

const LEAK = /SQLITE_|syntax error|relation "|does not exist|near "|unterminated|node_modules|\.ts:\d+|\n\s+at /i;
const models = buildEntityModels(registry, routeSchemas, 'sqlite', createAjv);
const ROUTES = [
  { path: '/wl/site/list', model: models.get('wl_site')! },
  { path: '/sys/user/list', model: models.get('sys_user')! },
];

describe.each(DIALECTS)('fuzz: list routes over HTTP on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    for (const [i, name] of ['Plain', ...SQL_FRAGMENTS.slice(0, 8)].entries())
      await addOk(t, '/wl/site', { siteName: name, type: i % 4, siteMode: 0 });
  });
  afterAll(async () => t?.close());

  it('every SQL fragment (NUL included) as a filter value or query value: a page or a clean 400', async () => {
    for (const frag of SQL_FRAGMENTS) {
      for (const q of [
        { siteName: frag },
        { siteName: `*${frag}*` },
        { type: frag },
        { superQueryParams: JSON.stringify([{ field: 'siteName', rule: 'eq', val: frag }]) },
      ]) {
        const r = await t.get('/wl/site/list', q, { 'accept-language': 'en' });
        expect([200, 400], `${JSON.stringify(q)}: ${JSON.stringify(r.body)}`).toContain(r.status);
        expect(JSON.stringify(r.body)).not.toMatch(LEAK);
      }
    }
  });

  it('answer a page or a clean 400, and change nothing', async () => {
    const before = await snapshot(t);
    const arb = fc.constantFrom(...ROUTES).chain((r) =>
      // The test client sends one value per parameter (repeats are covered by the unit fuzz).
      listQuery(r.model).map((q) => ({
        path: r.path,
        q: Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string')),
      })),
    );
    const seen = { 200: 0, 400: 0 };
    await fc.assert(
      fc.asyncProperty(arb, async ({ path, q }) => {
        const r = await t.get<{ records: unknown[] }>(path, q, { 'accept-language': 'en' });
        expect([200, 400], JSON.stringify(r.body)).toContain(r.status);
        expect(JSON.stringify(r.body)).not.toMatch(LEAK);
        if (r.status === 200) expect(Array.isArray(r.body.result.records)).toBe(true);
        seen[r.status as 200 | 400]++;
      }),
      { numRuns: 150, interruptAfterTimeLimit: 20_000 },
    );
    console.info(`list HTTP fuzz (${dialect}): ${JSON.stringify(seen)}`);
    expect(seen[200]).toBeGreaterThan(5);
    expect(await snapshot(t)).toEqual(before);
  });
});
