// What a sys_data_log row holds (engine/crud/data-log.ts): the record's wire form without its null
// fields, for every door. A field the logged JSON leaves out was null: the history view
// (/sys/dataLog/list, platform/sys/log-diff.ts) shows a field cleared by an edit as changed to null,
// and an Excel import logs the same JSON as the form for the same record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldByName } from '../../runtime/core/registry.ts';
import type { PageResult } from '../../runtime/core/wire.ts';
import { registry } from '../../src/generated/registry.ts';
import { DIALECTS } from './helpers/databases.ts';
import { lastDataLog } from './helpers/data-log.ts';
import { importFile, tempRoot, workbookOf } from './helpers/import.ts';
import { addOk, type Rec } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const site = registry.entities.wl_site;
const title = (name: string) => fieldByName(site, name)!.title.zh;

describe.each(DIALECTS)('data-log content on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
  });
  afterAll(async () => t?.close());

  it('logs an add without its null fields, and an edit clearing a field as a field left out', async () => {
    const added = await addOk(t, '/wl/site', { siteName: 'Logged', type: 3, siteMode: 0, person: 'Ann' });
    const add = await lastDataLog(t, 'wl_site', added.id);
    expect(add.op).toBe('add');
    expect(add.old).toBeNull();
    expect(add.new).toMatchObject({
      id: added.id,
      siteName: 'Logged',
      type: 3,
      siteMode: 0,
      person: 'Ann',
      version: 1,
    });
    // The form's answer names every readable field; the log only those holding a value.
    expect(added.address).toBeNull();
    expect(Object.values(add.new!)).not.toContain(null);
    expect(add.new).not.toHaveProperty('address');

    const edited = await t.put<Rec>('/wl/site/edit', { id: added.id, version: 1, person: null, address: 'Pier 9' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const edit = await lastDataLog(t, 'wl_site', added.id);
    expect(edit.op).toBe('edit');
    expect(edit.old).toMatchObject({ person: 'Ann', version: 1 });
    expect(edit.old).not.toHaveProperty('address');
    expect(edit.new).toMatchObject({ address: 'Pier 9', version: 2 });
    expect(edit.new).not.toHaveProperty('person');

    // The history view reads a field left out as null.
    const page = await t.get<PageResult<{ op: string; diff: { field: string; before: unknown; after: unknown }[] }>>(
      '/sys/dataLog/list',
      { dataTable: 'wl_site', dataId: added.id },
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const editRow = page.body.result.records.find((r) => r.op === 'edit')!;
    expect(editRow.diff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'person', before: 'Ann', after: null }),
        expect.objectContaining({ field: 'address', before: null, after: 'Pier 9' }),
      ]),
    );
    expect(editRow.diff.map((d) => d.field).sort()).toEqual(['address', 'person']);
  });

  it('an imported record logs the same JSON as the same record added through the form', async () => {
    const form = await addOk(t, '/wl/site', { siteName: 'Twin A', type: 3, siteMode: 1, person: 'Bo' });
    const sheet = await workbookOf([
      [title('siteName'), title('type'), title('siteMode'), title('person')],
      ['Twin B', 3, 1, 'Bo'],
    ]);
    const imp = await importFile(t, '/wl/site', sheet);
    expect(imp.status, JSON.stringify(imp.body)).toBe(200);
    expect(imp.body.result).toMatchObject({ imported: 1, failed: 0 });
    const twin = await t.db
      .selectFrom('wl_site')
      .select('id')
      .where('site_name', '=', 'Twin B')
      .executeTakeFirstOrThrow();
    const [a, b] = [await lastDataLog(t, 'wl_site', form.id), await lastDataLog(t, 'wl_site', String(twin.id))];
    const norm = (r: Record<string, unknown> | null) => {
      const { id, siteName, createTime, ...rest } = r!;
      expect([id, siteName, createTime].every((v) => typeof v === 'string')).toBe(true);
      return rest;
    };
    expect(b.op).toBe('add');
    expect(Object.keys(b.new!)).toEqual(Object.keys(a.new!));
    expect(norm(b.new)).toEqual(norm(a.new));
  });
});
