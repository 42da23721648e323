// The user's name with a menu; logging out asks first, signs out (the session is cleared even if the
// call fails) and reloads on the sign-in page.
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../runtime/http/auth-api.ts';
import { useFeedback } from '../../../runtime/antd/use-feedback.ts';
import { useSession } from '../auth/use-session.ts';
import { LOGIN_PATH } from '../config.ts';
import { useServices } from '../services.tsx';

export function UserMenu({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { http, session } = useServices();
  const { modal, message } = useFeedback();

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
        if (onLoggedOut) onLoggedOut();
        else window.location.assign(LOGIN_PATH);
      },
    });

  return (
    <Dropdown
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('user.logout') }],
        onClick: ({ key }) => key === 'logout' && confirmLogout(),
      }}
    >
      <Button type="text">
        <Avatar size="small" icon={<UserOutlined aria-hidden />} />
        <span>{user?.realname || user?.username}</span>
      </Button>
    </Dropdown>
  );
}
