// The popup picker's query form from getQueryInfo: one control per visible item (dictionary items a
// select over the report's dictOptions, else the app's dictionary; text as like unless an operator is
// typed; numbers; dates), range items as `<field>_begin` / `<field>_end`, with Query and Reset.
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { textFilter } from '../../../react/list-query.ts';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '../../format-value.ts';
import { SearchButtons } from '../../list/search-buttons.tsx';
import { useT } from '../../messages.ts';
import { DictSelect } from '../dict-select.tsx';
import type { PopupQueryItem, PopupReportConfig } from './popup-report.ts';

type Values = Record<string, unknown>;

export interface PopupQueryFormProps {
  items: PopupQueryItem[];
  dictOptions: PopupReportConfig['dictOptions'];
  onSearch(filters: Record<string, string>): void;
}

const COL = { xs: 24, sm: 12, lg: 8 };
const isDate = (q: PopupQueryItem) => q.view === 'date' || q.view === 'datetime';

function single(q: PopupQueryItem, v: unknown): string {
  if (q.view === 'date') return (v as Dayjs).format(DATE_FORMAT);
  if (q.view === 'datetime') return (v as Dayjs).format(DATE_TIME_FORMAT);
  if (q.view === 'time') return (v as Dayjs).format(TIME_FORMAT);
  if (q.view === 'text' || q.view === undefined) return textFilter(String(v));
  return String(v);
}

/** Form values -> getData parameters (blank values left out). */
export function popupFilters(items: PopupQueryItem[], values: Values): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, v: unknown, format: (x: unknown) => string) => {
    if (v === undefined || v === null || v === '') return;
    const s = format(v).trim();
    if (s) out[key] = s;
  };
  for (const q of items) {
    if (q.mode === 'range' && isDate(q)) {
      const [begin, end] = (values[q.field] as (Dayjs | null)[] | undefined) ?? [];
      const dt = q.view === 'datetime';
      put(`${q.field}_begin`, begin, (d) => (d as Dayjs).format(dt ? `${DATE_FORMAT} 00:00:00` : DATE_FORMAT));
      put(`${q.field}_end`, end, (d) => (d as Dayjs).format(dt ? `${DATE_FORMAT} 23:59:59` : DATE_FORMAT));
    } else if (q.mode === 'range') {
      put(`${q.field}_begin`, values[`${q.field}_begin`], String);
      put(`${q.field}_end`, values[`${q.field}_end`], String);
    } else put(q.field, values[q.field], (v) => single(q, v));
  }
  return out;
}

function SingleControl({
  item,
  dictOptions,
  ...rest
}: { item: PopupQueryItem } & Pick<PopupQueryFormProps, 'dictOptions'>) {
  const t = useT();
  const placeholder = t(item.view === 'list' ? 'selectPlaceholder' : 'inputPlaceholder', { title: item.title });
  if (item.view === 'list' && item.dictCode) {
    const options = dictOptions[item.dictCode];
    if (!options) return <DictSelect {...rest} code={item.dictCode} placeholder={placeholder} />;
    return (
      <Select
        {...rest}
        allowClear
        placeholder={placeholder}
        options={options.map((o) => ({ value: o.value, label: o.text }))}
      />
    );
  }
  if (item.view === 'number') return <InputNumber {...rest} style={{ width: '100%' }} placeholder={placeholder} />;
  if (isDate(item)) return <DatePicker {...rest} style={{ width: '100%' }} placeholder={placeholder} />;
  return <Input {...rest} allowClear placeholder={placeholder} />;
}

function RangeControl({ item }: { item: PopupQueryItem }) {
  const t = useT();
  if (isDate(item))
    return (
      <Form.Item name={item.field} label={item.title} style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker style={{ width: '100%' }} placeholder={[t('startDate'), t('endDate')]} />
      </Form.Item>
    );
  const Control = item.view === 'number' ? InputNumber : Input;
  return (
    <Form.Item label={item.title} style={{ marginBottom: 12 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name={`${item.field}_begin`} noStyle>
          <Control style={{ width: '50%' }} aria-label={`${item.title} ≥`} />
        </Form.Item>
        <Form.Item name={`${item.field}_end`} noStyle>
          <Control style={{ width: '50%' }} aria-label={`${item.title} ≤`} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}

export function PopupQueryForm({ items, dictOptions, onSearch }: PopupQueryFormProps) {
  const [form] = Form.useForm<Values>();
  const shown = items.filter((q) => !q.hidden);
  if (shown.length === 0) return null;
  return (
    <Form form={form} onFinish={(values) => onSearch(popupFilters(shown, values))} style={{ marginBottom: 8 }}>
      <Row gutter={16}>
        {shown.map((item) => (
          <Col key={item.field} {...COL}>
            {item.mode === 'range' ? (
              <RangeControl item={item} />
            ) : (
              <Form.Item name={item.field} label={item.title} style={{ marginBottom: 12 }}>
                <SingleControl item={item} dictOptions={dictOptions} />
              </Form.Item>
            )}
          </Col>
        ))}
        <Col {...COL}>
          <SearchButtons
            onReset={() => {
              form.resetFields();
              onSearch({});
            }}
          />
        </Col>
      </Row>
    </Form>
  );
}
