// The OAuth2 app environment (spec 001 §2.1, §8): a browser whose user agent contains wxwork (WeCom)
// or dingtalk. There a visitor without a token signs in on /oauth2-app/login, and an expired session
// shows a loading message while the page reloads (shell/notifier-bridge.tsx).
export const OAUTH2_LOGIN_PATH = '/oauth2-app/login';

export function isOAuth2AppEnv(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /wxwork|dingtalk/i.test(userAgent);
}
