// An upload is served to its uploader and to the readers of the records holding it (docs/decisions.md#22-uploads-and-files):
// the write pipeline records which records hold which uploads (sys_upload_ref), so a banner's picture
// is seen by those who may list banners, a published announcement's image by those it was sent to, a
// user's avatar by the user; anyone else gets the same 404 as for a missing file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../src/server/platform/files/test-fixtures.ts';
import { publish } from './helpers/announcements.ts';
import { DIALECTS } from './helpers/databases.ts';
import { fileParts, upload } from './helpers/multipart.ts';
import { userWith, type PermUser } from './helpers/permission-users.ts';
import { API, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('who may read an upload on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let nobody: PermUser;
  let bannerReader: PermUser;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'it-upload-readers-'));
    mkdirSync(join(dir, 'uploads'));
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: join(dir, 'uploads') } });
    nobody = await userWith(t, []);
    bannerReader = await userWith(t, ['wl:banner:list']);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const stored = async () => {
    const r = await upload(t, fileParts('pic.png', f.png(), 'temp'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.message;
  };
  const status = async (path: string, token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${API}/sys/common/static/${path}`,
        headers: { 'x-access-token': token },
      })
    ).statusCode;
  const refs = (path: string) =>
    t.db.selectFrom('sys_upload_ref').select(['entity', 'field']).where('path', '=', path).execute();

  it('an upload no record holds is served to its uploader only', async () => {
    const path = await stored();
    expect(await status(path, t.token)).toBe(200);
    expect(await status(path, nobody.token)).toBe(404);
    expect(await status(path, bannerReader.token)).toBe(404);
  });

  it("a banner's picture: to those who may list banners; an edit or a delete takes it back", async () => {
    const path = await stored();
    const add = await t.post<{ id: string; version: number }>('/wl/banner/add', {
      title: 'B',
      image: path,
      status: '1',
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect(await refs(path)).toEqual([{ entity: 'wl_banner', field: 'image' }]);
    expect(await status(path, bannerReader.token)).toBe(200);
    expect(await status(path, nobody.token)).toBe(404);

    const other = await stored();
    const { id, version } = add.body.result;
    const edit = await t.put('/wl/banner/edit', { id, version, image: other });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await refs(path)).toEqual([]);
    expect(await status(path, bannerReader.token)).toBe(404);
    expect(await status(other, bannerReader.token)).toBe(200);

    const del = await t.del('/wl/banner/delete', { id });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await refs(other)).toEqual([]);
    expect(await status(other, bannerReader.token)).toBe(404);
  });

  it("an announcement's image: to its readers once it is published", async () => {
    const path = await stored();
    const content = `<p>See <img src="${API}/sys/common/static/${path}"></p>`;
    const a = await t.post<{ id: string }>('/sys/annountCement/add', {
      title: 'With a picture',
      msgCategory: '1',
      msgType: 'ALL',
      sendType: 'system',
      priority: 'H',
      content,
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(await refs(path)).toEqual([{ entity: 'sys_announcement', field: 'content' }]);
    expect(await status(path, nobody.token)).toBe(404);
    const released = await t.get('/sys/annountCement/doReleaseData', { id: a.body.result.id });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(await status(path, nobody.token)).toBe(200);
    await publish(t); // another announcement holds nothing: no stray rows
    expect(await refs(path)).toHaveLength(1);
  });

  it('an avatar: to the user himself', async () => {
    const path = await stored();
    const me = await t.db
      .selectFrom('sys_user')
      .select(['id', 'version'])
      .where('id', '=', nobody.id)
      .executeTakeFirstOrThrow();
    const edit = await t.put('/sys/user/edit', { id: me.id, version: me.version, avatar: path });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await status(path, nobody.token)).toBe(200);
    expect(await status(path, bannerReader.token)).toBe(404);
  });

  it('an upload stored before holders were recorded keeps the tenant rule', async () => {
    const path = `temp/2026/01/02/${'a'.repeat(32)}.png`;
    mkdirSync(join(dir, 'uploads', 'temp/2026/01/02'), { recursive: true });
    writeFileSync(join(dir, 'uploads', path), f.png());
    await t.db
      .insertInto('sys_upload')
      .values({ path, tenant_id: 0, create_by: bannerReader.id, size: 1, created_at: Date.now() })
      .execute();
    expect(await status(path, nobody.token)).toBe(200);
  });
});
