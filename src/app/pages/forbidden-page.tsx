import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../config.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle('403');
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
