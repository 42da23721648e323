// Add, Batch delete, Export and Import (each shown only with its permission), app-supplied extra buttons,
// and the selection count ("已选择 N 项 清空") on the left; the table tools (reload, density, columns,
// full screen) on the right.
import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Authorized } from '../auth/authorized.tsx';
import { useT } from '../messages.ts';

export interface ListToolbarProps {
  selectedCount: number;
  /** Permission codes of the buttons; undefined leaves the button out (read-only entity). */
  addCode?: string;
  batchDeleteCode?: string;
  exportCode?: string;
  importCode?: string;
  /** An export is being downloaded. */
  exporting?: boolean;
  extra?: ReactNode;
  /** Right-aligned tools (TableTools). */
  tools?: ReactNode;
  onAdd(): void;
  onBatchDelete(): void;
  onExport?(): void;
  onImport?(): void;
  onClearSelection(): void;
}

export function ListToolbar({
  selectedCount,
  addCode,
  batchDeleteCode,
  exportCode,
  importCode,
  exporting,
  extra,
  tools,
  onAdd,
  onBatchDelete,
  onExport,
  onImport,
  onClearSelection,
}: ListToolbarProps) {
  const t = useT();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
      <Space wrap style={{ flex: 1 }}>
        {addCode && (
          <Authorized code={addCode}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
              {t('add')}
            </Button>
          </Authorized>
        )}
        {batchDeleteCode && (
          <Authorized code={batchDeleteCode}>
            <Button icon={<DeleteOutlined aria-hidden />} onClick={onBatchDelete}>
              {t('batchDelete')}
            </Button>
          </Authorized>
        )}
        {exportCode && onExport && (
          <Authorized code={exportCode}>
            <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={onExport}>
              {t('exportXls')}
            </Button>
          </Authorized>
        )}
        {importCode && onImport && (
          <Authorized code={importCode}>
            <Button icon={<UploadOutlined aria-hidden />} onClick={onImport}>
              {t('excelImport')}
            </Button>
          </Authorized>
        )}
        {extra}
        {selectedCount > 0 && (
          <Typography.Text type="secondary">
            <span>{t('selected', { n: selectedCount })}</span>{' '}
            <Typography.Link onClick={onClearSelection}>{t('clearSelection')}</Typography.Link>
          </Typography.Text>
        )}
      </Space>
      {tools}
    </div>
  );
}
