// The error catalogue of spec 001 §8 for HTTP failures, in both languages, and the error type every
// rejected call carries.
import type { I18nText } from '../core/registry.ts';

export const HTTP_MESSAGES = {
  expired: { zh: '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  forbidden: { zh: '拒绝访问', en: 'Access denied' },
  notFound: { zh: '很抱歉，资源未找到', en: 'Resource not found' },
  timeout: { zh: '网络超时', en: 'Network timeout' },
  network: { zh: '网络异常，请检查网络连接', en: 'Network error, please check your connection' },
  failed: { zh: '请求失败', en: 'Request failed' },
} satisfies Record<string, I18nText>;

export type HttpMessageKey = keyof typeof HTTP_MESSAGES;

export class HttpError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** `code` of the envelope when there was one. */
  readonly code?: number;
  /** `result` of the envelope (e.g. field errors) when there was one. */
  readonly result?: unknown;
  readonly requestId?: string;
  /** The message the server sent, before mapping. */
  readonly serverMessage?: string;

  constructor(
    message: string,
    init: { status: number; code?: number; result?: unknown; requestId?: string; serverMessage?: string },
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = init.status;
    this.code = init.code;
    this.result = init.result;
    this.requestId = init.requestId;
    this.serverMessage = init.serverMessage;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Which catalogue entry a failure maps to; undefined means "show the server's message". */
export function messageKeyFor(status: number, timedOut: boolean): HttpMessageKey | undefined {
  if (timedOut || status === 504) return 'timeout';
  if (status === 0) return 'network';
  if (status === 401) return 'expired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  return undefined;
}

/** The text a user sees for a failed call. */
export function describeFailure(
  status: number,
  serverMessage: string | undefined,
  lang: string,
  timedOut = false,
): string {
  const key = messageKeyFor(status, timedOut);
  const pick = (t: I18nText) => (lang === 'en' ? t.en : t.zh);
  if (key) return pick(HTTP_MESSAGES[key]);
  return serverMessage || `${pick(HTTP_MESSAGES.failed)} (${status})`;
}
