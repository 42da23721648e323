// The logger options on a real Fastify instance whose log lines are captured: credentials in headers,
// bodies and query strings are censored, the request lines themselves stay.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CENSOR, loggerOptions, maskUrl } from './log-options.ts';

const SECRETS = {
  token: 'tok-3f9c1d2e7a',
  password: 'Pw#secret-8812',
  captcha: 'capt-4471',
  smscode: 'sms-902114',
  sign: 'sign-ab12cd34ef',
  bearer: 'bearer-77aa88bb',
  cookie: 'cookie-session-5521',
};

async function capture(run: (app: ReturnType<typeof Fastify>) => Promise<void>): Promise<string> {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      out += chunk.toString();
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions(), stream } });
  app.post('/login', async (request) => {
    // A careless log call: the whole body and all headers.
    request.log.info({ body: request.body, headers: request.headers }, 'login attempt');
    request.log.info({ password: SECRETS.password, nested: { token: SECRETS.token } }, 'flat fields');
    return { ok: true };
  });
  app.get('/list', async () => ({ ok: true }));
  await run(app);
  await app.close();
  return out;
}

describe('loggerOptions', () => {
  it('keeps request lines and censors credentials wherever a log call puts them', async () => {
    const log = await capture(async (app) => {
      await app.inject({
        method: 'POST',
        url: '/login',
        headers: {
          'x-access-token': SECRETS.token,
          authorization: `Bearer ${SECRETS.bearer}`,
          cookie: `sid=${SECRETS.cookie}`,
          'x-sign': SECRETS.sign,
        },
        payload: { username: 'admin', password: SECRETS.password, captcha: SECRETS.captcha, smscode: SECRETS.smscode },
      });
      await app.inject({ method: 'GET', url: `/list?page=2&token=${SECRETS.token}&PassWord=${SECRETS.password}` });
    });
    for (const secret of Object.values(SECRETS)) expect(log).not.toContain(secret);
    const lines = log
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const incoming = lines.filter((l) => l.msg === 'incoming request');
    expect(incoming.map((l) => (l.req as { url: string }).url)).toEqual([
      '/login',
      `/list?page=2&token=${CENSOR}&PassWord=${CENSOR}`,
    ]);
    expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(2);
    const attempt = lines.find((l) => l.msg === 'login attempt') as {
      body: Record<string, string>;
      headers: Record<string, string>;
    };
    expect(attempt.body).toMatchObject({ username: 'admin', password: CENSOR, captcha: CENSOR, smscode: CENSOR });
    expect(attempt.headers).toMatchObject({
      'x-access-token': CENSOR,
      authorization: CENSOR,
      cookie: CENSOR,
      'x-sign': CENSOR,
    });
    expect(lines.find((l) => l.msg === 'flat fields')).toMatchObject({ password: CENSOR, nested: { token: CENSOR } });
  });
});

describe('maskUrl', () => {
  it('masks secret query names only', () => {
    expect(maskUrl('/a')).toBe('/a');
    expect(maskUrl('/a?x=1&captcha=9&smsCode=1&old%70assword=z&tokenish=2')).toBe(
      `/a?x=1&captcha=${CENSOR}&smsCode=${CENSOR}&old%70assword=${CENSOR}&tokenish=2`,
    );
    expect(maskUrl('/a?token&bad=%E0%A4%A')).toBe('/a?token&bad=%E0%A4%A');
    // Without escapes: the same answers through the quick check.
    const plain = '/a?pageNo=10&pageSize=10&tokenish=2&x=password&column=createTime';
    expect(maskUrl(plain)).toBe(plain);
    expect(maskUrl('/a?page=1&Token=t1&PASSWORD=p&x=1?token=2')).toBe(
      `/a?page=1&Token=${CENSOR}&PASSWORD=${CENSOR}&x=1?token=2`,
    );
    expect(maskUrl('/a?sign+Secret=1&signSecret=2')).toBe(`/a?sign+Secret=1&signSecret=${CENSOR}`);
  });
});
