// 403: a path the product knows but this user was not given, or /403.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../config.ts';
import { useTabTitle } from '../shell/tabs/tab-title.ts';

export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A page of the workspace: its tab (and, while it shows, the browser title) read 403.
  useTabTitle('403');
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('forbidden.subTitle')}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
