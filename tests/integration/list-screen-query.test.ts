// The list screen's search form against the real server (SQLite always, PostgreSQL when PG_URL is
// set): values go through the screen's own code path (search-values -> list state -> list params),
// so a date-time range with times, number operators and plain text are checked to mean on the server
// what the form promises.
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valuesToFilters, type SearchValues } from '../../runtime/antd/list/search-values.ts';
import { fieldByName, type FieldDef } from '../../runtime/core/registry.ts';
import type { PageResult } from '../../runtime/core/wire.ts';
import { buildListParams, parseListState, toSearchParams } from '../../runtime/react/list-query.ts';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { seed, type Rec, type Seeded } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const site = registry.entities.wl_site;
// The screen searches list.search; the fee joins it here to exercise a number field.
const entity = { ...site, list: { ...site.list, search: [...site.list.search, 'siteReceiveFee'] } };
const fields = entity.list.search.map((n) => fieldByName(entity, n)).filter((f): f is FieldDef => !!f);

describe.each(DIALECTS)('list screen queries on %s', (dialect) => {
  let t: TestApp;
  let s: Seeded;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    s = await seed(t);
  });
  afterAll(async () => t?.close());

  /** Submit the search form with these values, as the screen does, and list the names found. */
  const search = async (values: SearchValues) => {
    const filters = valuesToFilters(fields, values);
    const state = parseListState(
      toSearchParams({ ...parseListState(new URLSearchParams(), entity), filters }, entity),
      entity,
    );
    const params = { ...buildListParams(entity, state), column: 'siteName', order: 'asc' };
    const r = await t.get<PageResult<Rec>>('/wl/site/list', params as Record<string, string | number>);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.result.records.map((x) => x.siteName);
  };

  it('a date-time range keeps the times picked, to the second', async () => {
    const created = dayjs(String(s.hq.createTime));
    const all = ['HQ', 'N-Outlet-1', 'North Hub', 'South Hub', 'Zeta150x', 'Zeta_50%'];
    expect(await search({ createTime: [created, created.add(1, 'hour')] })).toEqual(all);
    expect(await search({ createTime: [created.subtract(1, 'hour'), created.subtract(1, 'second')] })).toEqual([]);
    expect(await search({ createTime: [null, created.subtract(1, 'second')] })).toEqual([]);
    expect(await search({ createTime: [created.add(1, 'day').startOf('day'), null] })).toEqual([]);
  });

  it('number fields take >=, <= and ! as typed; text searches as like', async () => {
    expect(await search({ siteReceiveFee: '>=12.5' })).toEqual(['North Hub', 'South Hub']);
    expect(await search({ siteReceiveFee: '<= 12.5' })).toEqual(expect.arrayContaining(['HQ', 'North Hub']));
    expect(await search({ siteReceiveFee: '<= 12.5' })).not.toContain('South Hub');
    expect(await search({ siteReceiveFee: '20' })).toEqual(['South Hub']);
    expect(await search({ siteReceiveFee: '!20', siteName: 'hub' })).toEqual(['North Hub']);
  });
});
