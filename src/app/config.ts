// Runtime configuration of the SPA: a server may inject `window.__APP_CONFIG__` (apiBase, signSecret,
// staticDomain) into index.html; otherwise build-time VITE_* variables; otherwise the defaults
// (API base /jeecg-boot, 60 s timeout).
import { resolveRuntimeConfig, type RuntimeConfig } from '../../runtime/http/config.ts';

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const BRAND = { zh: '物流管理平台', en: 'Logistics Management Platform' };

export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';

export function loadRuntimeConfig(): RuntimeConfig {
  const env = import.meta.env;
  return resolveRuntimeConfig(
    {
      apiBase: env.VITE_API_BASE as string | undefined,
      signSecret: env.VITE_SIGN_SECRET as string | undefined,
      staticDomain: env.VITE_STATIC_DOMAIN as string | undefined,
    },
    typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined,
  );
}
