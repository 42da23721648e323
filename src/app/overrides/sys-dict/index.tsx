// sys_dict: a row action listing the dictionary's items (add, edit, delete) in a drawer.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { subListAction } from '../sub-list-drawer.tsx';
import type { EntityOverrides } from '../types.ts';

export function useDictOverrides(): EntityOverrides {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      rowActions: (row) => [
        subListAction({
          key: 'items',
          label: t('sys.items'),
          title: t('sys.itemsTitle', { name: String(row.dictName ?? '') }),
          entityName: 'sys_dict_item',
          foreignKey: 'dictId',
          parentId: String(row.id),
        }),
      ],
    }),
    [t],
  );
}
