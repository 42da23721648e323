// Dictionary items from the server's database (queryAllDictItems / the sign-in sysAllDictItems), in
// the UI language. The app provides them once signed in; useDict prefers them to the registry's
// items, so an administrator's edits show, and keeps the registry as the fallback.
import { createContext, useContext, type ReactNode } from 'react';

export interface DbDictItem {
  value: string | number;
  text: string;
  color?: string;
}

/** dictCode -> enabled items, in order. */
export type DbDictItems = Record<string, DbDictItem[] | undefined>;

const DbDictItemsContext = createContext<DbDictItems | null>(null);

export function DbDictItemsProvider({ items, children }: { items: DbDictItems | null; children?: ReactNode }) {
  return <DbDictItemsContext.Provider value={items}>{children}</DbDictItemsContext.Provider>;
}

/** The database items, or null before they are loaded (or outside a provider). */
export function useDbDictItems(): DbDictItems | null {
  return useContext(DbDictItemsContext);
}
