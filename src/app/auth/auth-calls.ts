// The session calls the auth pages make beyond runtime/http's login/logout (spec 001 §7.1): the
// captcha image, SMS codes, phone sign-in, registration and password change.
import { FORMAT_RULES } from '../../../runtime/core/formats.ts';
import type { AxiosInstance } from 'axios';
import type { LoginResult } from '../../../runtime/http/auth-api.ts';
import { unwrap } from '../../../runtime/http/client.ts';
import type { SessionStore } from '../../../runtime/http/session-store.ts';

/** How long the server keeps a captcha code (src/server/platform/sys/captcha.ts). */
export const CAPTCHA_TTL_MS = 60_000;
/** A captcha image is replaced this long before the server forgets its code (latency, clocks). */
export const CAPTCHA_RENEW_MARGIN_MS = 3_000;

/** A new captcha key (the server keeps one code per key for 60 s). */
export const newCheckKey = () => `${Date.now()}${Math.random().toString().slice(2, 8)}`;

export type CaptchaState = { required: true; image: string } | { required: false } | { error: string };

/** The captcha image for `key`; {required: false} when the server runs with CAPTCHA=off. */
export async function loadCaptcha(http: AxiosInstance, key: string): Promise<CaptchaState> {
  try {
    const result = unwrap<unknown>(await http.get(`/sys/randomImage/${encodeURIComponent(key)}`, { silent: true }));
    if (typeof result === 'string' && result.startsWith('data:image')) return { required: true, image: result };
    return { required: false };
  } catch (e) {
    return { error: messageOf(e) };
  }
}

/** The server's message of a failed call (the envelope's message), else the error's. */
export function messageOf(e: unknown): string {
  const err = e as Error & { serverMessage?: string };
  return err.serverMessage || err.message;
}

export type SmsMode = '0' | '1';
export const SMS_LOGIN: SmsMode = '0';
export const SMS_REGISTER: SmsMode = '1';

export async function sendSmsCode(http: AxiosInstance, mobile: string, smsmode: SmsMode): Promise<void> {
  await http.post('/sys/sms', { mobile, smsmode }, { silent: true });
}

/** Store what a sign-in answered, as runtime/http's login() does. */
export function keepSession(session: SessionStore, result: LoginResult): LoginResult {
  session.setToken(result.token);
  session.setUserInfo(result.userInfo);
  if (result.sysAllDictItems) session.setDictItems(result.sysAllDictItems);
  return result;
}

export async function phoneLogin(
  http: AxiosInstance,
  session: SessionStore,
  body: { mobile: string; captcha: string },
): Promise<LoginResult> {
  return keepSession(session, unwrap<LoginResult>(await http.post('/sys/phoneLogin', body, { silent: true })));
}

export interface RegisterBody {
  username: string;
  password: string;
  phone: string;
  smscode: string;
}

export async function register(http: AxiosInstance, body: RegisterBody): Promise<void> {
  await http.post('/sys/user/register', body, { silent: true });
}

export interface UpdatePasswordBody {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** Changes the signed-in user's password; the server ends every session, so the caller signs in again. */
export async function updatePassword(http: AxiosInstance, body: UpdatePasswordBody): Promise<string> {
  const res = await http.put('/sys/user/updatePassword', body, { silent: true });
  return (res.data as { message?: string }).message ?? '';
}

/** The password rule the server enforces (src/server/engine/crud/password-policy.ts), checked early for a quick hint. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
export const USERNAME_RULE = /^[A-Za-z0-9_]{4,18}$/;
/** The mobile format of the schemas (spec 001 §5.1), shared with the server's validation. */
export const MOBILE_RULE = FORMAT_RULES.mobile.pattern;
