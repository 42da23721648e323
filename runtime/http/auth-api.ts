// Session calls of spec 001 §7.1: sign-in stores token, user and dictionary items (7 days); sign-out
// forgets them even when the server call fails.
import type { AxiosInstance } from 'axios';
import { unwrap } from './client.ts';
import type { SessionStore, UserInfo } from './session-store.ts';

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems?: Record<string, unknown>;
  tenantList?: { id: string | number }[];
}

export async function login(http: AxiosInstance, session: SessionStore, request: LoginRequest): Promise<LoginResult> {
  const result = unwrap<LoginResult>(await http.post('/sys/login', request, { silent: true }));
  session.setToken(result.token);
  session.setUserInfo(result.userInfo);
  if (result.sysAllDictItems) session.setDictItems(result.sysAllDictItems);
  return result;
}

export async function logout(http: AxiosInstance, session: SessionStore): Promise<void> {
  try {
    if (session.getToken()) await http.post('/sys/logout', {}, { silent: true });
  } finally {
    session.clear();
  }
}

/** A captcha image (data URL) for `key`, or null when the server offers none (captcha switched off). */
export async function fetchCaptcha(http: AxiosInstance, key: string): Promise<string | null> {
  try {
    const result = unwrap<unknown>(await http.get(`/sys/randomImage/${encodeURIComponent(key)}`, { silent: true }));
    return typeof result === 'string' && result.startsWith('data:image') ? result : null;
  } catch {
    return null;
  }
}
