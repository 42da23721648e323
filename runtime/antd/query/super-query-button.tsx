// The list's 高级查询 button and its active-filter marker (a dot on the button and a closable tag
// 已启用高级查询 that clears the query). It opens the builder over the fields this user may see and
// the saved queries of the list's saveCode (its route unless the screen names one).
import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { usePermission } from '../../react/permissions.tsx';
import { queryableFields } from '../../react/query-builder.ts';
import type { ListController } from '../../react/use-list-controller.ts';
import { useSavedQueries } from '../../react/use-saved-queries.ts';
import { useQueryT } from './messages.ts';
import { SuperQueryModal } from './super-query-modal.tsx';

export interface SuperQueryButtonProps {
  list: ListController;
  userId: string;
  /** Key of the saved queries (and their local cache); default the list's route. */
  saveCode?: string;
}

export function SuperQueryButton({ list, userId, saveCode }: SuperQueryButtonProps) {
  const { t } = useQueryT();
  const [open, setOpen] = useState(false);
  const path = useLocation().pathname;
  const hidden = usePermission().fieldAccess(list.entity).hidden;
  const fields = useMemo(() => queryableFields(list.entity, hidden), [list.entity, hidden]);
  const saved = useSavedQueries(list.entity.name, saveCode ?? path, userId, open);
  const active = !!list.state.superQuery;
  return (
    <>
      <Badge dot={active} title={active ? t('superQueryActive') : undefined}>
        <Button icon={<FilterOutlined aria-hidden />} onClick={() => setOpen(true)}>
          {t('superQuery')}
        </Button>
      </Badge>
      {active && (
        <Tag color="processing" closable onClose={() => list.setSuperQuery(undefined)} data-testid="super-query-active">
          {t('superQueryActive')}
        </Tag>
      )}
      {open && (
        <SuperQueryModal
          open
          fields={fields}
          applied={list.state.superQuery}
          saved={saved}
          onApply={list.setSuperQuery}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
