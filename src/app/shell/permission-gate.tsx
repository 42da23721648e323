// After sign-in: fetch getUserPermissionByToken once per token, then provide the user's permissions
// (usePermission) and menus (useAppMenus) to the shell. A failed call signs out and returns to the
// sign-in page (spec 001 §4.1); an empty menu shows the spec's error text (§8).
import { Button, Result, Spin } from 'antd';
import type { AxiosResponse } from 'axios';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  DEV_REGISTRY_HEADER,
  DEV_REGISTRY_STALE_EVENT,
  devRegistryVersion,
} from '../../../runtime/core/dev-registry.ts';
import type { Registry } from '../../../runtime/core/registry.ts';
import { unwrap } from '../../../runtime/http/client.ts';
import { logout } from '../../../runtime/http/auth-api.ts';
import { PermissionProvider, type UserPermissions } from '../../../runtime/react/permissions.tsx';
import { useRegistry } from '../../../runtime/react/registry-context.tsx';
import { useSession } from '../auth/use-session.ts';
import { HOME_PATH } from '../config.ts';
import { useServices } from '../services.tsx';
import { AppMenusContext, fromServerMenu, withHome, type AppMenu } from './app-menus.ts';
import { loginUrl } from '../auth/redirect.ts';

export const EMPTY_MENU_ERROR = 'getPermissionList: permissions must be a non-null array !';
export const PERMISSION_URL = '/sys/permission/getUserPermissionByToken';

type Loaded = { token: string; data: UserPermissions } | { token: string; error: 'empty' };

/** Registry versions this page asked the dev server to hot-update (once each). */
const asked = new Set<string>();

/**
 * Under `npm run dev` only (dev/README.md): whether the answer came from an app built on another
 * registry than the page's (a shell that loaded while a save was regenerating it missed the hot
 * update); then the dev server is asked for that update, which changes `registry` and loads the menus
 * again, so they are never resolved against an older registry. Asked once per version: an app left
 * behind by a failed build keeps answering with its older registry.
 */
function awaitsNewerRegistry(registry: Registry, res: AxiosResponse): boolean {
  if (!import.meta.hot) return false;
  const served: unknown = res.headers[DEV_REGISTRY_HEADER];
  const own = devRegistryVersion(registry);
  if (!own || typeof served !== 'string' || served === own || asked.has(own)) return false;
  asked.add(own);
  import.meta.hot.send(DEV_REGISTRY_STALE_EVENT, { version: own });
  return true;
}

export function PermissionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { http, session } = useServices();
  const { token } = useSession();
  const registry = useRegistry();
  const navigate = useNavigate();
  const location = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    http.get(PERMISSION_URL, { silent: true }).then(
      (res) => {
        if (!live || awaitsNewerRegistry(registry, res)) return;
        const data = unwrap<UserPermissions>(res);
        if (!data || !Array.isArray(data.menu) || data.menu.length === 0) setLoaded({ token, error: 'empty' });
        else setLoaded({ token, data: { ...data, auth: data.auth ?? [], allAuth: data.allAuth ?? [] } });
      },
      async () => {
        if (!live) return;
        await logout(http, session).catch(() => undefined);
        void navigate(loginUrl(location.pathname + location.search), { replace: true });
      },
    );
    return () => {
      live = false;
    };
    // The wanted path is read when the call fails; a new token loads again, and so does a new registry
    // (never in production; under npm run dev a schema save hot-updates it: new menus and codes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, session, token, registry]);

  const home = registry.menus.find((m) => m.path === HOME_PATH);
  const menus = useMemo<AppMenu[]>(
    () =>
      loaded && 'data' in loaded
        ? withHome(fromServerMenu(loaded.data.menu), {
            key: 'dashboard',
            title: home?.title ?? { zh: '首页', en: 'Home' },
            icon: home?.icon ?? 'HomeOutlined',
            path: HOME_PATH,
            page: 'analysis',
          })
        : [],
    [loaded, home],
  );

  if (!loaded || loaded.token !== token) return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  if ('error' in loaded) {
    return (
      <Result
        status="error"
        title={EMPTY_MENU_ERROR}
        extra={
          <Button
            onClick={() => {
              void logout(http, session).finally(() => navigate(loginUrl(''), { replace: true }));
            }}
          >
            {t('user.logout')}
          </Button>
        }
      />
    );
  }
  return (
    <PermissionProvider permissions={loaded.data}>
      <AppMenusContext.Provider value={menus}>{children}</AppMenusContext.Provider>
    </PermissionProvider>
  );
}
