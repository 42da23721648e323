// The lazy request logger writes what Fastify's own per-request child writes (the request id bound,
// redaction and serializers as configured), and nothing for a request that does not log.
import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CENSOR, loggerOptions } from './log-options.ts';
import { lazyRequestLogger } from './lazy-request-logger.ts';

async function linesOf(lazy: boolean): Promise<Record<string, unknown>[]> {
  let out = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      out += chunk.toString();
      done();
    },
  });
  let n = 0;
  const app = Fastify({
    logger: { ...loggerOptions(), stream },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => `req-${++n}`,
    ...(lazy ? { childLoggerFactory: lazyRequestLogger } : {}),
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/talks', async (request) => {
    request.log.info({ password: 'pw-secret', n: 1 }, 'hello');
    request.log.child({ part: 'inner' }).warn('inner line');
    return { level: request.log.level };
  });
  app.get('/fails', async (request) => {
    request.log.error({ err: new Error('boom') }, 'request failed');
    return {};
  });
  for (const url of ['/quiet', '/talks', '/fails']) await app.inject({ method: 'GET', url });
  await app.close();
  return out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const { time: _time, pid: _pid, hostname: _host, ...rest } = JSON.parse(l) as Record<string, unknown>;
      const err = rest.err as { stack?: string } | undefined;
      if (err) delete err.stack;
      return rest;
    });
}

describe('lazy request logger', () => {
  it("writes Fastify's own per-request lines, redacted, and none for a quiet request", async () => {
    const lazy = await linesOf(true);
    expect(lazy).toEqual(await linesOf(false));
    expect(lazy.map((l) => [l.reqId, l.msg])).toEqual([
      ['req-2', 'hello'],
      ['req-2', 'inner line'],
      ['req-3', 'request failed'],
    ]);
    expect(lazy[0].password).toBe(CENSOR);
    expect(lazy[1].part).toBe('inner');
  });
});
