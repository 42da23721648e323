// Where to go after sign-in: the wanted path kept in ?redirect=, only when it is a path of this app.
import { HOME_PATH, LOGIN_PATH } from '../config.ts';

export function loginUrl(wanted: string): string {
  return wanted && wanted !== '/' && !wanted.startsWith(LOGIN_PATH)
    ? `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`
    : LOGIN_PATH;
}

export function safeRedirect(param: string | null | undefined): string {
  if (!param || !param.startsWith('/') || param.startsWith('//') || param.startsWith('/\\')) return HOME_PATH;
  if (param.startsWith(LOGIN_PATH) || param.startsWith('/user/')) return HOME_PATH;
  return param;
}
