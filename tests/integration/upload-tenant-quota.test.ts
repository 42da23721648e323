// Uploads belong to the tenant they were stored in, and each user has a quota. The static route serves
// a recorded upload only to requests working in its tenant (another tenant gets the same 404 as a file
// that does not exist); files the server wrote itself (no sys_upload row, e.g. the demo pictures) are
// served in every tenant. (Who inside the tenant: tests/integration/upload-readers.test.ts.) UPLOAD_PER_MINUTE and UPLOAD_USER_MAX_MB refuse with 429 and 413, in the
// request's language, writing nothing.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../src/server/platform/files/test-fixtures.ts';
import { DIALECTS } from './helpers/databases.ts';
import { fileParts, multipart } from './helpers/multipart.ts';
import { as, createUser, tokenOf } from './helpers/session-users.ts';
import { addTenantMember } from './helpers/tenants.ts';
import { API, startTestApp, type TestApp } from './helpers/test-app.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

async function send(t: TestApp, token: string, tenant: number, name: string, data: Buffer, lang = 'zh-CN') {
  const { payload, headers } = multipart(fileParts(name, data, 'temp'));
  const raw = await t.app.inject({
    method: 'POST',
    url: `${API}/sys/common/upload`,
    payload,
    headers: { ...headers, ...as(token), 'tenant-id': String(tenant), 'accept-language': lang },
  });
  return { status: raw.statusCode, body: raw.json() as { success: boolean; message: string }, raw };
}

function read(t: TestApp, token: string, tenant: number, path: string) {
  return t.app.inject({
    method: 'GET',
    url: `${API}/sys/common/static/${path}`,
    headers: { ...as(token), 'tenant-id': String(tenant) },
  });
}

describe.each(DIALECTS)('upload tenants on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let root: string;
  let u1: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'it-upload-tenant-'));
    root = join(dir, 'uploads');
    mkdirSync(root);
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: root } });
    const user = await createUser(t, 'tenantup1');
    await addTenantMember(t, 'tenantup1', 7);
    u1 = await tokenOf(t, user.username, user.password);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('records the tenant and uploader and serves the file only in that tenant', async () => {
    const data = f.png();
    const up = await send(t, u1, 7, 'in-seven.png', data);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const path = up.body.message;
    const row = await t.db.selectFrom('sys_upload').selectAll().where('path', '=', path).executeTakeFirstOrThrow();
    const me = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'tenantup1')
      .executeTakeFirstOrThrow();
    expect(Number(row.tenant_id)).toBe(7);
    expect(row.create_by).toBe(me.id);
    expect(Number(row.size)).toBe(data.length);

    const same = await read(t, u1, 7, path);
    expect(same.statusCode).toBe(200);
    expect(same.rawPayload.equals(data)).toBe(true);

    // The uploader himself, working in his other tenant, and the admin of tenant 0: a plain 404.
    const missing = await read(t, u1, 0, path.replace(/[0-9a-f]{32}/, '0'.repeat(32)));
    for (const other of [await read(t, u1, 0, path), await read(t, t.token, 0, path)]) {
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({
        ...missing.json(),
        timestamp: other.json().timestamp,
        requestId: other.json().requestId,
      });
      expect(other.rawPayload.equals(data)).toBe(false);
    }
  });

  it('serves tenant 0 uploads in tenant 0 only', async () => {
    const up = await send(t, u1, 0, 'zero.png', f.png());
    expect(up.status).toBe(200);
    expect((await read(t, u1, 0, up.body.message)).statusCode).toBe(200);
    expect((await read(t, u1, 7, up.body.message)).statusCode).toBe(404);
  });

  it('serves files the server wrote itself (no sys_upload row) in every tenant', async () => {
    mkdirSync(join(root, 'demo'), { recursive: true });
    writeFileSync(join(root, 'demo', 'banner-1.png'), f.png());
    expect((await read(t, u1, 7, 'demo/banner-1.png')).statusCode).toBe(200);
    expect((await read(t, u1, 0, 'demo/banner-1.png')).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('upload quota on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let root: string;
  let u1: string;
  let u2: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'it-upload-quota-'));
    root = join(dir, 'uploads');
    mkdirSync(root);
    // 3 a minute; 0.01 MB = 10,486 bytes in all.
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: root, UPLOAD_PER_MINUTE: '3', UPLOAD_USER_MAX_MB: '0.01' } });
    const a = await createUser(t, 'quotaup1');
    const b = await createUser(t, 'quotaup2');
    u1 = await tokenOf(t, a.username, a.password);
    u2 = await tokenOf(t, b.username, b.password);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rows = async () => (await t.db.selectFrom('sys_upload').select('path').execute()).length;

  it('refuses the upload over the per-minute rate with 429, writing nothing; others and later minutes are not affected', async () => {
    for (let i = 0; i < 3; i++) expect((await send(t, u1, 0, `r${i}.png`, f.png())).status).toBe(200);
    const [files, stored] = [filesUnder(root).length, await rows()];
    const zh = await send(t, u1, 0, 'r3.png', f.png());
    expect(zh.status).toBe(429);
    expect(zh.body).toMatchObject({
      success: false,
      code: 429,
      message: '上传过于频繁：每人每分钟最多上传 3 个文件，请稍后再试',
    });
    const en = await send(t, u1, 0, 'r4.png', f.png(), 'en');
    expect(en.status).toBe(429);
    expect(en.body.message).toBe('Too many uploads: at most 3 files a minute per user; please try again shortly');
    expect(filesUnder(root).length).toBe(files);
    expect(await rows()).toBe(stored);

    expect((await send(t, u2, 0, 'other.png', f.png())).status).toBe(200);
    // A minute later (the rows' times moved back) the same user may upload again.
    const me = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'quotaup1')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('sys_upload')
      .set({ created_at: Date.now() - 61_000 })
      .where('create_by', '=', me.id)
      .execute();
    expect((await send(t, u1, 0, 'r5.png', f.png())).status).toBe(200);
  });

  it('refuses the upload that would pass the user total with 413, naming the limit and the use', async () => {
    const text = (n: number) => Buffer.from('x'.repeat(n - 1) + '\n');
    expect((await send(t, u2, 0, 'a.txt', text(4000))).status).toBe(200);
    const used = Number(
      (
        await t.db
          .selectFrom('sys_upload')
          .innerJoin('sys_user', 'sys_user.id', 'sys_upload.create_by')
          .select((eb) => eb.fn.sum<number>('size').as('s'))
          .where('sys_user.username', '=', 'quotaup2')
          .executeTakeFirstOrThrow()
      ).s,
    );
    const [files, stored] = [filesUnder(root).length, await rows()];
    const zh = await send(t, u2, 0, 'b.txt', text(10_486 - used + 1));
    expect(zh.status).toBe(413);
    expect(zh.body.message).toMatch(/^上传空间不足：每人最多 10(\.\d)? KB，您已使用 [\d.]+ KB，文件未保存$/);
    const en = await send(t, u2, 0, 'b.txt', text(10_486 - used + 1), 'en');
    expect(en.status).toBe(413);
    expect(en.body.message).toMatch(
      /^Upload space exceeded: at most 10(\.\d)? KB per user and you have used [\d.]+ KB; the file was not saved$/,
    );
    expect(filesUnder(root).length).toBe(files);
    expect(await rows()).toBe(stored);
    // Exactly up to the limit is still accepted.
    expect((await send(t, u2, 0, 'c.txt', text(10_486 - used))).status).toBe(200);
  });
});
