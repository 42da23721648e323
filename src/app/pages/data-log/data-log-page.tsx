// 数据日志 / Data log: every recorded write (sys_data_log, kept by the generic engine), newest first and
// paged, browsable without knowing a record id and filtered by table (entity titles), record id and who
// wrote it. A row (or its 详情) opens its field-by-field changes; two ticked entries of the same record
// are compared with 数据比较 (GET /sys/dataLog/queryCompareList, the older one as "before").
import { Button, Card, Drawer, Input, Modal, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { text } from '../../../../runtime/core/registry.ts';
import type { PageResult } from '../../../../runtime/core/wire.ts';
import { useLang, useRegistry } from '../../../../runtime/react/registry-context.tsx';
import { useApi } from '../../overrides/use-api.ts';
import { ChangeTable } from './change-table.tsx';
import {
  filterParams,
  OP_COLOR,
  opKey,
  recordName,
  type Comparison,
  type DataLogEntry,
  type DataLogFilters,
} from './data-log-api.ts';

const PAGE_SIZES = ['10', '20', '50'];

export function DataLogPage() {
  const { t } = useTranslation();
  const api = useApi();
  const lang = useLang();
  const registry = useRegistry();
  const tables = useMemo(
    () =>
      Object.values(registry.entities)
        .filter((e) => e.routes === 'all')
        .map((e) => ({ value: e.table, label: `${text(e.title, lang)} (${e.table})` }))
        // by title in the UI language (pinyin order in Chinese), as the entity selects
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
    [registry, lang],
  );
  const [draft, setDraft] = useState<DataLogFilters>({});
  const [filters, setFilters] = useState<DataLogFilters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  // the answer with the query it answers: the table spins while the shown query has no answer yet
  const [answer, setAnswer] = useState<{ key: string; page: PageResult<DataLogEntry> } | null>(null);
  const [selected, setSelected] = useState<DataLogEntry[]>([]);
  const [shown, setShown] = useState<DataLogEntry | null>(null);
  const [comparison, setComparison] = useState<Comparison | null>(null);

  const params = useMemo(() => ({ ...filterParams(filters), ...paging }), [filters, paging]);
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    const empty = { records: [], total: 0, size: params.pageSize, current: 1, pages: 0 };
    api.get<PageResult<DataLogEntry>>('/sys/dataLog/list', params).then(
      (page) => live && setAnswer({ key, page }),
      () => live && setAnswer({ key, page: empty }),
    );
    return () => {
      live = false;
    };
  }, [api, params, key]);
  const page = answer?.page ?? null;
  const loading = answer?.key !== key;

  const search = (next: DataLogFilters) => {
    setDraft(next);
    setFilters(next);
    setPaging((p) => ({ ...p, pageNo: 1 }));
    setSelected([]);
  };

  const [a, b] = selected;
  const comparable = selected.length === 2 && a.dataTable === b.dataTable && a.dataId === b.dataId;
  const compare = () => {
    // the older entry is "before": the list is newest first, so compare in time order
    const [older, newer] = [a, b].sort((x, y) => x.createTime.localeCompare(y.createTime) || x.id.localeCompare(y.id));
    api
      .get<Comparison>('/sys/dataLog/queryCompareList', { dataId1: older.id, dataId2: newer.id })
      .then(setComparison, () => undefined);
  };

  const opTag = (op: string) => <Tag color={OP_COLOR[op] ?? 'default'}>{t(opKey(op))}</Tag>;
  const columns: ColumnsType<DataLogEntry> = [
    {
      key: 'dataTable',
      title: t('sys.dataTable'),
      render: (_, e) => (
        <Space size={4} wrap>
          <span>{e.dataTableTitle}</span>
          <Typography.Text type="secondary">{e.dataTable}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'dataId',
      title: t('sys.dataRecord'),
      // the record's name (its id on hover), its id where the entity has no naming field
      render: (_, e) => (
        <Tooltip title={e.dataTitle ? `${t('sys.dataId')}: ${e.dataId}` : undefined}>
          <span>{recordName(e)}</span>
        </Tooltip>
      ),
    },
    { key: 'op', title: t('sys.operation'), dataIndex: 'op', render: opTag },
    { key: 'dataVersion', title: t('sys.version'), dataIndex: 'dataVersion', render: (v: number | null) => v ?? '—' },
    { key: 'createBy', title: t('sys.operator'), dataIndex: 'createBy', render: (v: string | null) => v ?? '—' },
    { key: 'createTime', title: t('sys.time'), dataIndex: 'createTime', width: 180 },
    {
      key: 'actions',
      title: t('sys.actions'),
      render: (_, e) => (
        <Button
          type="link"
          size="small"
          onClick={(ev) => {
            ev.stopPropagation();
            setShown(e);
          }}
        >
          {t('sys.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('sys.dataLog')} variant="borderless" data-testid="data-log">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          showSearch
          allowClear
          style={{ width: 300 }}
          placeholder={t('sys.selectTable')}
          options={tables}
          optionFilterProp="label"
          value={draft.dataTable}
          onChange={(v?: string) => search({ ...draft, dataTable: v })}
          aria-label={t('sys.dataTable')}
        />
        <Input
          style={{ width: 240 }}
          placeholder={t('sys.inputDataId')}
          value={draft.dataId ?? ''}
          onChange={(e) => setDraft({ ...draft, dataId: e.target.value })}
          onPressEnter={() => search(draft)}
          aria-label={t('sys.dataId')}
        />
        <Input
          style={{ width: 200 }}
          placeholder={t('sys.inputOperator')}
          value={draft.createBy ?? ''}
          onChange={(e) => setDraft({ ...draft, createBy: e.target.value })}
          onPressEnter={() => search(draft)}
          aria-label={t('sys.operator')}
        />
        <Button type="primary" onClick={() => search(draft)}>
          {t('sys.query')}
        </Button>
        <Button onClick={() => search({})}>{t('sys.reset')}</Button>
        <Tooltip title={comparable ? undefined : t('sys.compareHint')}>
          <Button disabled={!comparable} onClick={compare}>
            {t('sys.compare')}
          </Button>
        </Tooltip>
      </Space>
      <Table<DataLogEntry>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={page?.records ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('sys.noHistory') }}
        rowSelection={{
          selectedRowKeys: selected.map((e) => e.id),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        onRow={(e) => ({
          // a click on the row's tick box selects it for 数据比较, anywhere else opens the entry
          onClick: (ev) => !(ev.target as HTMLElement).closest('.ant-table-selection-column') && setShown(e),
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: paging.pageNo,
          pageSize: paging.pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t('sys.total', { total }),
          onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
        }}
      />
      <Drawer
        open={shown !== null}
        onClose={() => setShown(null)}
        size={640}
        title={
          shown && t('sys.entryTitle', { op: t(opKey(shown.op)), table: shown.dataTableTitle, id: recordName(shown) })
        }
      >
        {shown && (
          <div data-testid="data-log-entry">
            <Space wrap style={{ marginBottom: 12 }}>
              {opTag(shown.op)}
              <span>
                {t('sys.operator')}: {shown.createBy ?? '—'}
              </span>
              <span>{shown.createTime}</span>
              {shown.dataVersion !== null && (
                <span>
                  {t('sys.version')}: {shown.dataVersion}
                </span>
              )}
            </Space>
            <ChangeTable changes={shown.diff} />
          </div>
        )}
      </Drawer>
      <Modal
        open={comparison !== null}
        onCancel={() => setComparison(null)}
        footer={null}
        width={800}
        title={
          comparison &&
          t('sys.compareTitle', {
            table: comparison.records[0].dataTableTitle,
            id: recordName(comparison.records[comparison.records.length - 1]),
          })
        }
      >
        {comparison && (
          <div data-testid="data-log-compare">
            <Typography.Paragraph type="secondary">
              {comparison.records[0].createTime} → {comparison.records[1].createTime}
            </Typography.Paragraph>
            <ChangeTable changes={comparison.diff} />
          </div>
        )}
      </Modal>
    </Card>
  );
}

export default DataLogPage;
