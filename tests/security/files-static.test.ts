// Uploaded and static files over raw HTTP (docs/decisions.md#22-uploads-and-files): an upload is served only with a session from
// the header, with nosniff and its own sandboxing CSP; traversal in the file route or the SPA's static
// root (encoded dots and slashes, backslashes, double slashes) never returns a file outside the root.
// (Upload type checks and limits: tests/integration/upload-abuse.test.ts and upload-files.test.ts.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../../src/server/platform/files/test-fixtures.ts';
import { DIALECTS } from '../integration/helpers/databases.ts';
import { fileParts, upload } from '../integration/helpers/multipart.ts';
import { API, LEAK, startSecurityServer, type SecurityServer } from './helpers/server.ts';

const SECRET_TEXT = 'outside-the-upload-root-7781';

describe.each(DIALECTS)('uploaded and static files on %s', (dialect) => {
  let s: SecurityServer;
  let dir: string;
  let stored: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sec-files-'));
    // A file next to the upload root that no request may reach.
    writeFileSync(join(dir, 'secret.txt'), SECRET_TEXT);
    s = await startSecurityServer(dialect, { env: { UPLOAD_DIR: join(dir, 'uploads') } });
    const r = await upload(s.t, fileParts('photo.png', f.png(), 'temp'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    stored = r.body.message;
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const file = (path: string, token?: string, headers: Record<string, string> = {}) =>
    s.http('GET', `${API}/sys/common/static/${path}`, { ...(token ? { token } : {}), headers });

  it('serves an upload only with the header token, with nosniff and a sandboxing CSP', async () => {
    const ok = await file(stored, s.t.token);
    expect(ok.status).toBe(200);
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(String(ok.headers['content-security-policy'])).toContain('sandbox');
    expect(ok.headers['access-control-allow-origin']).toBeUndefined();
    expect((await file(stored)).status).toBe(401);
    expect((await file(`${stored}?token=${s.t.token}`)).status).toBe(401);
    expect((await file(stored, undefined, { cookie: `X-Access-Token=${s.t.token}` })).status).toBe(401);
  });

  it('no traversal out of the upload root or the SPA root', async () => {
    const tricks = [
      '../secret.txt',
      '..%2fsecret.txt',
      '..%2Fsecret.txt',
      '%2e%2e/secret.txt',
      '%2e%2e%2fsecret.txt',
      '..%5csecret.txt',
      '..\\secret.txt',
      'temp/../../secret.txt',
      'temp/..%2f..%2fsecret.txt',
      '%252e%252e%252fsecret.txt',
      '....//secret.txt',
      '/..//secret.txt',
      `${dir}/secret.txt`,
      `${encodeURIComponent(`${dir}/secret.txt`)}`,
      'temp/%00../../secret.txt',
    ];
    for (const trick of tricks) {
      const r = await file(trick, s.t.token);
      expect(r.status, trick).toBeGreaterThanOrEqual(400);
      expect(r.status, trick).toBeLessThan(500);
      expect(r.text, trick).not.toContain(SECRET_TEXT);
      expect(r.text, trick).not.toMatch(LEAK);
    }
    // The SPA root (dist/) never serves the repository's files.
    for (const path of [
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/assets/../../package.json',
      '/assets/..%2f..%2fpackage.json',
      '/%2e%2e/src/server/app.ts',
      '//etc/passwd',
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const r = await s.http('GET', path, { unsigned: true });
      expect(r.status, path).toBeLessThan(500);
      expect(r.text, path).not.toMatch(/"devDependencies"|buildApp|root:x:0:0/);
    }
  });
});
