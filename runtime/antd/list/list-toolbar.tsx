// Add and Batch delete, plus the selection count.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useT } from '../messages.ts';

export interface ListToolbarProps {
  selectedCount: number;
  onAdd(): void;
  onBatchDelete(): void;
  onClearSelection(): void;
}

export function ListToolbar({ selectedCount, onAdd, onBatchDelete, onClearSelection }: ListToolbarProps) {
  const t = useT();
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {t('add')}
      </Button>
      <Button icon={<DeleteOutlined aria-hidden />} onClick={onBatchDelete}>
        {t('batchDelete')}
      </Button>
      {selectedCount > 0 && (
        <Typography.Text type="secondary">
          <span>{t('selected', { n: selectedCount })}</span>{' '}
          <Typography.Link onClick={onClearSelection}>{t('clearSelection')}</Typography.Link>
        </Typography.Text>
      )}
    </Space>
  );
}
