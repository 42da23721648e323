// Request signing (docs/decisions.md#21-request-signing, spec 000 §7): GET and POST API calls carry X-Sign (uppercase MD5
// of the key-sorted JSON of the merged query and body parameters followed by the secret) and
// X-TIMESTAMP (ms). PUT and DELETE are not signed. The algorithm mirrors runtime/http/sign.ts, which
// the server may not import; both are pinned by tests. It is an integrity check, not authentication.
import { hash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import { t } from './i18n.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Exempt from X-Sign (e.g. files loaded by <img src>, which cannot carry headers). */
    unsigned?: boolean;
  }
}

/** Allowed clock difference between client and server, either way. */
export const SIGN_MAX_SKEW_MS = 5 * 60 * 1000;

const UNSIGNED_PARAMS = new Set(['_t']);

const BAD_SIGN = t('签名验证失败', 'Signature verification failed');
const BAD_TIME = t(
  '签名验证失败：请求时间戳无效或已过期',
  'Signature verification failed: the request timestamp is invalid or expired',
);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** The signed object: URL query values (strings, last one wins), overlaid by a plain-object body, `_t` dropped, keys sorted. */
export function signingObject(search: string, body: unknown): Record<string, unknown> {
  // Null-prototype objects: a `__proto__` parameter is an ordinary (signed) key, not a prototype.
  const merged: Record<string, unknown> = Object.create(null);
  if (/[%+?\uD800-\uDFFF]/.test(search)) {
    new URLSearchParams(search).forEach((value, key) => {
      merged[key] = value;
    });
  } else {
    // Nothing encoded (no %, +, ?, lone surrogate): URLSearchParams' reading of it, without its cost.
    for (const pair of search.split('&')) {
      if (pair === '') continue;
      const eq = pair.indexOf('=');
      merged[eq < 0 ? pair : pair.slice(0, eq)] = eq < 0 ? '' : pair.slice(eq + 1);
    }
  }
  if (isPlainObject(body)) {
    for (const [key, value] of Object.entries(body)) if (value !== undefined) merged[key] = value;
  }
  const sorted: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(merged).sort()) if (!UNSIGNED_PARAMS.has(key)) sorted[key] = merged[key];
  return sorted;
}

export function computeSign(search: string, body: unknown, secret: string): string {
  const text = JSON.stringify(signingObject(search, body)) + secret;
  return hash('md5', text, 'hex').toUpperCase(); // one call, no Hash object per request
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Throws 400 (签名验证失败) unless the request is signed with `secret` at a time within the allowed skew. */
export function verifySignature(request: FastifyRequest, secret: string, now = Date.now()): void {
  const sign = request.headers['x-sign'];
  const stamp = request.headers['x-timestamp'];
  if (typeof sign !== 'string' || !/^[0-9A-Fa-f]{32}$/.test(sign)) throw new HttpError(400, BAD_SIGN);
  if (typeof stamp !== 'string' || !/^\d{1,15}$/.test(stamp) || Math.abs(now - Number(stamp)) > SIGN_MAX_SKEW_MS) {
    throw new HttpError(400, BAD_TIME);
  }
  // What url.split('?')[1] gives, without the array.
  const q = request.url.indexOf('?');
  const end = q < 0 ? -1 : request.url.indexOf('?', q + 1);
  const search = q < 0 ? '' : request.url.slice(q + 1, end < 0 ? undefined : end);
  if (!sameText(sign.toUpperCase(), computeSign(search, request.body, secret))) throw new HttpError(400, BAD_SIGN);
}

/**
 * Verify every GET and POST route of this scope (the API) once the body is parsed and before schema
 * validation, so a tampered request is refused whatever it contains. Routes may opt out with
 * `config: { unsigned: true }`.
 */
export function registerSigning(app: FastifyInstance, secret: string): void {
  // Hooks of every request are plain callbacks (no promise per request); a throw is the hook's error.
  app.addHook('preValidation', (request, _reply, done) => {
    if ((request.method === 'GET' || request.method === 'POST') && !request.routeOptions.config.unsigned) {
      verifySignature(request, secret);
    }
    done();
  });
}

/** The SPA's runtime configuration as an inline script (JSON with `<` escaped so it cannot close the tag). */
export function appConfigScript(config: { apiBase: string; signSecret: string; staticDomain?: string }): string {
  const json = JSON.stringify({
    apiBase: config.apiBase,
    signSecret: config.signSecret,
    staticDomain: config.staticDomain ?? '',
  }).replace(/</g, '\\u003c');
  return `<script>window.__APP_CONFIG__ = ${json};</script>`;
}

/** index.html with the runtime configuration where the `app-config` comment sits (else before </head>). */
export function injectAppConfig(html: string, script: string): string {
  const marker = /<!--\s*app-config[\s\S]*?-->/;
  if (marker.test(html)) return html.replace(marker, () => script);
  return html.replace('</head>', () => `${script}\n</head>`);
}
