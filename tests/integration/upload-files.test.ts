// POST /sys/common/upload and GET /sys/common/static/* on the real app: allowed files are stored under
// generated names inside UPLOAD_DIR (extension from the content) and read back only by a signed-in,
// signed client, with nosniff, a sandboxing CSP, images inline and everything else as attachments.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../src/server/platform/files/test-fixtures.ts';
import { DIALECTS } from './helpers/databases.ts';
import { fileParts, upload } from './helpers/multipart.ts';
import { rawInject } from './helpers/signing.ts';
import { API, startTestApp, type TestApp } from './helpers/test-app.ts';

const STORED = /^([A-Za-z0-9_/-]+)\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.([a-z]+)$/;

describe.each(DIALECTS)('uploads on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let root: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'it-upload-'));
    root = join(dir, 'uploads');
    mkdirSync(root);
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: root } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const fetchFile = (path: string, headers: Record<string, string> = { 'x-access-token': t.token }) =>
    t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${path}`, headers });

  it('stores a png under a generated name and serves it inline to a signed-in user', async () => {
    const data = f.png();
    const r = await upload(t, fileParts('My photo.PNG', data, 'temp'));
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: 200 });
    const [, biz, ext] = STORED.exec(r.body.message) ?? [];
    expect([biz, ext]).toEqual(['temp', 'png']);
    expect(readFileSync(join(root, r.body.message)).equals(data)).toBe(true);

    const got = await fetchFile(r.body.message);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(data)).toBe(true);
    expect(got.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(got.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f]{32}\.png"$/);
  });

  it('stores a pdf in a biz folder and serves it as an attachment', async () => {
    const data = f.pdf();
    const r = await upload(t, fileParts('contract.pdf', data, 'wl/vehicle'));
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(/^wl\/vehicle\/.*\.pdf$/);
    const got = await fetchFile(r.body.message);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(data)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.pdf"$/);
  });

  it('refuses to serve files without a session, and a token in the query string is not one', async () => {
    const r = await upload(t, fileParts('a.png', f.png()));
    expect(r.body.message).toMatch(/^temp\//); // biz defaults to temp
    const anonymous = await fetchFile(r.body.message, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 401 });
    const inQuery = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/common/static/${r.body.message}`,
      query: { token: t.token, 'X-Access-Token': t.token },
    });
    expect(inQuery.statusCode).toBe(401);
    expect(inQuery.rawPayload.equals(f.png())).toBe(false);
  });

  it('keeps the static route signed like every GET', async () => {
    const r = await upload(t, fileParts('a.png', f.png()));
    const unsigned = await rawInject(t.app, {
      method: 'GET',
      url: `${API}/sys/common/static/${r.body.message}`,
      headers: { 'x-access-token': t.token },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('takes the rich-text editor variant (biz=jeditor, jeditor=1) and answers the path', async () => {
    const r = await upload(t, [
      { name: 'file', fileName: 'pasted.gif', data: f.gif() },
      { name: 'biz', value: 'jeditor' },
      { name: 'jeditor', value: '1' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(/^jeditor\/.*\.gif$/);
    expect((await fetchFile(r.body.message)).statusCode).toBe(200);
  });

  it.each([
    ['report.docx', f.docx(), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sheet.xlsx', f.xlsx(), 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['old.xls', f.xls(), 'xls', 'application/vnd.ms-excel'],
    ['old.doc', f.doc(), 'doc', 'application/msword'],
    ['bundle.zip', f.zip({ 'a.txt': 'a' }), 'zip', 'application/zip'],
    ['rows.csv', f.csv(), 'csv', 'text/csv; charset=utf-8'],
    ['notes', Buffer.from('plain notes\n'), 'txt', 'text/plain; charset=utf-8'],
    ['scan.bmp', f.bmp(), 'bmp', 'image/bmp'],
  ])('accepts %s, stored as .%s', async (name, data, ext, type) => {
    const r = await upload(t, fileParts(name, data, 'docs'));
    expect(r.status).toBe(200);
    expect(STORED.exec(r.body.message)?.[2]).toBe(ext);
    const got = await fetchFile(r.body.message);
    expect(got.headers['content-type']).toBe(type);
    expect(got.headers['content-disposition']).toMatch(ext === 'bmp' ? /^inline/ : /^attachment/);
  });

  it('answers 404 for a well-formed path with no file', async () => {
    const got = await fetchFile('temp/2026/01/01/00000000000000000000000000000000.png');
    expect(got.statusCode).toBe(404);
    expect(got.json()).toMatchObject({ success: false, code: 404 });
  });
});
