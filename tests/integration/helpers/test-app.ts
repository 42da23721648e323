// startTestApp: the real app (buildApp) on a fresh database of the given dialect, signed in as the
// first admin, with small inject helpers and a separate connection for looking at the tables.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Migration } from '../../../runtime/core/migration.ts';
import type { Registry } from '../../../runtime/core/registry.ts';
import { buildApp, type BuildAppOptions } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config/config.ts';
import type { WireSchemaSet } from '../../../src/server/engine/crud/entity-model.ts';
import { openDatabase, type Db } from '../../../src/server/engine/db/database.ts';
import { createTestDatabase, type DialectName, type TestDatabase } from './databases.ts';
import { signInjects } from './signing.ts';

export const API = '/jeecg-boot';
export const ADMIN_PASSWORD = 'It#Admin2026';

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; code: number; result: T; timestamp: number; requestId?: string };
}

type Query = Record<string, string | number | undefined>;
type Headers = Record<string, string>;

export interface TestApp {
  app: FastifyInstance;
  dialect: DialectName;
  /** A second connection to the same database, for assertions on stored rows. */
  db: Db;
  token: string;
  /** POST /sys/login; `extra` adds body fields (captcha, checkKey). */
  login(
    username: string,
    password: string,
    headers?: Headers,
    extra?: Record<string, unknown>,
  ): Promise<Answer<{ token: string }>>;
  get<T = unknown>(path: string, query?: Query, headers?: Headers): Promise<Answer<T>>;
  post<T = unknown>(path: string, body?: unknown, headers?: Headers): Promise<Answer<T>>;
  put<T = unknown>(path: string, body?: unknown, headers?: Headers): Promise<Answer<T>>;
  del<T = unknown>(path: string, query?: Query, headers?: Headers): Promise<Answer<T>>;
  close(): Promise<void>;
}

export interface StartOptions {
  dialect: DialectName;
  registry?: Registry;
  routeSchemas?: Record<string, WireSchemaSet>;
  migrations?: Migration[];
  /** Reuse this database (the caller drops it) instead of a fresh one. */
  database?: TestDatabase;
  /** Extra environment for loadConfig (e.g. CAPTCHA: 'on'). */
  env?: Record<string, string>;
  /** Extra buildApp options (smsSender, rateLimits ...). */
  build?: Partial<BuildAppOptions>;
}

const RELAXED_LIMITS = Object.fromEntries(
  ['login', 'phoneLogin', 'randomImage', 'register', 'sms', 'smsPerMobile'].map((k) => [
    k,
    { max: 10_000, windowMs: 60_000 },
  ]),
) as unknown as BuildAppOptions['rateLimits'];

/** With CAPTCHA on: fetch a captcha image and read its code from the table (a test can't read images). */
export async function solveCaptcha(t: Pick<TestApp, 'get' | 'db'>): Promise<{ captcha: string; checkKey: string }> {
  const checkKey = `k${Date.now()}${Math.random().toString().slice(2, 8)}`;
  const r = await t.get(`/sys/randomImage/${checkKey}`);
  if (r.status !== 200) throw new Error(`randomImage failed: ${JSON.stringify(r.body)}`);
  const row = await t.db.selectFrom('sys_captcha').select('code').where('check_key', '=', checkKey).executeTakeFirst();
  return { captcha: String(row?.code), checkKey };
}

function toQuery(q: Query = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
}

function answer<T>(r: LightMyRequestResponse): Answer<T> {
  let body: Answer<T>['body'];
  try {
    body = r.json();
  } catch {
    throw new Error(`not JSON (${r.statusCode}): ${r.body.slice(0, 200)}`);
  }
  return { status: r.statusCode, body };
}

export async function startTestApp(opts: StartOptions): Promise<TestApp> {
  const owned = !opts.database;
  const database = opts.database ?? (await createTestDatabase(opts.dialect));
  const config = {
    ...loadConfig({ ADMIN_PASSWORD, CAPTCHA: 'off', NODE_ENV: 'test', ...opts.env }),
    database: database.config,
  };
  let built;
  try {
    built = await buildApp({
      // Many sign-ins from one address in a few seconds: the per-IP limits are tested on their own.
      rateLimits: RELAXED_LIMITS,
      ...opts.build,
      config,
      ...(opts.registry ? { registry: opts.registry } : {}),
      ...(opts.routeSchemas ? { routeSchemas: opts.routeSchemas } : {}),
      ...(opts.migrations ? { migrations: opts.migrations } : {}),
    });
  } catch (err) {
    if (owned) await database.drop();
    throw err;
  }
  const { app } = built;
  signInjects(app, built.signSecret); // every GET/POST is signed as the browser signs it
  const inspect = await openDatabase(database.config);
  let token = '';
  const auth = (headers: Headers = {}): Headers => (token ? { 'x-access-token': token, ...headers } : headers);

  const t: TestApp = {
    app,
    dialect: opts.dialect,
    db: inspect.db,
    get token() {
      return token;
    },
    async login(username, password, headers = {}, extra = {}) {
      return answer(
        await app.inject({
          method: 'POST',
          url: `${API}/sys/login`,
          payload: { username, password, ...extra },
          headers,
        }),
      );
    },
    async get(path, query, headers) {
      return answer(
        await app.inject({ method: 'GET', url: API + path, query: toQuery(query), headers: auth(headers) }),
      );
    },
    async post(path, body, headers) {
      return answer(
        await app.inject({ method: 'POST', url: API + path, payload: body as object, headers: auth(headers) }),
      );
    },
    async put(path, body, headers) {
      return answer(
        await app.inject({ method: 'PUT', url: API + path, payload: body as object, headers: auth(headers) }),
      );
    },
    async del(path, query, headers) {
      return answer(
        await app.inject({ method: 'DELETE', url: API + path, query: toQuery(query), headers: auth(headers) }),
      );
    },
    async close() {
      await app.close();
      await inspect.close();
      if (owned) await database.drop();
    },
  };
  const signedIn = await t.login('admin', ADMIN_PASSWORD, {}, config.captcha ? await solveCaptcha(t) : {});
  if (signedIn.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(signedIn.body)}`);
  token = signedIn.body.result.token;
  return t;
}
