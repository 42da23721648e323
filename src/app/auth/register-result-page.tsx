// /user/register-result: the new account's name and the way to sign in.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../config.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

export function RegisterResultPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.registerTitle'));
  const [params] = useSearchParams();
  const username = (params.get('username') ?? '').slice(0, 18);
  return (
    <Result
      status="success"
      title={t('auth.registerResult', { username })}
      subTitle={t('auth.registerResultHint')}
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">{t('auth.toLogin')}</Button>
        </Link>
      }
    />
  );
}
