// The database dictionaries for useDict (runtime/react/db-dict-items.tsx) while signed in: first the
// items the sign-in stored (sysAllDictItems), then /sys/dict/queryAllDictItems in the UI language,
// loaded again when the language changes and after any successful write under /sys/dict or
// /sys/dictItem (the same rule by which the server drops its cache), so edits show at once.
// useClearCache() is the user menu's 清理缓存: /sys/dict/refleshCache, then the items again.
import type { AxiosResponse } from 'axios';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { unwrap } from '../../../runtime/http/client.ts';
import { DbDictItemsProvider, type DbDictItems } from '../../../runtime/react/db-dict-items.tsx';
import { useLang } from '../../../runtime/react/registry-context.tsx';
import { useSession } from '../auth/use-session.ts';
import { useServices } from '../services.tsx';

export const ALL_DICT_ITEMS_URL = '/sys/dict/queryAllDictItems';
export const REFRESH_CACHE_URL = '/sys/dict/refleshCache';

const ClearCacheContext = createContext<(() => Promise<void>) | null>(null);

/** Clears the server's dictionary cache and loads the items again; rejects when either call fails. */
export function useClearCache(): () => Promise<void> {
  const clear = useContext(ClearCacheContext);
  if (!clear) throw new Error('DbDicts is missing');
  return clear;
}
const DICT_WRITE = /\/sys\/dict(Item)?\//;

export function DbDicts({ children }: { children: ReactNode }) {
  const { http, session } = useServices();
  const { token } = useSession();
  const lang = useLang();
  const [items, setItems] = useState<DbDictItems | null>(() => session.getDictItems() as DbDictItems | null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const id = http.interceptors.response.use((res: AxiosResponse) => {
      const method = (res.config.method ?? 'get').toLowerCase();
      if (method !== 'get' && DICT_WRITE.test(res.config.url ?? '')) setGeneration((g) => g + 1);
      return res;
    });
    return () => http.interceptors.response.eject(id);
  }, [http]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    http.get(ALL_DICT_ITEMS_URL, { silent: true }).then(
      (res) => {
        const all = unwrap<DbDictItems>(res);
        if (!live || !all || typeof all !== 'object') return;
        session.setDictItems(all);
        setItems(all);
      },
      () => undefined, // the registry's labels stay in use
    );
    return () => {
      live = false;
    };
  }, [http, session, token, lang, generation]);

  const clearCache = useCallback(async () => {
    await http.get(REFRESH_CACHE_URL, { silent: true });
    const all = unwrap<DbDictItems>(await http.get(ALL_DICT_ITEMS_URL, { silent: true }));
    if (!all || typeof all !== 'object') throw new Error('no dictionary items');
    session.setDictItems(all);
    setItems(all);
  }, [http, session]);

  return (
    <ClearCacheContext.Provider value={clearCache}>
      <DbDictItemsProvider items={token ? items : null}>{children}</DbDictItemsProvider>
    </ClearCacheContext.Provider>
  );
}
