// Shows the HTTP layer's notices with antd's message API (mounted inside <App>). In the OAuth2 app
// environment (WeCom, DingTalk) an expired session shows a loading message instead of the error while
// the page reloads into that environment's sign-in (spec 001 §8).
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HTTP_MESSAGES } from '../../../runtime/http/errors.ts';
import { isOAuth2AppEnv } from '../routes/oauth2.ts';
import { useServices } from '../services.tsx';

const isExpiry = (message: string) => message === HTTP_MESSAGES.expired.zh || message === HTTP_MESSAGES.expired.en;

export function NotifierBridge() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const { setNotifier } = useServices();
  useEffect(() => {
    setNotifier((notice) => {
      if (notice.status === 401 && isExpiry(notice.message) && isOAuth2AppEnv()) {
        void message.loading({ content: t('shell.oauth2.relogin'), duration: 0 });
        return;
      }
      void (notice.type === 'warning' ? message.warning : message.error)(notice.message);
    });
    return () => setNotifier(null);
  }, [message, setNotifier, t]);
  return null;
}
