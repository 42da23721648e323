// A change list as a small table: field title, value before, value after (— for none). A value shows
// the words the server sent for it (`beforeText`/`afterText`: the list's labels), the stored value only
// where it has none.
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldChange } from './data-log-api.ts';

function show(v: unknown, label: string | null | undefined): string {
  if (v === null || v === undefined || v === '') return '—';
  if (label) return label;
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

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
        { key: 'before', title: t('sys.before'), render: (_, c) => show(c.before, c.beforeText) },
        { key: 'after', title: t('sys.after'), render: (_, c) => show(c.after, c.afterText) },
      ]}
    />
  );
}
