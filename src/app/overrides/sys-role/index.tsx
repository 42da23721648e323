// sys_role: the "授权" row action (permission tree and data rules).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityOverrides } from '../types.ts';
import type { Row } from '../../../../runtime/core/wire.ts';
import type { RowAction } from '../../../../runtime/antd/list/row-actions.tsx';
import { RoleAuthDrawer } from './role-auth-drawer.tsx';

export function useRoleOverrides(): EntityOverrides {
  const { t } = useTranslation();
  return useMemo(() => ({ rowActions: (row) => [roleAuthAction(row, t('sys.authorize'))] }), [t]);
}

/**
 * The row's 授权 (a row-actions.tsx descriptor) opening the drawer. Kept here, not beside the drawer:
 * a module exporting only components stays a Fast Refresh boundary under `npm run dev`.
 */
function roleAuthAction(row: Row, label: string): RowAction {
  return {
    key: 'authorize',
    label,
    code: 'system:role:edit',
    dialog: (close) => <RoleAuthDrawer role={row} open onClose={close} />,
  };
}
