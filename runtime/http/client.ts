// The one axios instance (docs/architecture.md#the-runtime, spec 001 §7.7): base URL, timeout, session/tenant/language headers,
// `_t` cache-buster, X-Sign signing of GET and POST, and the error catalogue surfaced through an
// injected notifier. No UI library here: the app decides how a notice looks.
import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ApiResult } from '../core/wire.ts';
import type { RuntimeConfig } from './config.ts';
import { describeFailure, HttpError } from './errors.ts';
import type { SessionStore } from './session-store.ts';
import { computeSign, parseQuery, queryValue } from './sign.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not notify on failure (the caller shows the error itself). Session expiry is still handled. */
    silent?: boolean;
  }
}

export interface Notice {
  type: 'error' | 'warning';
  message: string;
  status: number;
}

export interface HttpClientOptions {
  config: RuntimeConfig;
  session: Pick<SessionStore, 'getToken' | 'getTenantId' | 'clear'>;
  /** Current UI language for Accept-Language and messages ('zh-CN' | 'en'). */
  getLang?: () => string;
  notify?: (notice: Notice) => void;
  /** Runs 1.5 s after a 401 cleared the session; the browser default reloads the page. */
  onSessionExpired?: () => void;
  /** X-Low-App-ID header value on low-app routes. */
  getLowAppId?: () => string | undefined;
  now?: () => number;
  schedule?: (fn: () => void, ms: number) => unknown;
}

export const SESSION_EXPIRY_DELAY_MS = 1500;

/** Dictionary item look-ups are cacheable and get no `_t`. */
export function isDictItemLookup(url: string | undefined): boolean {
  return /\/sys\/dict\/getDictItems\//.test(url ?? '');
}

function isEnvelope(body: unknown): body is ApiResult {
  return typeof body === 'object' && body !== null && 'success' in body && typeof body.success === 'boolean';
}

async function readBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return JSON.parse(await data.text());
    } catch {
      return undefined;
    }
  }
  return data;
}

const TOKEN_EXPIRED_TEXT = /token\s*失效|token.*expired/i;

export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const { config, session } = options;
  const getLang = options.getLang ?? (() => 'zh-CN');
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const onExpired = options.onSessionExpired ?? (() => globalThis.location?.reload());
  let expiring = false;

  const http = axios.create({ baseURL: config.apiBase, timeout: config.timeout });

  http.interceptors.request.use((cfg) => {
    const token = session.getToken();
    if (token) cfg.headers.set('X-Access-Token', token);
    cfg.headers.set('tenant-id', session.getTenantId() ?? '0');
    cfg.headers.set('Accept-Language', getLang());
    const lowAppId = options.getLowAppId?.();
    if (lowAppId) cfg.headers.set('X-Low-App-ID', lowAppId);

    const method = (cfg.method ?? 'get').toLowerCase();
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries((cfg.params ?? {}) as Record<string, unknown>)) {
      const v = queryValue(value);
      if (v !== undefined) params[key] = v;
    }
    if (method === 'get' && !isDictItemLookup(cfg.url)) params._t = String(Math.floor(now() / 1000));
    cfg.params = params;

    if (method === 'get' || method === 'post') {
      const search = (cfg.url ?? '').split('?')[1] ?? '';
      cfg.headers.set('X-Sign', computeSign({ ...parseQuery(search), ...params }, cfg.data, config.signSecret));
      cfg.headers.set('X-TIMESTAMP', String(now()));
    }
    return cfg;
  });

  function fail(status: number, body: unknown, cfg: InternalAxiosRequestConfig | undefined, timedOut: boolean) {
    const envelope = isEnvelope(body) ? body : undefined;
    const serverMessage = envelope?.message || undefined;
    const hadToken = Boolean(cfg?.headers?.get?.('X-Access-Token'));
    const lang = getLang();
    const expired =
      (hadToken || expiring) && (status === 401 || (status === 500 && TOKEN_EXPIRED_TEXT.test(serverMessage ?? '')));
    let message: string;
    if (expired) {
      message = describeFailure(401, undefined, lang);
      if (!expiring) {
        expiring = true;
        session.clear();
        options.notify?.({ type: 'error', message, status: 401 });
        schedule(() => {
          expiring = false;
          onExpired();
        }, SESSION_EXPIRY_DELAY_MS);
      }
    } else {
      // A 401 without a session (bad credentials at sign-in) shows the server's own words.
      message =
        status === 401 && serverMessage ? serverMessage : describeFailure(status, serverMessage, lang, timedOut);
      if (!cfg?.silent) options.notify?.({ type: 'error', message, status });
    }
    return new HttpError(message, {
      status,
      code: envelope?.code,
      result: envelope?.result,
      requestId: envelope?.requestId,
      serverMessage,
    });
  }

  http.interceptors.response.use(
    (res: AxiosResponse) => {
      const body: unknown = res.data;
      if (isEnvelope(body) && !body.success) {
        const code = Number(body.code);
        throw fail(res.status >= 400 ? res.status : code >= 400 ? code : res.status, body, res.config, false);
      }
      return res;
    },
    async (error: unknown) => {
      if (axios.isCancel(error)) throw error;
      if (!(error instanceof AxiosError)) throw error;
      const body = await readBody(error.response?.data);
      const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
      throw fail(error.response?.status ?? 0, body, error.config, timedOut);
    },
  );

  return http;
}

/** The `result` of an envelope response. */
export function unwrap<T>(res: AxiosResponse): T {
  const body: unknown = res.data;
  return (isEnvelope(body) ? body.result : body) as T;
}
