// The toolbar: 新增 (with its settings), 插入 (before the first selected row), and with a selection
// 删除 (confirmed first), 清空选择 and the count. Add and delete disappear under the user's authPre
// exclusions ('add', 'batch_delete', spec 001 §6).
import { DeleteOutlined, PlusOutlined, VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Typography } from 'antd';
import type { AddSettings } from '../../core/editable/types.ts';
import { useRowIds, useSelectionVersion } from '../../react/editable-table/store-hooks.ts';
import type { EditableRowStore } from '../../react/editable-table/row-store.ts';
import type { EditableTableController } from '../../react/editable-table/use-editable-table.ts';
import type { Translate } from '../messages.ts';
import { AddSettingsPopover } from './add-settings-popover.tsx';

interface Props {
  store: EditableRowStore;
  controller: Pick<EditableTableController, 'api' | 'addWithSettings'>;
  settings: AddSettings;
  onSettings(next: Partial<AddSettings>): void;
  canAdd: boolean;
  canDelete: boolean;
  disabled: boolean;
  t: Translate;
}

export function TableToolbar({ store, controller, settings, onSettings, canAdd, canDelete, disabled, t }: Props) {
  useSelectionVersion(store);
  const ids = useRowIds(store);
  const selected = store.getSelectedIds();
  const insert = () => {
    const at = store.indexOf(selected[0]);
    if (at >= 0) controller.api.insertRows(1, at);
  };
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Space wrap>
        {canAdd ? (
          <Space.Compact>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={disabled}
              onClick={() => controller.addWithSettings()}
            >
              {t('editableAdd')}
            </Button>
            <AddSettingsPopover
              settings={settings}
              onChange={onSettings}
              rowCount={ids.length}
              disabled={disabled}
              t={t}
            />
          </Space.Compact>
        ) : null}
        {canAdd ? (
          <Button icon={<VerticalAlignTopOutlined />} disabled={disabled || !selected.length} onClick={insert}>
            {t('editableInsert')}
          </Button>
        ) : null}
        {canDelete && selected.length ? (
          <Popconfirm
            title={t('editableConfirmDelete', { n: selected.length })}
            okText={t('ok')}
            cancelText={t('cancel')}
            onConfirm={() => controller.api.removeSelectedRows()}
            disabled={disabled}
          >
            <Button danger icon={<DeleteOutlined />} disabled={disabled}>
              {t('editableDelete')}
            </Button>
          </Popconfirm>
        ) : null}
        {selected.length ? (
          <Button onClick={() => controller.api.clearSelection()}>{t('editableClearSelection')}</Button>
        ) : null}
      </Space>
      {selected.length ? (
        <Typography.Text type="secondary">{t('editableSelected', { n: selected.length })}</Typography.Text>
      ) : null}
    </Flex>
  );
}
