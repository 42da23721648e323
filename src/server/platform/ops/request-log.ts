// The request log (REQUEST_LOG): how many lines a request writes. `one` (the default): one line when
// the answer has gone out ("request completed", with the request's method, masked URL, host and
// address, the status and the time taken), half of Fastify's two lines and their serialising and
// redaction per request. `full`: Fastify's two lines ("incoming request" and "request completed").
// `errors`: only answers of 400 and above and answers slower than SLOW_MS. Errors are logged as
// before whatever the mode (Fastify's own error lines do not depend on it). Fastify's lines go through
// the logger's redaction (log-options.ts); the one line of `one` and `errors` is written by a child
// logger without it: the line holds only the request id, the request as the `req` serializer gives it
// (method, masked URL, host, address, port), the status and the time, none of which can carry a
// header, a body or an unmasked query (request-log.test.ts checks), and the redaction's walk over
// every logged value was a tenth of a list request's CPU (tests/bench/README.md, list bench).
import { LogController, type FastifyInstance } from 'fastify';
import type { RequestLogMode } from '../../config/config.ts';

export type { RequestLogMode };
/** In `errors` mode, a successful answer slower than this is logged too. */
export const SLOW_MS = 1_000;

/**
 * Fastify's `logController` for a mode: its own two lines only in `full` (its LogController with
 * `disableRequestLogging` otherwise; the top-level `disableRequestLogging` option is deprecated since
 * Fastify 5.x, FSTDEP023, and printed a warning at every start).
 */
export const requestLogController = (mode: RequestLogMode) =>
  new LogController({ disableRequestLogging: mode !== 'full' });

/** The one line per request of `one` and `errors` (nothing to add in `full`). */
export function addRequestLog(app: FastifyInstance, mode: RequestLogMode): void {
  if (mode === 'full') return;
  // Same serializers and stream, same output as `reply.log` (its child binding reqId comes first).
  const line = app.log.child({}, { redact: [] });
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (mode === 'one' || reply.statusCode >= 400 || ms >= SLOW_MS) {
      line.info({ reqId: request.id, req: request, res: reply, responseTime: ms }, 'request completed');
    }
    done();
  });
}
