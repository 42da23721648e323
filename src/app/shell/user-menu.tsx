// The user's name with a menu (spec 001 §2.5): change password (dialog; afterwards the user signs in
// again), clear cache (success prompt, failure warning), change language (dialog), department switch
// and log out, which asks first, signs out (the session is cleared even if the call fails) and
// reloads on the sign-in page.
import {
  ApartmentOutlined,
  ClearOutlined,
  GlobalOutlined,
  KeyOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../runtime/http/auth-api.ts';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import { ChangePasswordModal } from '../auth/change-password-modal.tsx';
import { useSession } from '../auth/use-session.ts';
import { LOGIN_PATH } from '../config.ts';
import { useServices } from '../services.tsx';
import { useClearCache } from './db-dicts.tsx';
import { DepartSwitchDialog } from './depart-switch-dialog.tsx';
import { LanguageDialog } from './language-dialog.tsx';

export function UserMenu({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { http, session } = useServices();
  const { modal, message } = useFeedback();
  const [changing, setChanging] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [choosingLang, setChoosingLang] = useState(false);
  const clearCache = useClearCache();
  const toLogin = () => (onLoggedOut ? onLoggedOut() : window.location.assign(LOGIN_PATH));

  const confirmLogout = () =>
    modal.confirm({
      title: t('user.logoutConfirmTitle'),
      content: t('user.logoutConfirm'),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await logout(http, session);
        } catch (e) {
          void message.error((e as Error).message);
        }
        toLogin();
      },
    });

  const clear = () =>
    clearCache().then(
      () => void message.success(t('shell.cacheCleared')),
      () => void message.warning(t('shell.cacheFailed')),
    );

  const actions: Record<string, () => unknown> = {
    password: () => setChanging(true),
    clearCache: clear,
    language: () => setChoosingLang(true),
    depart: () => setSwitching(true),
    logout: confirmLogout,
  };

  return (
    <>
      <Dropdown
        menu={{
          items: [
            { key: 'password', icon: <KeyOutlined aria-hidden />, label: t('auth.changePassword') },
            { key: 'clearCache', icon: <ClearOutlined aria-hidden />, label: t('shell.clearCache') },
            { key: 'language', icon: <GlobalOutlined aria-hidden />, label: t('shell.changeLanguage') },
            { key: 'depart', icon: <ApartmentOutlined aria-hidden />, label: t('sys.departSwitch') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('user.logout') },
          ],
          onClick: ({ key }) => void actions[key]?.(),
        }}
      >
        <Button type="text">
          <Avatar size="small" icon={<UserOutlined aria-hidden />} />
          <span>{user?.realname || user?.username}</span>
        </Button>
      </Dropdown>
      <ChangePasswordModal
        open={changing}
        username={user?.username ?? ''}
        onClose={() => setChanging(false)}
        onChanged={toLogin}
      />
      <DepartSwitchDialog open={switching} onClose={() => setSwitching(false)} />
      <LanguageDialog open={choosingLang} onClose={() => setChoosingLang(false)} />
    </>
  );
}
