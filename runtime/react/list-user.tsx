// Who the list screens remember things for: the signed-in user's id, given by the app (runtime/* may
// not import src/app) through `ListUserProvider` or a `userId` prop of the list. Column settings
// (localStorage) and the last list state (sessionStorage) are keyed by it so two people sharing a
// browser do not inherit each other's layout or filters. Without a provider the key is 'anonymous'.
import { createContext, useContext, type ReactNode } from 'react';

const ListUserContext = createContext<string | undefined>(undefined);

export const ANONYMOUS_USER = 'anonymous';

export function ListUserProvider({ userId, children }: { userId?: string | null; children?: ReactNode }) {
  return <ListUserContext.Provider value={userId ?? undefined}>{children}</ListUserContext.Provider>;
}

/** The id lists key their stored settings by: the given one, else the provider's, else 'anonymous'. */
export function useListUserId(override?: string | null): string {
  const fromContext = useContext(ListUserContext);
  return override || fromContext || ANONYMOUS_USER;
}
