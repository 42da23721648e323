// Indexes: declared ones (x-entity.unique, x-entity.indexes in both forms) and derived ones (references,
// workflow state, default sort) in the emitted migrations, a new migration when a declaration changes,
// and the generator's errors for bad declarations. Small schema folders, so each run is quick.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Migration } from '../runtime/core/migration.ts';
import { indexName } from './emit/indexes.ts';
import { generate } from './generate.ts';
import { SchemaError } from './load.ts';

let dir: string;
let schemas: string;
let out: string;
let reads = 0;

const title = (zh: string, en: string) => ({ title: zh, 'x-title': { en } });
const text = (zh: string, en: string) => ({ type: 'string', ...title(zh, en), maxLength: 40 });

function customer() {
  return {
    $id: 'zz_customer',
    ...title('客户', 'Customer'),
    type: 'object',
    'x-entity': {
      table: 'zz_customer',
      api: '/zz/customer',
      permission: 'zz:customer',
      tenant: true,
      list: { columns: ['name'], sort: ['name', 'asc'] },
    },
    properties: { name: text('名称', 'Name') },
    required: ['name'],
  };
}

function order(entity: Record<string, unknown> = {}) {
  return {
    $id: 'zz_order',
    ...title('订单', 'Order'),
    type: 'object',
    'x-entity': {
      table: 'zz_order',
      api: '/zz/order',
      permission: 'zz:order',
      tenant: true,
      list: { columns: ['orderNo', 'state', 'createTime'], sort: ['createTime', 'desc'] },
      unique: [['orderNo']],
      ...entity,
    },
    properties: {
      orderNo: text('单号', 'Order no.'),
      state: { type: 'integer', ...title('状态', 'State') },
      region: text('区域', 'Region'),
      customerId: { type: 'string', ...title('客户', 'Customer'), 'x-ref': { entity: 'zz_customer', label: 'name' } },
      tags: {
        type: 'string',
        ...title('标签客户', 'Tag customers'),
        'x-widget': 'multi-select',
        'x-ref': { entity: 'zz_customer', label: 'name' },
      },
    },
    required: ['orderNo'],
    'x-states': {
      field: 'state',
      transitions: [{ name: 'close', ...title('关闭', 'Close'), from: [0], to: 1 }],
    },
  };
}

function write(name: string, body: unknown) {
  writeFileSync(join(schemas, 'zz', `${name}.json`), JSON.stringify(body));
}

async function migrations(): Promise<Migration[]> {
  await generate({ schemasDir: schemas, outDir: out });
  // A fresh copy per read: the module loader caches a path it has imported once.
  const copy = join(dir, `read-${++reads}`);
  cpSync(join(out, 'migrations'), copy, { recursive: true });
  const { migrations: all } = await import(join(copy, 'index.ts'));
  return all as Migration[];
}

function created(m: Migration, table: string) {
  return m.ops.flatMap((o) => (o.op === 'createIndex' && o.table === table ? [o.index] : []));
}

async function problems(): Promise<string> {
  const err = await generate({ schemasDir: schemas, outDir: out }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SchemaError);
  return (err as Error).message;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gen-idx-'));
  schemas = join(dir, 'schemas');
  out = join(dir, 'generated');
  mkdirSync(join(schemas, 'zz'), { recursive: true });
  cpSync(resolve(import.meta.dirname, '../schemas/_meta'), join(schemas, '_meta'), { recursive: true });
  write('zz_customer', customer());
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('generator: indexes in migrations', () => {
  it('creates declared and derived indexes, leaving out ones a longer index covers', async () => {
    write(
      'zz_order',
      order({
        indexes: [
          ['state', 'createTime'],
          { columns: ['region', 'orderNo'], name: 'idx_zz_order_region' },
          { columns: ['customerId', 'region'], unique: true },
        ],
      }),
    );
    const [init] = await migrations();
    const t = ['tenant_id'];
    expect(created(init!, 'zz_order')).toEqual([
      { name: 'uq_zz_order_tenant_id_order_no', columns: [...t, 'order_no'], unique: true },
      // Declared (state, createTime) ends with the sort column: id follows, and it is the state index.
      { name: 'idx_zz_order_tenant_id_state_create_time_id', columns: [...t, 'state', 'create_time', 'id'] },
      { name: 'idx_zz_order_region', columns: [...t, 'region', 'order_no'] },
      {
        name: 'uq_zz_order_tenant_id_customer_id_region',
        columns: [...t, 'customer_id', 'region'],
        unique: true,
      },
      { name: 'idx_zz_order_tenant_id_create_time_id', columns: [...t, 'create_time', 'id'] },
      // customer_id is covered by the unique (customer_id, region); the multi-valued tags get none.
    ]);
    expect(created(init!, 'zz_customer')).toEqual([
      { name: 'idx_zz_customer_tenant_id_name_id', columns: [...t, 'name', 'id'] },
    ]);
  });

  it('derives the reference index and adds a new migration when a declaration changes', async () => {
    write('zz_order', order());
    const [init] = await migrations();
    expect(created(init!, 'zz_order').map((i) => i.columns.join(','))).toEqual([
      'tenant_id,order_no',
      'tenant_id,create_time,id',
      'tenant_id,state,create_time,id',
      'tenant_id,customer_id',
    ]);
    write('zz_order', order({ indexes: [{ columns: ['customerId', 'createTime'] }] }));
    const all = await migrations();
    expect(all.map((m) => m.name)).toEqual(['0001_init', '0002_drop_index_zz_order']);
    // The reference index is replaced by the declared one it starts.
    expect(all[1]!.ops).toEqual([
      { op: 'dropIndex', table: 'zz_order', name: 'idx_zz_order_tenant_id_customer_id' },
      {
        op: 'createIndex',
        table: 'zz_order',
        index: {
          name: 'idx_zz_order_tenant_id_customer_id_create_time_id',
          columns: ['tenant_id', 'customer_id', 'create_time', 'id'],
        },
      },
    ]);
    const snapshot = JSON.parse(readFileSync(join(out, 'migrations/snapshot.json'), 'utf8'));
    expect(snapshot.tables.zz_order.indexes).toHaveLength(4);
    expect(await migrations()).toHaveLength(2);
  });

  it('derives an index for a master-detail foreign key without x-ref', async () => {
    write('zz_customer', {
      ...customer(),
      'x-detail': [{ entity: 'zz_order', foreignKey: 'ownerId', ...title('订单', 'Orders') }],
    });
    const base = order();
    write('zz_order', { ...base, properties: { ...base.properties, ownerId: text('客户', 'Owner') } });
    const [init] = await migrations();
    expect(created(init!, 'zz_order').map((i) => i.name)).toContain('idx_zz_order_tenant_id_owner_id');
  });

  it('keeps long names within 60 characters, stable and distinct', () => {
    const a = indexName('idx', 'wl_parcel_order', ['tenant_id', 'dispatch_courier_id', 'create_time', 'id']);
    const b = indexName('idx', 'wl_parcel_order', ['tenant_id', 'dispatch_courier_id', 'create_time', 'order_no']);
    expect(a).toHaveLength(60);
    expect(a).toMatch(/^idx_wl_parcel_order_tenant_id_dispatch_courier_id_c_[0-9a-f]{8}$/);
    expect(a).not.toBe(b);
    expect(indexName('idx', 'wl_parcel_order', ['tenant_id', 'dispatch_courier_id', 'create_time', 'id'])).toBe(a);
    expect(indexName('uq', 't', ['a'])).toBe('uq_t_a');
  });
});

describe('generator: bad index declarations', () => {
  it('names the file and pointer of an unknown field', async () => {
    write('zz_order', order({ indexes: [['state'], { columns: ['region', 'nope'] }] }));
    expect(await problems()).toContain('zz/zz_order.json: /x-entity/indexes/1/columns/1: unknown field "nope"');
  });

  it('refuses the same columns declared twice, also across unique and indexes', async () => {
    write(
      'zz_order',
      order({ indexes: [['region'], { columns: ['orderNo'] }, { columns: ['region'], unique: true }] }),
    );
    const message = await problems();
    expect(message).toContain(
      'zz/zz_order.json: /x-entity/indexes/1/columns: duplicate index on (orderNo): already declared at /x-entity/unique/0',
    );
    expect(message).toContain('/x-entity/indexes/2/columns: duplicate index on (region)');
  });

  it('refuses a name used twice and a malformed declaration', async () => {
    write(
      'zz_order',
      order({
        indexes: [
          { columns: ['region'], name: 'idx_same' },
          { columns: ['state'], name: 'idx_same' },
        ],
      }),
    );
    expect(await problems()).toContain('/x-entity/indexes/1/name: duplicate index name "idx_same"');
    write('zz_order', order({ indexes: [{ columns: ['region'], sorted: true }] }));
    expect(await problems()).toMatch(/zz\/zz_order\.json: \/x-entity\/indexes\/0: unknown property "sorted"/);
  });
});
