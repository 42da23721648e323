// Detail-table references to an entity that is not a table dictionary search that entity's list by
// its label (the dictionary routes would refuse it); references to a dictTable entity keep the
// table dictionary.
import { describe, expect, it } from 'vitest';
import { columnsFromFields } from '../../core/editable/columns-from-fields.ts';
import type { EntityDef, Registry } from '../../core/registry.ts';
import { fieldDef, memoryProvider } from '../test-fixtures.tsx';
import { withRefSearch } from './ref-search.ts';

const entity = (name: string, over: Partial<EntityDef> = {}): EntityDef => ({
  name,
  title: { zh: name, en: name },
  table: name,
  api: `/wl/${name}`,
  permission: `wl:${name}`,
  tenant: true,
  routes: 'all',
  dictTable: false,
  list: { columns: [], search: [], sort: ['id', 'desc'] },
  unique: [],
  indexes: [],
  fields: [],
  schema: { type: 'object', properties: {} },
  ...over,
});
const order = entity('wl_order', { fields: [fieldDef('orderNo')] });
const site = entity('wl_site', { dictTable: true, fields: [fieldDef('siteName')] });
const tripOrder = entity('wl_trip_order', {
  fields: [
    fieldDef('orderId', { ref: { entity: 'wl_order', label: 'orderNo' } }),
    fieldDef('siteId', { ref: { entity: 'wl_site', label: 'siteName' } }),
  ],
});
const registry: Registry = {
  entities: { wl_order: order, wl_site: site, wl_trip_order: tripOrder },
  dicts: {},
  menus: [],
};

describe('detail reference columns', () => {
  it('search the list of a non-dictionary entity by its label field', async () => {
    const mem = memoryProvider([
      { id: 'o1', orderNo: 'DD001' },
      { id: 'o2', orderNo: 'DD002' },
    ]);
    const columns = withRefSearch(
      columnsFromFields(tripOrder.fields, ['orderId', 'siteId'], 'zh-CN'),
      tripOrder,
      registry,
      mem.provider,
    );
    const [orderCol, siteCol] = columns;
    expect(orderCol!.dictCode).toBeUndefined();
    expect(await orderCol!.search!('DD')).toEqual([
      { value: 'o1', text: 'DD001' },
      { value: 'o2', text: 'DD002' },
    ]);
    expect(mem.calls.at(-1)).toEqual({
      op: 'getList',
      entity: 'wl_order',
      arg: { pageNo: 1, pageSize: 10, orderNo: '*DD*' },
    });
    await orderCol!.search!('');
    expect(mem.calls.at(-1)?.arg).toEqual({ pageNo: 1, pageSize: 10 });
    expect(siteCol).toMatchObject({ type: 'sel_search_async', dictCode: 'wl_site,siteName,id' });
    expect(siteCol!.search).toBeUndefined();
  });
});
