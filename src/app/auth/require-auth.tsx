// Route guards: no token -> sign-in with the wanted path in ?redirect=; a signed-in user on the sign-in
// page -> the wanted path, or home (this is also how a successful sign-in leaves the page). A user
// whose password was reset goes to /user/alteration first (the server refuses everything else).
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { loginUrl, safeRedirect } from './redirect.ts';
import { useSession } from './use-session.ts';

export const ALTERATION_PATH = '/user/alteration';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;
  if (user?.mustChangePassword === true) return <Navigate to={ALTERATION_PATH} replace />;
  return <>{children}</>;
}

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const [params] = useSearchParams();
  if (token && user?.mustChangePassword === true) return <Navigate to={ALTERATION_PATH} replace />;
  if (token) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <>{children}</>;
}
