// Where the session lives in the browser (spec 001 §4.1, §7.7): token, user info, tenant and dictionary
// cache, each stored with a 7-day expiry. Storage is injected so tests can use an in-memory one.

export const SESSION_TTL_MS = 604_800_000;

export const STORAGE_KEYS = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  tenantId: 'TENANT_ID',
  dictItems: 'UI_CACHE_DB_DICT_DATA',
} as const;

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  [key: string]: unknown;
}

export interface SessionStore {
  getToken(): string | null;
  setToken(token: string): void;
  getUserInfo(): UserInfo | null;
  setUserInfo(info: UserInfo): void;
  /** Tenant chosen by the user; null when none. */
  getTenantId(): string | null;
  setTenantId(id: string | number): void;
  getDictItems(): Record<string, unknown> | null;
  setDictItems(items: Record<string, unknown>): void;
  /** Forget everything (logout, expired session). */
  clear(): void;
  /** Called after set or clear; returns an unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface Stored<T> {
  value: T;
  expire: number;
}

export function createSessionStore(
  storage: Storage,
  options: { ttlMs?: number; now?: () => number } = {},
): SessionStore {
  const ttl = options.ttlMs ?? SESSION_TTL_MS;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  function read<T>(key: string): T | null {
    const raw = storage.getItem(key);
    if (!raw) return null;
    try {
      const stored = JSON.parse(raw) as Stored<T>;
      if (typeof stored !== 'object' || stored === null || stored.expire < now()) {
        storage.removeItem(key);
        return null;
      }
      return stored.value;
    } catch {
      storage.removeItem(key);
      return null;
    }
  }
  function write(key: string, value: unknown): void {
    storage.setItem(key, JSON.stringify({ value, expire: now() + ttl }));
    emit();
  }

  return {
    getToken: () => read<string>(STORAGE_KEYS.token),
    setToken: (token) => write(STORAGE_KEYS.token, token),
    getUserInfo: () => read<UserInfo>(STORAGE_KEYS.userInfo),
    setUserInfo: (info) => write(STORAGE_KEYS.userInfo, info),
    getTenantId: () => {
      const id = read<string | number>(STORAGE_KEYS.tenantId);
      return id === null ? null : String(id);
    },
    setTenantId: (id) => write(STORAGE_KEYS.tenantId, id),
    getDictItems: () => read<Record<string, unknown>>(STORAGE_KEYS.dictItems),
    setDictItems: (items) => write(STORAGE_KEYS.dictItems, items),
    clear: () => {
      for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A Storage kept in memory (tests, server-side rendering). */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}
