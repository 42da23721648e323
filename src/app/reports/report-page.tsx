// A finance report as a page (menus.json `page: "report"`; the report code is the last segment of
// the menu's path): its query form (getQueryInfo), the columns (getRpColumns) with money in two
// decimals and dictionary texts, server-side sort on the report's columns and paging (getData), the
// totals row under the table, and the Excel export of the same query (exportXls/{code}).
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { saveBlob } from '../../../runtime/antd/list/save-blob.ts';
import { PopupQueryForm } from '../../../runtime/antd/widgets/pickers/popup-query-form.tsx';
import type { PopupQueryItem, PopupReportConfig } from '../../../runtime/antd/widgets/pickers/popup-report.ts';
import { unwrap } from '../../../runtime/http/client.ts';
import { useServices } from '../services.tsx';
import { REPORT_TEXT } from './messages.ts';
import { formatMoney } from '../../../runtime/antd/format-value.ts';

const API = '/online/cgreport/api';

type Row = Record<string, unknown>;
interface Config extends PopupReportConfig {
  columns: (PopupReportConfig['columns'][number] & { kind?: string })[];
  totals?: boolean;
}
interface Data {
  records: Row[];
  total: number;
  totals?: Row;
}

/** The report code of a menu path such as /wl/report/profit_by_site. */
export const reportCodeOf = (pathname: string): string => pathname.split('/').filter(Boolean).pop() ?? '';

function cell(kind: string | undefined, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (kind === 'money') return formatMoney(v); // 3,985,960.00, as the lists show money
  return String(v);
}

export default function ReportPage() {
  const { pathname } = useLocation();
  const code = reportCodeOf(pathname);
  return <ReportView key={code} code={code} />;
}

export function ReportView({ code }: { code: string }) {
  const { http } = useServices();
  const { i18n } = useTranslation();
  const words = i18n.language?.startsWith('en') ? REPORT_TEXT.en : REPORT_TEXT.zh;
  const [config, setConfig] = useState<Config>();
  const [items, setItems] = useState<PopupQueryItem[]>([]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [sort, setSort] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});

  useEffect(() => {
    let live = true;
    void (async () => {
      const c = unwrap<Config>(await http.get(`${API}/getRpColumns/${code}`));
      const q = unwrap<PopupQueryItem[]>(await http.get(`${API}/getQueryInfo/${code}`));
      if (live) {
        setConfig(c);
        setItems(q);
      }
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [http, code, i18n.language]);

  const params = useMemo(() => ({ ...filters, ...sort }), [filters, sort]);
  // The page being shown answers this key; any other means a request is on its way.
  const key = JSON.stringify([code, params, paging, i18n.language]);
  const [shown, setShown] = useState<{ key: string; data?: Data }>({ key: '' });
  useEffect(() => {
    let live = true;
    http.get(`${API}/getData/${code}`, { params: { ...params, ...paging } }).then(
      (r) => live && setShown({ key, data: unwrap<Data>(r) }),
      () => live && setShown((s) => ({ ...s, key })),
    );
    return () => {
      live = false;
    };
  }, [http, code, params, paging, key]);
  const data = shown.data;
  const loading = shown.key !== key;
  // Aggregate rows have no id and their values may repeat (and the columns may load after the rows):
  // each row is keyed by its place in the whole result, unique and stable for the page shown.
  const keyed = useMemo(() => {
    const offset = (paging.pageNo - 1) * paging.pageSize;
    return new Map((data?.records ?? []).map((r, i) => [r, String(offset + i)]));
  }, [data, paging]);
  const rowKey = (r: Row) => keyed.get(r) ?? String(r.id ?? '');

  const columns: ColumnsType<Row> = (config?.columns ?? []).map((c) => ({
    key: c.dataIndex,
    dataIndex: c.dataIndex,
    title: c.title,
    sorter: true,
    align: c.kind === 'text' || c.customRender ? 'left' : 'right',
    sortOrder:
      sort.column === c.dataIndex ? (sort.order === 'desc' ? 'descend' : 'ascend') : sort.column ? null : c.sortOrder,
    render: (_v: unknown, row: Row) =>
      c.customRender
        ? String(row[`${c.dataIndex}_dictText`] ?? row[c.dataIndex] ?? '')
        : cell(c.kind, row[c.dataIndex]),
  }));

  const exportXls = async () => {
    // Failures (nothing to export, 403) are shown by the HTTP client's notice.
    const res = await http.get<Blob>(`${API}/exportXls/${code}`, { params, responseType: 'blob' }).catch(() => null);
    if (res?.data && res.data.size > 0) saveBlob(res.data, `${config?.cgRpConfigName ?? code}.xlsx`);
  };

  const totals = data?.totals;
  return (
    <Card
      title={config?.cgRpConfigName}
      variant="borderless"
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => void exportXls()} data-testid="report-export">
          {words.export}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {config && items.length > 0 && (
          <PopupQueryForm
            items={items}
            dictOptions={config.dictOptions}
            onSearch={(f) => {
              setFilters(f);
              setPaging((p) => ({ ...p, pageNo: 1 }));
            }}
          />
        )}
        <Table<Row>
          rowKey={rowKey}
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.records ?? []}
          pagination={{
            current: paging.pageNo,
            pageSize: paging.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
          }}
          onChange={(p, _f, s) => {
            const one = Array.isArray(s) ? s[0] : s;
            setSort(
              one?.order
                ? { column: String(one.columnKey ?? one.field), order: one.order === 'descend' ? 'desc' : 'asc' }
                : {},
            );
            setPaging({ pageNo: p.current ?? 1, pageSize: p.pageSize ?? 10 });
          }}
          summary={() =>
            totals ? (
              <Table.Summary.Row data-testid="report-totals">
                {(config?.columns ?? []).map((c, i) => (
                  <Table.Summary.Cell key={c.dataIndex} index={i} align={c.kind === 'text' ? 'left' : 'right'}>
                    <Typography.Text strong>
                      {totals[c.dataIndex] === null || totals[c.dataIndex] === undefined
                        ? i === 0
                          ? words.total
                          : ''
                        : cell(c.kind, totals[c.dataIndex])}
                    </Typography.Text>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      </Space>
    </Card>
  );
}
