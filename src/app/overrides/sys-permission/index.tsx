// sys_permission (menus and buttons, a lazy tree): a row action listing a menu's data rules.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { subListAction } from '../sub-list-drawer.tsx';
import type { EntityOverrides } from '../types.ts';

export function usePermissionOverrides(): EntityOverrides {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      rowActions: (row) =>
        Number(row.menuType) === 2
          ? []
          : [
              subListAction({
                key: 'dataRules',
                label: t('sys.dataRules'),
                title: t('sys.dataRulesOf', { title: String(row.name ?? '') }),
                entityName: 'sys_permission_data_rule',
                foreignKey: 'permissionId',
                parentId: String(row.id),
              }),
            ],
    }),
    [t],
  );
}
