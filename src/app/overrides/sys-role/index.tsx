// sys_role: the "授权" row action (permission tree and data rules).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityOverrides } from '../types.ts';
import { roleAuthAction } from './role-auth-drawer.tsx';

export function useRoleOverrides(): EntityOverrides {
  const { t } = useTranslation();
  return useMemo(() => ({ rowActions: (row) => [roleAuthAction(row, t('sys.authorize'))] }), [t]);
}
