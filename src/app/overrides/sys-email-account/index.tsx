// sys_email_account: a test-send row action on the generic list.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityOverrides } from '../types.ts';
import { testSendAction } from './test-send-action.tsx';

export function useEmailAccountOverrides(): EntityOverrides {
  const { t } = useTranslation();
  return useMemo(() => ({ rowActions: (row) => [testSendAction(row, t('sys.testSend'))] }), [t]);
}
