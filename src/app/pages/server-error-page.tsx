// 500 (spec 001 §2.3 exception pages): /500, and what the router shows when a route itself fails.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../config.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

export function ServerErrorPage() {
  const { t } = useTranslation();
  useDocumentTitle('500');
  return (
    <Result
      status="500"
      title="500"
      subTitle={t('shell.serverError.subTitle')}
      extra={
        <Button type="primary" onClick={() => window.location.assign(HOME_PATH)}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
