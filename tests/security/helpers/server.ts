// A real server for the security suite: the app (buildApp, with the built SPA when dist/ exists) on a
// fresh database, listening on a random local port. Tests talk to it over raw HTTP (node:http), so
// paths reach the server exactly as written (no URL normalisation of `..`, `%2e`, `//`), signed as
// the browser signs them unless `unsigned` is set. Set-up may use the inject helpers of TestApp.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import type { DialectName } from '../../integration/helpers/databases.ts';
import { computeSign } from '../../../runtime/http/sign.ts';
import { signSecretOf } from '../../integration/helpers/signing.ts';
import { API, startTestApp, type StartOptions, type TestApp } from '../../integration/helpers/test-app.ts';

export { API };

const ROOT = resolve(import.meta.dirname, '../../..');
const DIST = join(ROOT, 'dist');

/**
 * The built SPA when there is one (npm run build); otherwise (npm test runs the unit tests before the
 * build) a stand-in made from the repository's index.html with one module script under /assets, so
 * the page headers are checked either way.
 */
function spaDir(): { dir: string; remove: () => void } {
  if (existsSync(join(DIST, 'index.html'))) return { dir: DIST, remove: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), 'sec-spa-'));
  mkdirSync(join(dir, 'assets'));
  const html = readFileSync(join(ROOT, 'index.html'), 'utf8').replace(
    /<script type="module" src="[^"]*"><\/script>/,
    '<script type="module" src="/assets/index.js"></script>',
  );
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'assets', 'index.js'), 'export {};\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The raw body (for workbooks and files). */
  raw: Buffer;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: { success?: boolean; code?: number; message?: string; result?: unknown } | undefined;
}

export interface HttpOptions {
  /** Sent as the path is, after the host (query string included). */
  token?: string;
  headers?: Record<string, string>;
  /** A JSON value (serialised) or a raw string body (with its own content type). */
  body?: unknown;
  rawBody?: string;
  unsigned?: boolean;
}

export interface SecurityServer {
  t: TestApp;
  port: number;
  http(method: string, path: string, opts?: HttpOptions): Promise<HttpAnswer>;
  close(): Promise<void>;
}

export async function startSecurityServer(
  dialect: DialectName,
  extra: Partial<StartOptions> = {},
): Promise<SecurityServer> {
  const spa = spaDir();
  let t: TestApp;
  try {
    t = await startTestApp({ dialect, ...extra, build: { spaDir: spa.dir, ...extra.build } });
  } catch (err) {
    spa.remove();
    throw err;
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const secret = signSecretOf(t.app);

  function http(method: string, path: string, opts: HttpOptions = {}): Promise<HttpAnswer> {
    const m = method.toUpperCase();
    let payload: string | undefined = opts.rawBody;
    const headers: Record<string, string> = {};
    if (opts.body !== undefined) {
      payload = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    if (opts.token) headers['x-access-token'] = opts.token;
    if (!opts.unsigned && (m === 'GET' || m === 'POST')) {
      const query = queryObject(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
      headers['x-sign'] = computeSign(query, opts.body, secret);
      headers['x-timestamp'] = String(Date.now());
    }
    Object.assign(headers, opts.headers ?? {});
    if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
    return new Promise((ok, fail) => {
      let answered = false;
      const req = httpRequest({ host: '127.0.0.1', port, method: m, path, headers, agent: false }, (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', fail);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          let json: HttpAnswer['json'];
          try {
            json = JSON.parse(text) as HttpAnswer['json'];
          } catch {
            json = undefined;
          }
          ok({ status: res.statusCode ?? 0, headers: res.headers, text, raw, json });
        });
      });
      // The server may answer early (413) and close while the body is still being written.
      req.on('error', (err) => {
        if (!answered) fail(err);
      });
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  return {
    t,
    port,
    http,
    close: async () => {
      await t.close();
      spa.remove();
    },
  };
}

/** Texts of drivers, engines and runtimes that must never reach a client. */
export const LEAK =
  /SQLITE_|syntax error|relation "|does not exist|near "|column .* of relation|sqlite_master|pg_catalog|node_modules|\/work\/|\/home\/|\.ts:\d+|\.js:\d+|\n\s+at |\bat [\w.]+ \(/i;

/** A query string as the server reads it: a repeated key becomes a list (signed comma-joined). */
function queryObject(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  new URLSearchParams(search).forEach((value, key) => {
    const had = out[key];
    out[key] = had === undefined ? value : [...[had].flat(), value];
  });
  return out;
}

/** Build a path with a query string from pairs (repeated keys allowed). */
export function withQuery(path: string, pairs: [string, string][]): string {
  const q = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return q ? `${path}?${q}` : path;
}
