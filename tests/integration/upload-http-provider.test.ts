// The browser's own path to files, on the real app over a real socket: runtime/http's DataProvider
// (axios, session token, X-Sign) uploads with `upload` and reads back with `fetchFile`, as the upload
// widgets and useFileSrc do. A refused type rejects with the server's message; a missing file with 404;
// without a session nothing is served.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../runtime/http/client.ts';
import { DEFAULT_RUNTIME_CONFIG } from '../../runtime/http/config.ts';
import { createHttpDataProvider } from '../../runtime/http/data-provider.ts';
import { createSessionStore, memoryStorage } from '../../runtime/http/session-store.ts';
import * as f from '../../src/server/platform/files/test-fixtures.ts';
import { DIALECTS } from './helpers/databases.ts';
import { signSecretOf } from './helpers/signing.ts';
import { API, startTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(DIALECTS)('upload and fetchFile through the HTTP provider on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'it-upload-http-'));
    mkdirSync(join(dir, 'uploads'));
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: join(dir, 'uploads') } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function provider(token: string | null) {
    const session = createSessionStore(memoryStorage());
    if (token) session.setToken(token);
    const http = createHttpClient({
      config: { ...DEFAULT_RUNTIME_CONFIG, apiBase: `${base}${API}`, signSecret: signSecretOf(t.app) },
      session,
      schedule: () => undefined,
    });
    // axios's Node http adapter has no Blob responses; its fetch adapter behaves as in the browser.
    http.defaults.adapter = 'fetch';
    return createHttpDataProvider(http, { entities: {}, dicts: {}, menus: [] });
  }

  const bytes = async (blob: Blob) => Buffer.from(await blob.arrayBuffer());

  it('uploads a png with progress and reads the same bytes back', async () => {
    const dp = provider(t.token);
    const progress: number[] = [];
    const png = f.png();
    const path = await dp.upload(new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }), {
      biz: 'wl_vehicle',
      onProgress: (p) => progress.push(p),
    });
    expect(path).toMatch(/^wl_vehicle\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(progress.at(-1)).toBe(100);
    const blob = await dp.fetchFile(path);
    expect((await bytes(blob)).equals(png)).toBe(true);
    expect(blob.type).toBe('image/png');
    // the address of the static route itself works too
    expect((await bytes(await dp.fetchFile(`${API}/sys/common/static/${path}`))).equals(png)).toBe(true);
  });

  it('stores a pdf in temp by default', async () => {
    const dp = provider(t.token);
    const path = await dp.upload(new File([new Uint8Array(f.pdf())], 'contract.pdf', { type: 'application/pdf' }));
    expect(path).toMatch(/^temp\/.*\.pdf$/);
    expect((await bytes(await dp.fetchFile(path))).equals(f.pdf())).toBe(true);
  });

  it("rejects a refused type with the server's message, which the widget shows", async () => {
    const dp = provider(t.token);
    const err = await dp
      .upload(new File([new Uint8Array(f.html())], 'x.png', { type: 'image/png' }))
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 415 });
    expect((err as Error).message).toMatch(/文件/);
  });

  it('rejects a missing file with 404 and serves nothing without a session', async () => {
    const dp = provider(t.token);
    await expect(dp.fetchFile('temp/2020/01/01/0123456789abcdef0123456789abcdef.png')).rejects.toMatchObject({
      status: 404,
    });
    const path = await dp.upload(new File([new Uint8Array(f.jpg())], 'a.jpg', { type: 'image/jpeg' }));
    await expect(provider(null).fetchFile(path)).rejects.toMatchObject({ status: 401 });
  });
});
