// Platform calls outside the generic routes, through the app's one axios client (headers, signing,
// error notices); results unwrapped from the envelope.
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
