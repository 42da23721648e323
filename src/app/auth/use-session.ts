// The signed-in state, re-read whenever the session store changes (login, logout, 401 expiry).
import { useMemo, useSyncExternalStore } from 'react';
import type { UserInfo } from '../../../runtime/http/session-store.ts';
import { useServices } from '../services.tsx';

export interface SessionView {
  token: string | null;
  user: UserInfo | null;
}

export function useSession(): SessionView {
  const { session } = useServices();
  const token = useSyncExternalStore(session.subscribe, session.getToken, session.getToken);
  // User info changes together with the token.
  const user = useMemo(() => (token ? session.getUserInfo() : null), [token, session]);
  return { token, user };
}
