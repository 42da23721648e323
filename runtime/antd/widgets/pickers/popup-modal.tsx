// The popup picker's dialog (spec 001 §2.5 width 1200): the report's query form, a table with the
// report's columns (dictionary labels from dictOptions, reference labels from `<field>_dictText`),
// server-side sort and paging (5/10/20/30, default 5), radio or checkbox selection kept across pages.
// OK with no row, or with several in single mode, warns 'please select one record'. A failure to load
// the report's columns or query items shows antd's error modal titled 'Oops' with the server message.
import { Modal, Table, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useLang } from '../../../react/registry-context.tsx';
import { useAsync } from '../../../react/use-async.ts';
import { useT } from '../../messages.ts';
import { useFeedback } from '../../use-feedback.ts';
import type { PopupConfig } from './popup-config.ts';
import { PopupQueryForm } from './popup-query-form.tsx';
import {
  loadPopupMeta,
  loadPopupPage,
  POPUP_PAGE_SIZES,
  type PopupMeta,
  type PopupPage,
  type PopupSort,
} from './popup-report.ts';

type Row = Record<string, unknown>;

export const POPUP_MODAL_WIDTH = 1200;

export interface PopupModalProps {
  open: boolean;
  config: PopupConfig;
  onClose(): void;
  onChoose(rows: Row[]): void;
}

const keyOf = (r: Row) => String(r.id);

function initialSort(meta: PopupMeta): PopupSort {
  const c = meta.config.columns.find((col) => col.sortOrder);
  return c ? { column: c.dataIndex, order: c.sortOrder === 'descend' ? 'desc' : 'asc' } : {};
}

export function PopupModal({ open, config, onClose, onChoose }: PopupModalProps) {
  const dp = useDataProvider();
  const lang = useLang();
  const t = useT();
  const { message, modal } = useFeedback();
  const [filters, setFilters] = useState<Record<string, string>>({});
  // undefined: the report's default sort (its column with a sortOrder)
  const [chosenSort, setSort] = useState<PopupSort>();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: POPUP_PAGE_SIZES[0] });
  const [chosen, setChosen] = useState<Map<string, Row>>(new Map());

  const metaState = useAsync(`${lang}|${config.code}`, () => loadPopupMeta(dp, config.code, lang));
  const meta = metaState.error ? undefined : metaState.data;
  const sort = useMemo(() => chosenSort ?? (meta ? initialSort(meta) : {}), [chosenSort, meta]);
  const id = meta ? meta.config.cgRpConfigId || config.code : '';
  const request = { filters, params: config.params, sort, ...paging };
  const pageState = useAsync(meta ? `${id}|${JSON.stringify(request)}` : null, () => loadPopupPage(dp, id, request));
  const page: PopupPage = pageState.data ?? { records: [], total: 0 };

  // spec 001 §8: a report that cannot be initialised shows 'Oops' with the server's message
  const initError = metaState.error;
  useEffect(() => {
    if (!initError) return;
    modal.error({ title: t('popupOops'), content: initError.message });
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [initError]);
  const dataError = pageState.error;
  useEffect(() => {
    if (dataError) message.error(dataError.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure
  }, [dataError]);

  const columns = useMemo<TableColumnsType<Row>>(() => {
    if (!meta) return [];
    return meta.config.columns.map((c) => {
      const options = c.customRender ? meta.config.dictOptions[c.customRender] : undefined;
      return {
        key: c.dataIndex,
        dataIndex: c.dataIndex,
        title: c.title,
        sorter: c.sorter !== false,
        sortOrder: sort.column === c.dataIndex ? (sort.order === 'desc' ? 'descend' : 'ascend') : null,
        render: (value: unknown, record: Row) => {
          const label = options?.find((o) => String(o.value) === String(value))?.text;
          const shown = label ?? record[`${c.dataIndex}_dictText`] ?? value;
          return shown === undefined || shown === null ? '' : String(shown);
        },
      };
    });
  }, [meta, sort]);

  const onTableChange: TableProps<Row>['onChange'] = (p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = s?.order ? String(s.field ?? s.columnKey) : undefined;
    const next: PopupSort = column ? { column, order: s.order === 'descend' ? 'desc' : 'asc' } : {};
    const sorted = next.column !== sort.column || next.order !== sort.order;
    if (sorted) setSort(next);
    // a new sort or page size starts again from the first page
    const pageSize = p.pageSize ?? paging.pageSize;
    setPaging({ pageNo: sorted || pageSize !== paging.pageSize ? 1 : (p.current ?? 1), pageSize });
  };

  const toggle = (row: Row) =>
    setChosen((prev) => {
      const key = keyOf(row);
      if (!config.multi) return new Map(prev.has(key) ? [] : [[key, row]]);
      const next = new Map(prev);
      if (next.has(key)) next.delete(key);
      else next.set(key, row);
      return next;
    });

  const ok = () => {
    const rows = [...chosen.values()];
    if (rows.length === 0 || (!config.multi && rows.length !== 1)) {
      message.warning(t('popupSelectOne'));
      return;
    }
    onChoose(rows);
  };

  return (
    <Modal
      open={open && !!meta}
      width={POPUP_MODAL_WIDTH}
      title={meta?.config.cgRpConfigName}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={ok}
      onCancel={onClose}
      destroyOnHidden
    >
      {meta && (
        <>
          <PopupQueryForm
            items={meta.query}
            dictOptions={meta.config.dictOptions}
            onSearch={(f) => {
              setFilters(f);
              setPaging((p) => ({ ...p, pageNo: 1 }));
            }}
          />
          <Table<Row>
            size="small"
            rowKey={keyOf}
            columns={columns}
            dataSource={page.records}
            loading={pageState.loading}
            onChange={onTableChange}
            onRow={(record) => ({
              // a click on the row picks it too; the radio/checkbox cell does that itself
              onClick: (e) => {
                if (!(e.target as HTMLElement).closest?.('.ant-table-selection-column')) toggle(record);
              },
            })}
            rowSelection={{
              type: config.multi ? 'checkbox' : 'radio',
              selectedRowKeys: [...chosen.keys()],
              preserveSelectedRowKeys: true,
              onChange: (keys, rows) => {
                const known = new Map(chosen);
                for (const r of rows) if (r) known.set(keyOf(r), r);
                const next = new Map<string, Row>();
                for (const k of keys) {
                  const r = known.get(String(k));
                  if (r) next.set(String(k), r);
                }
                setChosen(next);
              },
            }}
            pagination={{
              current: paging.pageNo,
              pageSize: paging.pageSize,
              total: page.total,
              showSizeChanger: true,
              pageSizeOptions: POPUP_PAGE_SIZES.map(String),
              showTotal: (n) => t('total', { n }),
            }}
          />
        </>
      )}
    </Modal>
  );
}
