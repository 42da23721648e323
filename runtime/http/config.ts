// Runtime configuration of the HTTP layer (docs/architecture.md#the-runtime): where the API lives and how requests are signed.
// The app resolves it once at start-up (window.__APP_CONFIG__, build-time env, then these defaults).

export interface RuntimeConfig {
  /** API base prepended to every call. */
  apiBase: string;
  /** Secret appended to the sorted parameter JSON before hashing (X-Sign). Empty string signs without one. */
  signSecret: string;
  /** Request timeout in milliseconds. */
  timeout: number;
  /** Prefix for image addresses lacking http(s) (spec 000 §7). */
  staticDomain: string;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '/jeecg-boot',
  signSecret: '',
  timeout: 60_000,
  staticDomain: '',
};

/** Merge partial sources left to right over the defaults; empty or missing values are skipped. */
export function resolveRuntimeConfig(...sources: (Partial<RuntimeConfig> | undefined | null)[]): RuntimeConfig {
  const out: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  for (const source of sources) {
    if (!source) continue;
    for (const key of Object.keys(DEFAULT_RUNTIME_CONFIG) as (keyof RuntimeConfig)[]) {
      const value = source[key];
      if (value === undefined || value === null || value === '') continue;
      (out as unknown as Record<string, unknown>)[key] = key === 'timeout' ? Number(value) : String(value);
    }
  }
  return out;
}

/** An image address as the browser should load it: absolute and data URLs stay, others get the static domain. */
export function resolveFileUrl(config: Pick<RuntimeConfig, 'staticDomain' | 'apiBase'>, path: string): string {
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('/')) return path;
  const base = config.staticDomain || `${config.apiBase}/sys/common/static`;
  return `${base.replace(/\/$/, '')}/${path}`;
}
