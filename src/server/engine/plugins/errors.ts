// The JeecgBoot envelope {success, message, code, result, timestamp} for every JSON answer, the
// error handler (request id on every error, never SQL, stacks or paths) and the API 404.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiResult } from '../../../../runtime/core/wire.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError, MESSAGES, STATUS_MESSAGES } from './http-error.ts';
import { langOf, say } from './i18n.ts';

export function ok<T>(result: T, message = ''): ApiResult<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/** A success with another envelope code (the Excel import's 201: imported, but some rows failed). */
export function okWithCode<T>(result: T, message: string, code: number): ApiResult<T> {
  return { ...ok(result, message), code };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  result: unknown = null,
): FastifyReply {
  const body: ApiResult = {
    success: false,
    message,
    code: status,
    result,
    timestamp: Date.now(),
    requestId: String(request.id),
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function isUniqueViolation(err: { code?: unknown }): boolean {
  return err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Map any thrown error to a status and a message that is safe to show. */
export function describeError(err: FastifyError | HttpError | Error, request: FastifyRequest) {
  const lang = langOf(request);
  if (err instanceof HttpError) return { status: err.status, message: say(err.text, lang), detail: err.detail };
  const e = err as FastifyError;
  if (e.validation) {
    const what = e.validation.map((v) => `${e.validationContext ?? ''}${v.instancePath} ${v.message ?? ''}`.trim());
    return { status: 400, message: `${say(MESSAGES.badRequest, lang)}: ${what.join('; ')}` };
  }
  if (
    e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    err instanceof SyntaxError
  )
    return { status: 400, message: say(MESSAGES.invalidJson, lang) };
  if (isUniqueViolation(e)) return { status: 400, message: say(MESSAGES.duplicate, lang) };
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, message: say(STATUS_MESSAGES[status] ?? MESSAGES.badRequest, lang) };
  }
  if (isDatabaseUnavailable(err)) return { status: 503, message: say(MESSAGES.unavailable, lang) };
  return { status: 500, message: say(MESSAGES.internal, lang) };
}

/** Serves the SPA's index.html for a client route (set when the SPA is served). */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

export function registerErrorHandling(app: FastifyInstance, apiBase: string, spaFallback?: SpaFallback): void {
  app.setErrorHandler((err, request, reply) => {
    const { status, message, detail } = describeError(err as Error, request);
    if (status === 503) reply.header('retry-after', '5');
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ status, reason: message }, 'request refused');
    return sendError(request, reply, status, message, detail ?? null);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const api = path === apiBase || path.startsWith(`${apiBase}/`);
    if (!api && spaFallback && (request.method === 'GET' || request.method === 'HEAD')) {
      return spaFallback(request, reply);
    }
    return sendError(request, reply, 404, say(MESSAGES.notFound, langOf(request)));
  });
}

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode (bad percent-encoding) gets the
 * envelope with a request id like every other 400, not Fastify's own body naming its error code.
 */
export function frameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, message } = describeError(err, request);
  sendError(request, reply, status, message);
}
