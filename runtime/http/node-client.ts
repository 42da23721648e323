// The HTTP DataProvider outside the browser (a script, a job, another service on Node): the same axios
// client as the SPA (token, tenant and language headers, X-Sign) with the session kept in memory, no
// notices and no page to reload when the session expires (a call then rejects with HttpError 401).
// Requests go through axios's fetch adapter, which Node has built in and which answers exports as a
// Blob as in the browser. Give the result's `dp` to a generated client (src/generated/clients).
import type { Registry } from '../core/registry.ts';
import { login, logout, type LoginResult } from './auth-api.ts';
import { createHttpClient } from './client.ts';
import { DEFAULT_RUNTIME_CONFIG } from './config.ts';
import { createHttpDataProvider, type HttpDataProvider } from './data-provider.ts';
import { createSessionStore, memoryStorage, type SessionStore } from './session-store.ts';

export interface NodeClientOptions {
  /** The API's address with its base, e.g. `http://127.0.0.1:3000/jeecg-boot`. */
  baseUrl: string;
  /** The server's `SIGN_SECRET` (GET and POST calls are signed with it). */
  signSecret: string;
  /** The generated registry (`src/generated/registry.ts`): entity names to API paths. */
  registry: Registry;
  /** A session token to start with (else call `login`). */
  token?: string;
  /** Language of the server's messages (default zh-CN). */
  lang?: 'zh-CN' | 'en';
  /** Client timeout in ms (default 60 s). */
  timeout?: number;
}

export interface NodeClient {
  dp: HttpDataProvider;
  session: SessionStore;
  /** POST /sys/login (the server must not ask for a captcha, or pass `captcha` and `checkKey`). */
  login(username: string, password: string, captcha?: { captcha: string; checkKey: string }): Promise<LoginResult>;
  logout(): Promise<void>;
}

export function createNodeClient(options: NodeClientOptions): NodeClient {
  const session = createSessionStore(memoryStorage());
  if (options.token) session.setToken(options.token);
  const http = createHttpClient({
    config: {
      ...DEFAULT_RUNTIME_CONFIG,
      apiBase: options.baseUrl.replace(/\/+$/, ''),
      signSecret: options.signSecret,
      timeout: options.timeout ?? DEFAULT_RUNTIME_CONFIG.timeout,
    },
    session,
    getLang: () => options.lang ?? 'zh-CN',
    onSessionExpired: () => undefined,
    schedule: (fn) => fn(),
  });
  http.defaults.adapter = 'fetch';
  return {
    dp: createHttpDataProvider(http, options.registry),
    session,
    login: (username, password, captcha) => login(http, session, { username, password, ...captcha }),
    logout: () => logout(http, session),
  };
}
