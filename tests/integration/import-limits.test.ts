// Every import limit refuses the file with a clear 4xx and writes nothing: file size, rows, a zip
// bomb (honest and lying central directory), an over-long cell, DOCTYPE/external entities (the
// entity's file never reaches a row), a real .xls, and a file that is no zip at all.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../src/server/platform/files/test-fixtures.ts';
import { DIALECTS } from './helpers/databases.ts';
import { importFile, tempRoot, workbookOf } from './helpers/import.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh-CN' };

/** A zip written by hand: one deflated entry per [name, content], optionally lying about the inflated size. */
const zipOf = (entries: [string, Buffer, number?][]): Buffer =>
  zipEntries(entries.map(([name, content, declaredSize]) => ({ name, content, deflate: true, declaredSize })));

/** A valid workbook whose parts are rewritten by `edit` (JSZip). */
async function edited(rows: unknown[][], edit: (zip: JSZip) => Promise<void>): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await workbookOf(rows));
  await edit(zip);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe.each(DIALECTS)('Excel import limits on %s', (dialect) => {
  let t: TestApp;
  const root = tempRoot();
  const secretFile = join(root, 'secret.txt');
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('wl_site')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  beforeAll(async () => {
    writeFileSync(secretFile, 'TOP-SECRET-CONTENT');
    t = await startTestApp({
      dialect,
      env: { UPLOAD_DIR: join(root, 'up') },
      build: { importLimits: { maxBytes: 64 * 1024, maxRows: 5, maxUnzippedBytes: 1024 * 1024 } },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  const sites = (n: number) => [
    ['siteName', 'type', 'siteMode'],
    ...Array.from({ length: n }, (_, i) => [`L${i}`, 1, 0]),
  ];

  it('imports a file within every limit', async () => {
    const r = await importFile(t, '/wl/site', await workbookOf(sites(5)), {}, EN);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await count()).toBe(5);
  });

  it('refuses a file over IMPORT_MAX_MB (413) and more rows than IMPORT_MAX_ROWS (413)', async () => {
    const before = await count();
    const big = await workbookOf([
      ['siteName', 'address'],
      ...Array.from({ length: 4 }, (_, i) => [`B${i}`, randomText(30_000, i + 1)]),
    ]);
    const r = await importFile(t, '/wl/site', big, {}, EN);
    expect(r.status).toBe(413);
    expect(r.body.message).toContain('larger than the limit');
    const rows = await importFile(t, '/wl/site', await workbookOf(sites(6)), {}, ZH);
    expect(rows.status).toBe(413);
    expect(rows.body.message).toBe('Excel 文件有 6 行数据，超过 5 行上限');
    expect(await count()).toBe(before);
  });

  it('refuses a zip bomb whether the central directory tells the truth or lies', async () => {
    const before = await count();
    const huge = Buffer.alloc(4 * 1024 * 1024, 0x20);
    const honest = zipOf([
      ['[Content_Types].xml', Buffer.from('<Types/>')],
      ['xl/worksheets/sheet1.xml', huge],
    ]);
    expect(honest.length).toBeLessThan(64 * 1024);
    const a = await importFile(t, '/wl/site', honest, {}, EN);
    expect(a.status).toBe(413);
    expect(a.body.message).toContain('unzips to more than the limit');
    const lying = zipOf([
      ['[Content_Types].xml', Buffer.from('<Types/>')],
      ['xl/worksheets/sheet1.xml', huge, 1000],
    ]);
    const b = await importFile(t, '/wl/site', lying, {}, EN);
    expect([400, 413]).toContain(b.status);
    expect(b.body.success).toBe(false);
    expect(await count()).toBe(before);
  });

  it('refuses a cell longer than 32767 characters', async () => {
    const before = await count();
    const r = await importFile(
      t,
      '/wl/site',
      await workbookOf([
        ['siteName', 'address'],
        ['Long', 'x'.repeat(40_000)],
      ]),
      {},
      EN,
    );
    expect(r.status).toBe(413);
    expect(r.body.message).toContain('more than 32767 characters');
    expect(await count()).toBe(before);
  });

  it('refuses DOCTYPE/ENTITY declarations; the external file never reaches a row', async () => {
    const before = await count();
    const doctype = `<!DOCTYPE x [<!ENTITY xxe SYSTEM "file://${secretFile}">]>`;
    const file = await edited(
      [
        ['siteName', 'type', 'siteMode'],
        ['XXE_MARK', 1, 0],
      ],
      async (zip) => {
        const path = zip.file('xl/sharedStrings.xml') ? 'xl/sharedStrings.xml' : 'xl/worksheets/sheet1.xml';
        const xml = await zip.file(path)!.async('string');
        zip.file(path, xml.replace(/^(<\?xml[^>]*\?>)/, `$1${doctype}`).replace('XXE_MARK', '&xxe;'));
      },
    );
    const r = await importFile(t, '/wl/site', file, {}, EN);
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('DOCTYPE/ENTITY');
    expect(await count()).toBe(before);
    const leaked = await t.db.selectFrom('wl_site').select('id').where('site_name', 'like', '%TOP-SECRET%').execute();
    expect(leaked).toHaveLength(0);
  });

  it('asks for .xlsx instead of a real .xls (415) and refuses what is not a workbook', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    const r = await importFile(t, '/wl/site', xls, {}, ZH);
    expect(r.status).toBe(415);
    expect(r.body.message).toContain('另存为 .xlsx');
    const text = await importFile(t, '/wl/site', Buffer.from('siteName,type\nA,1\n'), {}, EN);
    expect(text.status).toBe(415);
    const notXlsx = await importFile(t, '/wl/site', zipOf([['hello.txt', Buffer.from('hi')]]), {}, EN);
    expect(notXlsx.status).toBe(400);
  });
});

/** Text that does not compress (so the upload is really large). */
function randomText(n: number, seed: number): string {
  void seed;
  return randomBytes(n).toString('base64').slice(0, n);
}
