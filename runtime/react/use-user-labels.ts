// Users behind stored user-picker values, looked up with GET /sys/user/getMultiUser (spec 001
// §7.6). Look-ups asked for in the same tick (every user cell of a list page, the picker's input)
// go out as one call per key kind; answers are kept for a minute per DataProvider.
import { useMemo } from 'react';
import type { DataProvider } from '../core/data-provider.ts';
import { useDataProvider } from './registry-context.tsx';
import { useAsync } from './use-async.ts';

/** What the picker calls return of a user (no secrets). */
export interface PickerUser {
  id: string;
  username: string;
  realname?: string | null;
  phone?: string | null;
  birthday?: string | null;
  sex?: number | string | null;
  orgCode?: string | null;
}

/** Which user field a picker stores: the account (default) or the id. */
export type UserStore = 'username' | 'id';

const TTL_MS = 60_000;

interface Batch {
  keys: Set<string>;
  done: Promise<void>;
}

interface UserCache {
  known: Map<string, { user: PickerUser | null; at: number }>;
  batches: Partial<Record<UserStore, Batch>>;
}

const caches = new WeakMap<DataProvider, UserCache>();

function cacheOf(provider: DataProvider): UserCache {
  let c = caches.get(provider);
  if (!c) caches.set(provider, (c = { known: new Map(), batches: {} }));
  return c;
}

function fresh(c: UserCache, store: UserStore, key: string): boolean {
  const hit = c.known.get(`${store}:${key}`);
  return !!hit && Date.now() - hit.at < TTL_MS;
}

function batchFor(provider: DataProvider, c: UserCache, store: UserStore): Batch {
  const open = c.batches[store];
  if (open) return open;
  const keys = new Set<string>();
  const done = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(async () => {
    delete c.batches[store];
    const users = await provider.request<PickerUser[]>({
      method: 'GET',
      path: '/sys/user/getMultiUser',
      params: { [store]: [...keys].join(',') },
    });
    const at = Date.now();
    for (const key of keys) c.known.set(`${store}:${key}`, { user: null, at });
    for (const u of users ?? []) c.known.set(`${store}:${String(u[store])}`, { user: u, at });
  });
  const batch = { keys, done };
  c.batches[store] = batch;
  return batch;
}

/** The users of these keys (absent when unknown), batched with other look-ups of the same tick. */
export async function lookupUsers(
  provider: DataProvider,
  store: UserStore,
  keys: readonly string[],
): Promise<Map<string, PickerUser>> {
  const c = cacheOf(provider);
  const missing = keys.filter((k) => !fresh(c, store, k));
  if (missing.length) {
    const batch = batchFor(provider, c, store);
    for (const k of missing) batch.keys.add(k);
    await batch.done;
  }
  const out = new Map<string, PickerUser>();
  for (const k of keys) {
    const user = c.known.get(`${store}:${k}`)?.user;
    if (user) out.set(k, user);
  }
  return out;
}

/** Remember users the picker already holds (chosen in the dialog), so their labels need no call. */
export function rememberUsers(provider: DataProvider, store: UserStore, users: readonly PickerUser[]): void {
  const c = cacheOf(provider);
  const at = Date.now();
  for (const u of users) c.known.set(`${store}:${String(u[store])}`, { user: u, at });
}

export interface UserLabels {
  users: Map<string, PickerUser>;
  loading: boolean;
  error: Error | null;
}

/** The users behind `keys` (stored values of a user field). */
export function useUserLabels(keys: readonly string[], store: UserStore = 'username'): UserLabels {
  const provider = useDataProvider();
  const joined = keys.join(',');
  const state = useAsync(joined ? `${store}:${joined}` : null, () => lookupUsers(provider, store, joined.split(',')));
  const empty = useMemo(() => new Map<string, PickerUser>(), []);
  return { users: joined ? (state.data ?? empty) : empty, loading: state.loading, error: state.error };
}
