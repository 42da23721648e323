// Integration tests talk to the server as the browser does: every GET and POST injected into a test
// app is signed (X-Sign, X-TIMESTAMP) with the client's own algorithm (runtime/http/sign.ts) and the
// app's secret. A request that already carries X-Sign or X-TIMESTAMP is left as it is, and
// rawInject() sends one untouched, for the signing tests.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { computeSign, parseQuery } from '../../../runtime/http/sign.ts';

type Inject = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

const originals = new WeakMap<FastifyInstance, Inject>();
const secrets = new WeakMap<FastifyInstance, string>();

function searchOf(opts: InjectOptions): { path: string; search: string } {
  const [path, own = ''] = String(opts.url ?? opts.path ?? '/').split('?');
  const params = new URLSearchParams(own);
  const q = opts.query;
  if (typeof q === 'string') new URLSearchParams(q).forEach((v, k) => params.append(k, v));
  else if (q) for (const [k, v] of Object.entries(q)) for (const x of [v].flat()) params.append(k, String(x));
  return { path, search: params.toString() };
}

function bodyOf(payload: InjectOptions['payload']): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** The headers the browser client adds to a GET or POST (none for other methods). */
export function signedHeaders(
  method: string,
  search: string,
  body: unknown,
  secret: string,
  now = Date.now(),
): Record<string, string> {
  if (method !== 'GET' && method !== 'POST') return {};
  return { 'X-Sign': computeSign(parseQuery(search), body, secret), 'X-TIMESTAMP': String(now) };
}

/** Make app.inject sign GET and POST requests with `secret`. */
export function signInjects(app: FastifyInstance, secret: string): void {
  const original = app.inject.bind(app) as unknown as Inject;
  originals.set(app, original);
  secrets.set(app, secret);
  const signed = (opts: InjectOptions | string) => {
    const o: InjectOptions = typeof opts === 'string' ? { method: 'GET', url: opts } : { ...opts };
    const method = String(o.method ?? 'GET').toUpperCase();
    const headers = { ...(o.headers ?? {}) } as Record<string, string>;
    const has = (name: string) => Object.keys(headers).some((k) => k.toLowerCase() === name);
    if ((method === 'GET' || method === 'POST') && !has('x-sign') && !has('x-timestamp')) {
      const { path, search } = searchOf(o);
      delete o.query;
      delete o.path;
      o.url = search ? `${path}?${search}` : path;
      o.headers = { ...headers, ...signedHeaders(method, search, bodyOf(o.payload), secret) };
    }
    return original(o);
  };
  (app as unknown as { inject: typeof signed }).inject = signed;
}

/** Send a request exactly as given (no signature added). */
export function rawInject(app: FastifyInstance, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return (originals.get(app) ?? (app.inject.bind(app) as unknown as Inject))(opts);
}

/** The secret signInjects signs this app's requests with. */
export function signSecretOf(app: FastifyInstance): string {
  const secret = secrets.get(app);
  if (secret === undefined) throw new Error('signInjects was not called for this app');
  return secret;
}
