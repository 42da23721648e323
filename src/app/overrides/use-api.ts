// Platform calls outside the generic routes, through the app's one axios client (headers, signing,
// error notices); results unwrapped from the envelope.
import type { AxiosResponse } from 'axios';
import { useMemo } from 'react';
import { unwrap } from '../../../runtime/http/client.ts';
import { useServices } from '../services.tsx';

export interface Api {
  get<T>(url: string, params?: Record<string, unknown>): Promise<T>;
  post<T>(url: string, body?: unknown): Promise<T>;
  put<T>(url: string, body?: unknown): Promise<T>;
}

export function useApi(): Api {
  const { http } = useServices();
  return useMemo(
    () => ({
      get: async <T>(url: string, params?: Record<string, unknown>) => unwrap<T>(await http.get(url, { params })),
      post: async <T>(url: string, body?: unknown) => unwrap<T>(await http.post(url, body ?? {})),
      put: async <T>(url: string, body?: unknown) => unwrap<T>(await http.put(url, body ?? {})),
    }),
    [http],
  );
}

/** Message of a failed call (the HTTP layer has usually shown it already). */
export const errorText = (e: unknown) => (e as Error)?.message ?? String(e);

/**
 * The message of a successful answer (该系统通知撤销成功, 强制退出成功 ...), '' when it has none: toasts
 * say what the server did, not the bare verb of the button.
 */
export function saidBy(res: AxiosResponse): string {
  const body = res.data as { success?: unknown; message?: unknown } | null;
  return body && body.success === true && typeof body.message === 'string' ? body.message : '';
}
