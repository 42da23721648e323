// add/edit on in-memory SQLite: without data rules the written row comes from the write's own
// RETURNING clause and the hot statements from plans compiled once (db/prepared.ts); the stored rows,
// answers and sys_data_log rows must be those of the path with a data rule (read back by a SELECT).
import { afterAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { migrations } from '../../../generated/migrations/index.ts';
import { registry } from '../../../generated/registry.ts';
import { routeSchemas } from '../../../generated/route-schemas.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrator.ts';
import { serverMigrations } from '../db/server-migrations.ts';
import { createAjv } from './body-validator.ts';
import { OPEN_ACCESS, type Ctx, type RowAccess } from './context.ts';
import { buildEntityModels } from './entity-model.ts';
import type { Rec } from './records.ts';
import { addRecord, editRecord } from './write.ts';

const database = await openDatabase({ kind: 'sqlite', file: ':memory:' });
afterAll(() => database.close());
await migrate(database.db, database.dialect, [...serverMigrations, ...migrations]);
const models = buildEntityModels(registry, routeSchemas, database.dialect, createAjv);
const site = models.get('wl_site')!;

/** Statements run through Kysely (plans included; not BEGIN/COMMIT). */
let statements = 0;
const counting: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    statements++;
    return args.result;
  },
};
const db = database.db.withPlugin(counting);

/** A data rule every row passes: the write reads its row back through it (the other path). */
const ALL_ROWS: RowAccess = { ...OPEN_ACCESS, scope: { op: 'notNull', column: 'id' } };

const ctxOf = (access: RowAccess, tenantId = 0): Ctx => ({
  db,
  dialect: database.dialect,
  lang: 'en',
  tenantId,
  user: { id: 'u1', username: 'tester' } as Ctx['user'],
  requestId: 'req-1',
  access,
  holds: async () => true,
  committed: [],
});

const stored = async (id: string) =>
  (await database.db.selectFrom('wl_site').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Rec;

const logsOf = async (id: string) =>
  (await database.db
    .selectFrom('sys_data_log')
    .selectAll()
    .where('data_id', '=', id)
    .orderBy('create_time')
    .orderBy('id')
    .execute()) as Rec[];

/** A row or logged record without what differs between two writes of the same values. */
function comparable(r: Rec): Rec {
  const out: Rec = { ...r };
  for (const k of ['id', 'siteName', 'site_name', 'createTime', 'create_time', 'updateTime', 'update_time'])
    delete out[k];
  return out;
}

const parsed = (text: unknown) => comparable(JSON.parse(String(text)) as Rec);

async function addBoth(body: Rec) {
  const ids: string[] = [];
  for (const [i, access] of [OPEN_ACCESS, ALL_ROWS].entries()) {
    statements = 0;
    ids.push(await addRecord(ctxOf(access), site, models, { ...body, siteName: `${body.siteName} ${i}` }));
    if (access === OPEN_ACCESS) expect(statements, 'add without data rules').toBe(3); // unique, insert, log
  }
  return ids;
}

describe('add and edit without data rules (RETURNING, plans compiled once)', () => {
  it('add stores and logs what the read-back path stores and logs, in three statements', async () => {
    const [fast, slow] = await addBoth({ siteName: 'Same', type: 1, siteMode: 0, person: 'P', siteReceiveFee: 12.5 });
    expect(comparable(await stored(fast))).toEqual(comparable(await stored(slow)));
    const [a, b] = [await logsOf(fast), await logsOf(slow)];
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
    expect(a[0].op).toBe('add');
    expect(a[0].old_data).toBeNull();
    expect(parsed(a[0].new_data)).toEqual(parsed(b[0].new_data));
    const logged = JSON.parse(String(a[0].new_data)) as Rec;
    expect(logged).toMatchObject({ id: fast, siteName: 'Same 0', siteReceiveFee: 12.5, version: 1, tenantId: 0 });
    expect(a[0]).toMatchObject({ table_name: 'wl_site', create_by: 'tester', tenant_id: 0, request_id: 'req-1' });
  });

  it('edit stores and logs what the read-back path does, in three statements; a stale version is a 409', async () => {
    const [fast, slow] = await addBoth({ siteName: 'Edited', type: 2, siteMode: 1, person: 'P', siteReceiveFee: 1 });
    for (const [id, access] of [
      [fast, OPEN_ACCESS],
      [slow, ALL_ROWS],
    ] as const) {
      statements = 0;
      await editRecord(ctxOf(access), site, models, { id, version: 1, person: 'Q', siteReceiveFee: 3.25 });
      if (access === OPEN_ACCESS) expect(statements, 'edit without data rules').toBe(3); // by id, update, log
    }
    expect(comparable(await stored(fast))).toEqual(comparable(await stored(slow)));
    expect(await stored(fast)).toMatchObject({ person: 'Q', site_receive_fee: 325, version: 2, update_by: 'tester' });
    const [a, b] = [await logsOf(fast), await logsOf(slow)];
    expect(a.map((l) => l.op)).toEqual(['add', 'edit']);
    expect(parsed(a[1].old_data)).toEqual(parsed(b[1].old_data));
    expect(parsed(a[1].new_data)).toEqual(parsed(b[1].new_data));
    expect(JSON.parse(String(a[1].new_data))).toMatchObject({ person: 'Q', siteReceiveFee: 3.25, version: 2 });
    expect(JSON.parse(String(a[1].old_data))).toMatchObject({ person: 'P', siteReceiveFee: 1, version: 1 });

    // Edited meanwhile (version 2 now): refused, nothing written, nothing logged.
    const stale = editRecord(ctxOf(OPEN_ACCESS), site, models, { id: fast, version: 1, person: 'R' });
    await expect(stale).rejects.toMatchObject({ status: 409 });
    expect(await stored(fast)).toMatchObject({ person: 'Q', version: 2 });
    expect(await logsOf(fast)).toHaveLength(2);
  });

  it('the row of another tenant is not found, unique groups and references are still checked', async () => {
    const add = (tenantId: number, body: Rec) =>
      addRecord(ctxOf(OPEN_ACCESS, tenantId), site, models, { type: 0, siteMode: 0, ...body });
    const id = await add(0, { siteName: 'Tenant zero' });
    await expect(
      editRecord(ctxOf(OPEN_ACCESS, 7), site, models, { id, version: 1, person: 'X' }),
    ).rejects.toMatchObject({ status: 404 });
    // Same name in the same tenant: refused; in another tenant: allowed.
    const clash = { status: 400, text: { en: expect.stringContaining('already exists') } };
    await expect(add(0, { siteName: 'Tenant zero' })).rejects.toMatchObject(clash);
    await add(7, { siteName: 'Tenant zero' });
    const other = await add(0, { siteName: 'Another' });
    await expect(
      editRecord(ctxOf(OPEN_ACCESS), site, models, { id: other, version: 1, siteName: 'Tenant zero' }),
    ).rejects.toMatchObject(clash);
    // Renaming a row to its own name is no clash (the row itself is left out of the check).
    await editRecord(ctxOf(OPEN_ACCESS), site, models, { id: other, version: 1, siteName: 'Another' });
    // A parent that does not exist (in this tenant) is refused; an existing one is taken.
    const missing = { status: 400, text: { en: expect.stringContaining('does not exist') } };
    await expect(add(0, { siteName: 'Child', parentId: '00000000-0000-7000-8000-000000000000' })).rejects.toMatchObject(
      missing,
    );
    await expect(add(7, { siteName: 'Child', parentId: id })).rejects.toMatchObject(missing);
    const child = await add(0, { siteName: 'Child', parentId: id });
    expect(await stored(child)).toMatchObject({ parent_id: id });
  });
});
