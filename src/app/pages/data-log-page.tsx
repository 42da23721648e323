// Data log: pick an entity's table and a record id, see every change of that record, newest first,
// field by field (before -> after), as recorded by the generic engine in sys_data_log.
import { Button, Card, Empty, Input, Select, Space, Table, Tag, Timeline, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { text } from '../../../runtime/core/registry.ts';
import type { PageResult } from '../../../runtime/core/wire.ts';
import { useLang, useRegistry } from '../../../runtime/react/registry-context.tsx';
import { useApi } from '../overrides/use-api.ts';

interface FieldChange {
  field: string;
  title: string;
  before: unknown;
  after: unknown;
}

interface DataLogEntry {
  id: string;
  dataTable: string;
  dataTableTitle: string;
  dataId: string;
  op: string;
  createBy: string | null;
  createTime: string;
  dataVersion: number | null;
  diff: FieldChange[];
}

const OP_COLOR: Record<string, string> = { add: 'green', edit: 'blue', delete: 'red' };
const show = (v: unknown) =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export function DataLogPage() {
  const { t } = useTranslation();
  const api = useApi();
  const lang = useLang();
  const registry = useRegistry();
  const tables = useMemo(
    () =>
      Object.values(registry.entities)
        .filter((e) => e.routes === 'all')
        .map((e) => ({ value: e.table, label: `${text(e.title, lang)} (${e.table})` })),
    [registry, lang],
  );
  const [table, setTable] = useState<string | undefined>();
  const [dataId, setDataId] = useState('');
  const [entries, setEntries] = useState<DataLogEntry[] | null>(null);
  const [loading, setLoading] = useState(false);

  const query = () => {
    setLoading(true);
    api
      .get<PageResult<DataLogEntry>>('/sys/dataLog/list', {
        ...(table ? { dataTable: table } : {}),
        ...(dataId.trim() ? { dataId: dataId.trim() } : {}),
        pageNo: 1,
        pageSize: 50,
      })
      .then(
        (r) => setEntries(r.records),
        () => setEntries([]),
      )
      .finally(() => setLoading(false));
  };

  const opLabel = (op: string) => t(op === 'add' ? 'sys.opAdd' : op === 'delete' ? 'sys.opDelete' : 'sys.opEdit');

  return (
    <Card title={t('sys.dataLog')} variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          showSearch
          allowClear
          style={{ width: 320 }}
          placeholder={t('sys.selectTable')}
          options={tables}
          optionFilterProp="label"
          value={table}
          onChange={setTable}
          aria-label={t('sys.dataTable')}
        />
        <Input
          style={{ width: 320 }}
          placeholder={t('sys.inputDataId')}
          value={dataId}
          onChange={(e) => setDataId(e.target.value)}
          onPressEnter={query}
          aria-label={t('sys.dataId')}
        />
        <Button type="primary" loading={loading} onClick={query}>
          {t('sys.query')}
        </Button>
      </Space>
      {entries === null ? null : entries.length === 0 ? (
        <Empty description={t('sys.noHistory')} />
      ) : (
        <Timeline
          items={entries.map((e) => ({
            key: e.id,
            color: OP_COLOR[e.op] ?? 'gray',
            content: (
              <>
                <Space wrap>
                  <Tag color={OP_COLOR[e.op]}>{opLabel(e.op)}</Tag>
                  <Typography.Text strong>{e.dataTableTitle}</Typography.Text>
                  <Typography.Text type="secondary">{e.dataId}</Typography.Text>
                  <span>
                    {t('sys.operator')}: {e.createBy ?? '—'}
                  </span>
                  <span>{e.createTime}</span>
                  {e.dataVersion !== null && (
                    <span>
                      {t('sys.version')}: {e.dataVersion}
                    </span>
                  )}
                </Space>
                <Table<FieldChange>
                  style={{ marginTop: 8 }}
                  size="small"
                  rowKey="field"
                  pagination={false}
                  dataSource={e.diff}
                  columns={[
                    { key: 'title', title: t('sys.field'), dataIndex: 'title' },
                    { key: 'before', title: t('sys.before'), dataIndex: 'before', render: show },
                    { key: 'after', title: t('sys.after'), dataIndex: 'after', render: show },
                  ]}
                />
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}

export default DataLogPage;
