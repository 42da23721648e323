// The API's JSON body parser: an empty body is no body (e.g. a DELETE sent with a JSON content type),
// invalid JSON is a 400 (errors.ts), and a body nested deeper than MAX_JSON_DEPTH arrays/objects is a
// 400 before it is parsed: recursive code after the parser (the signature check's JSON.stringify,
// Ajv, the codecs) would otherwise overflow the stack on a hostile body and answer 500. The depth is
// found by one pass over the text (brackets outside strings), microseconds for an ordinary body.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';
import { t } from './i18n.ts';

/** Deepest nesting of arrays and objects accepted in a JSON body (the product's forms need < 10). */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP = t(
  `请求体 JSON 嵌套过深（最多 ${MAX_JSON_DEPTH} 层）`,
  `The JSON request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Whether the JSON text opens more than `max` arrays/objects inside each other (strings skipped). */
export function jsonDeeperThan(text: string, max: number): boolean {
  // Fewer brackets than the limit in all: nothing to scan for.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}

/** Replace Fastify's JSON parsers with the API's one (application/json only: 415 for text/plain). */
export function registerJsonBody(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text === '') return done(null, undefined);
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP), undefined);
    return json(request, text, done);
  });
}
