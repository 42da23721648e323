// Test helpers: a scripted axios adapter (answers by handler, rejects like axios for status >= 400) and
// an http client over it with an in-memory session. Used by unit tests of runtime/http and runtime/react.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type Notice } from './client.ts';
import { DEFAULT_RUNTIME_CONFIG } from './config.ts';
import { createSessionStore, memoryStorage } from './session-store.ts';

export interface MockReply {
  status?: number;
  data?: unknown;
  /** Reject as a timeout instead of answering. */
  timeout?: boolean;
}

export function envelope<T>(result: T, extra: { success?: boolean; message?: string; code?: number } = {}) {
  return {
    success: extra.success ?? true,
    message: extra.message ?? '',
    code: extra.code ?? 200,
    result,
    timestamp: 0,
  };
}

export function mockAdapter(handler: (config: InternalAxiosRequestConfig) => MockReply): {
  adapter: AxiosAdapter;
  calls: InternalAxiosRequestConfig[];
} {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = handler(config);
    if (reply.timeout) throw new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED', config);
    const response = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: new AxiosHeaders(),
      config,
    };
    if (response.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${response.status}`,
        'ERR_BAD_RESPONSE',
        config,
        {},
        response,
      );
    }
    return response;
  };
  return { adapter, calls };
}

export const auth = { user: { id: 'u1', username: 'admin', realname: 'Admin' } };

export function setupHttp(handler: (cfg: InternalAxiosRequestConfig) => MockReply) {
  const session = createSessionStore(memoryStorage());
  const notices: Notice[] = [];
  const http = createHttpClient({
    config: DEFAULT_RUNTIME_CONFIG,
    session,
    notify: (n) => notices.push(n),
    schedule: () => undefined,
  });
  const mock = mockAdapter(handler);
  http.defaults.adapter = mock.adapter;
  return { http, session, notices, calls: mock.calls };
}
