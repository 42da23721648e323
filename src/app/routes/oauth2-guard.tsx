// In the OAuth2 app environment a visitor without a token goes to /oauth2-app/login (the wanted path
// kept in ?redirect=, as for /user/login); elsewhere this passes through to RequireAuth.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginUrl } from '../auth/redirect.ts';
import { useSession } from '../auth/use-session.ts';
import { LOGIN_PATH } from '../config.ts';
import { isOAuth2AppEnv, OAUTH2_LOGIN_PATH } from './oauth2.ts';

export function OAuth2Guard({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token && isOAuth2AppEnv()) {
    const to = loginUrl(location.pathname + location.search).replace(LOGIN_PATH, OAUTH2_LOGIN_PATH);
    return <Navigate to={to} replace />;
  }
  return <>{children}</>;
}
