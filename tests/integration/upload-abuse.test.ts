// Upload and file-serving abuse on the real app: every attempt is refused with a clear status and
// message, and the upload root and its parent hold exactly what they held before (listed recursively
// with sizes before and after each attempt). The static route never reads outside the root, whether
// the path is plain, percent-encoded, back-slashed, absolute or a symlink, over inject and raw HTTP.
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../src/server/platform/files/test-fixtures.ts';
import { DIALECTS } from './helpers/databases.ts';
import { fileParts, multipart, upload, type Part } from './helpers/multipart.ts';
import { signedHeaders, signSecretOf } from './helpers/signing.ts';
import { API, startTestApp, type TestApp } from './helpers/test-app.ts';

const MAX = 64 * 1024;
const SECRET_TEXT = 'outside-the-root-secret';

/** Every file and folder under `dir` with its size, sorted. */
function listing(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      out.push(`${relative(dir, p)}${e.isDirectory() ? '/' : ` ${statSync(p).size}`}`);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out.sort();
}

describe.each(DIALECTS)('upload abuse on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let root: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'it-abuse-'));
    root = join(dir, 'uploads');
    mkdirSync(join(root, 'temp'), { recursive: true });
    writeFileSync(join(dir, 'outside.txt'), SECRET_TEXT);
    symlinkSync(join(dir, 'outside.txt'), join(root, 'temp', 'link.txt'));
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: root }, build: { uploadMaxBytes: MAX } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Upload `parts`, expect the status and message, and that nothing changed on disk. */
  async function refused(parts: Part[], status: number, message: RegExp, token?: string) {
    const before = listing(dir);
    const r = await upload(t, parts, token);
    expect(r.body.success).toBe(false);
    expect({ status: r.status, message: r.body.message }).toMatchObject({
      status,
      message: expect.stringMatching(message),
    });
    expect(listing(dir)).toEqual(before);
  }

  it.each([
    '../',
    '../../etc',
    '..',
    'temp/../..',
    '/abs',
    'a\\b',
    '%2e%2e',
    '%2e%2e%2f',
    'a/b/c/d',
    'a//b',
    '.hidden',
  ])('refuses biz %j', async (biz) => {
    await refused(fileParts('a.png', f.png(), biz), 400, /上传目录 biz 不合法/);
  });

  it.each(['../../evil.png', '../evil.png', '/etc/evil.png', '/tmp/evil.png', 'C:\\evil.png', '..\\..\\evil.png'])(
    'refuses the file name %j',
    async (name) => {
      await refused(fileParts(name, f.png(), 'temp'), 400, /文件名不合法/);
    },
  );

  it('refuses HTML and script disguised as an image', async () => {
    await refused(fileParts('x.png', f.html(), 'temp'), 415, /不支持的文件类型/);
    await refused(fileParts('x.jpg', Buffer.from('<script>alert(1)</script>'), 'temp'), 415, /不支持的文件类型/);
    await refused(fileParts('x.gif', Buffer.from('GIF89<svg onload=alert(1)>'), 'temp'), 415, /不支持的文件类型/);
  });

  it('refuses SVG, whatever its name', async () => {
    await refused(fileParts('logo.svg', f.svg(), 'temp'), 415, /不支持的文件类型/);
    await refused(fileParts('logo.png', f.svg(), 'temp'), 415, /不支持的文件类型/);
  });

  it('refuses a name whose extension disagrees with the content, in the request language', async () => {
    await refused(fileParts('x.png', f.pdf(), 'temp'), 415, /^文件内容与扩展名不符$/);
    const { payload, headers } = multipart(fileParts('x.exe', f.png()));
    const r = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      payload,
      headers: { ...headers, 'x-access-token': t.token, 'accept-language': 'en' },
    });
    expect(r.statusCode).toBe(415);
    expect(r.json().message).toBe('The file content does not match its extension');
  });

  it('refuses an oversized file with 413 and the limit', async () => {
    const big = Buffer.concat([f.png(), Buffer.alloc(MAX)]);
    await refused(fileParts('big.png', big, 'temp'), 413, /文件大小超过限制（最大 64 KB）/);
  });

  it('refuses a request without a file part, an empty file and two files', async () => {
    await refused(
      [
        { name: 'biz', value: 'temp' },
        { name: 'isup', value: '1' },
      ],
      400,
      /未找到上传的文件/,
    );
    await refused([{ name: 'upload', fileName: 'a.png', data: f.png() }], 400, /未找到上传的文件/);
    await refused(fileParts('empty.txt', Buffer.alloc(0)), 400, /文件为空/);
    await refused(
      [
        { name: 'file', fileName: 'a.png', data: f.png() },
        { name: 'file', fileName: 'b.png', data: f.png() },
        { name: 'biz', value: 'temp' },
      ],
      400,
      /一次只能上传一个文件/,
    );
  });

  it('refuses too many fields, a repeated field and a non-multipart body', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    await refused([...many, ...fileParts('a.png', f.png())], 400, /上传请求的字段过多/);
    await refused([...fileParts('a.png', f.png(), 'temp'), { name: 'biz', value: '../x' }], 400, /字段不合法/);
    const before = listing(dir);
    const json = await t.post('/sys/common/upload', { file: 'x', biz: 'temp' });
    expect(json.status).toBe(415);
    expect(listing(dir)).toEqual(before);
  });

  it('refuses an anonymous upload before reading it', async () => {
    await refused(fileParts('a.png', f.png(), 'temp'), 401, /未登录/, '');
  });

  const fetchPath = (path: string) =>
    t.app.inject({ method: 'GET', url: `${API}/sys/common/static/${path}`, headers: { 'x-access-token': t.token } });

  it.each([
    '../outside.txt',
    '../../outside.txt',
    'temp/../../outside.txt',
    '%2e%2e/outside.txt',
    '%2E%2E%2Foutside.txt',
    'temp/%2e%2e/%2e%2e/outside.txt',
    '%252e%252e/outside.txt',
    '..%5coutside.txt',
    '..\\outside.txt',
    '/<parent>/outside.txt',
    '%2F<parent>/outside.txt',
    'temp/link.txt',
    'temp',
    '',
  ])('never serves %j', async (path) => {
    const r = await fetchPath(path.replace('<parent>', dir.slice(1))); // absolute paths to the real parent
    expect([400, 404]).toContain(r.statusCode);
    expect(r.body).not.toContain(SECRET_TEXT);
    // Refused by the route's path check, or never routed to it (inject normalises dot segments).
    expect(['文件路径不合法', '文件不存在', '资源不存在']).toContain(r.json().message);
  });

  it('never serves outside the root over raw HTTP either (paths the client library would normalise)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const raw = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const headers = signedHeaders('GET', '', undefined, signSecretOf(t.app));
        const socket = connect(port, '127.0.0.1', () => {
          const lines = [`GET ${API}/sys/common/static/${path} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
          lines.push(`X-Access-Token: ${t.token}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`));
          socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        });
        let text = '';
        socket.on('data', (d) => (text += d.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    for (const path of ['../../outside.txt', 'temp/../../outside.txt', '..%2f..%2foutside.txt', 'temp/link.txt']) {
      const answer = await raw(path);
      expect(answer).toMatch(/^HTTP\/1\.1 40[04]/);
      expect(answer).toMatch(/"message":"(文件路径不合法|文件不存在)"/);
      expect(answer).not.toContain(SECRET_TEXT);
    }
  });
});
