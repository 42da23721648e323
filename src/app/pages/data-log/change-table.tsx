// A change list as a small table: field title, value before, value after (— for none).
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from './data-log-api.ts';

const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export function ChangeTable({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation();
  return (
    <Table<FieldChange>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      locale={{ emptyText: t('sys.noHistory') }}
      columns={[
        { key: 'title', title: t('sys.field'), dataIndex: 'title', width: '30%' },
        { key: 'before', title: t('sys.before'), dataIndex: 'before', render: show },
        { key: 'after', title: t('sys.after'), dataIndex: 'after', render: show },
      ]}
    />
  );
}
