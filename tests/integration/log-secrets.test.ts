// The real server process's log (stdout, pino JSON) while requests carry a session token, credentials
// in Authorization / Cookie, the X-Sign signature, and passwords in bodies and a query string: none of
// those values appears, while the request lines do, and the dev SMS sender's code line is kept.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { computeSign, parseQuery } from '../../runtime/http/sign.ts';
import { login, PASSWORD, SECRET, startServer, type ServerProcess } from './helpers/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'it-logs-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('server logs', () => {
  it('hold request lines but no token, password, cookie or signature', async () => {
    const s = await startServer({ env: { DATABASE_URL: join(dir, 'app.db'), UPLOAD_DIR: join(dir, 'uploads') } });
    server = s;
    const token = await login(s);
    const wrongPassword = 'Wrong#Pass-55731';
    const bearer = 'bearer-credential-90417';
    const cookie = 'cookie-session-66210';
    const queryPassword = 'query-pass-31337';

    const failed = await s.call('POST', '/sys/login', {
      json: { username: 'admin', password: wrongPassword },
    });
    expect(failed.status).not.toBe(200);
    const listQuery = { pageNo: '1', pageSize: '5' };
    const sign = computeSign(parseQuery(new URLSearchParams(listQuery).toString()), undefined, SECRET);
    const list = await s.call('GET', '/wl/site/list', {
      token,
      query: listQuery,
      headers: { authorization: `Bearer ${bearer}`, cookie: `sid=${cookie}` },
    });
    expect(list.status).toBe(200);
    // A password in a query string (refused or not, the request line is logged).
    const inQuery = await s.call('GET', '/wl/site/list', {
      token,
      query: { ...listQuery, password: queryPassword },
    });
    expect(inQuery.status).toBeLessThan(500);
    const changed = await s.call('POST', '/sys/user/updatePassword', {
      token,
      json: {
        username: 'admin',
        oldpassword: 'Not#The-Old-1',
        password: 'New#Pass-20261',
        confirmpassword: 'New#Pass-20261',
      },
    });
    expect(changed.body.success).toBe(false);
    const sms = await s.call('POST', '/sys/sms', { json: { mobile: '13800000123', smsmode: '1' } });
    expect(sms.status).toBe(200);

    await s.stop();
    const log = s.output();
    for (const secret of [
      token,
      PASSWORD,
      wrongPassword,
      bearer,
      cookie,
      queryPassword,
      sign,
      'Not#The-Old-1',
      'New#Pass-20261',
      SECRET,
    ]) {
      expect(log, `secret ${secret} in the log`).not.toContain(secret);
    }
    const lines = log
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg?: string; req?: { method: string; url: string } });
    // One line per request by default (REQUEST_LOG=one, ops/request-log.ts): the completed line holds the request.
    const urls = lines.filter((l) => l.msg === 'request completed').map((l) => `${l.req!.method} ${l.req!.url}`);
    expect(urls).toContain('POST /jeecg-boot/sys/login');
    expect(urls).toContain('GET /jeecg-boot/wl/site/list?pageNo=1&pageSize=5');
    expect(urls).toContain('GET /jeecg-boot/wl/site/list?pageNo=1&pageSize=5&password=[redacted]');
    expect(urls).toContain('POST /jeecg-boot/sys/user/updatePassword');
    expect(lines.filter((l) => l.msg === 'incoming request')).toEqual([]);
    expect(log).toMatch(/SMS verification code \d{6}/);
  }, 180_000);
});
