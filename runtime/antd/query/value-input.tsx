// The value widget of one condition, by field type and rule: a dictionary select, a reference
// select, a date or date-time picker, a number input, a yes/no select or a text input; `in` takes
// several values (a multiple select, tags for text), `between` a from and a to; empty and not_empty
// take none. Values are kept as the texts the server reads (dates YYYY-MM-DD[ HH:mm:ss]).
import { DatePicker, Input, InputNumber, Select, Space, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { QueryCondition } from '../../core/query-tree.ts';
import type { FieldDef } from '../../core/registry.ts';
import { valueKind } from '../../react/query-builder.ts';
import { useDict } from '../../react/use-dict.ts';
import { useRefOptions } from '../../react/use-ref-options.ts';
import { RefSelect } from '../widgets/ref-select.tsx';
import { useQueryT } from './messages.ts';

type Val = QueryCondition['val'];

interface SingleProps {
  field: FieldDef;
  value: string | undefined;
  onChange(v: string | undefined): void;
  placeholder?: string;
}

const FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;
const WIDE = { width: '100%' } as const;

function SingleValue({ field, value, onChange, placeholder }: SingleProps) {
  const { t } = useQueryT();
  const kind = valueKind(field);
  const ph = placeholder ?? t('enterValue');
  switch (kind) {
    case 'dict':
      return <DictValues code={field.dict!} value={value} onChange={(v) => onChange(v[0])} />;
    case 'ref':
      return (
        <RefSelect refDef={field.ref!} value={value} onChange={onChange} placeholder={t('chooseValue')} style={WIDE} />
      );
    case 'boolean':
      return (
        <Select
          style={WIDE}
          allowClear
          value={value}
          placeholder={t('chooseValue')}
          options={[
            { value: 'true', label: t('yes') },
            { value: 'false', label: t('no') },
          ]}
          onChange={(v?: string) => onChange(v)}
        />
      );
    case 'number':
      return (
        <InputNumber
          style={WIDE}
          placeholder={ph}
          value={value === undefined || value === '' ? null : Number(value)}
          onChange={(v) => onChange(v === null ? undefined : String(v))}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          style={WIDE}
          placeholder={ph}
          showTime={kind === 'datetime'}
          format={FORMATS[kind]}
          value={value ? dayjs(value, FORMATS[kind]) : null}
          onChange={(d) => onChange(d ? d.format(FORMATS[kind]) : undefined)}
        />
      );
    case 'time':
      return (
        <TimePicker
          style={WIDE}
          placeholder={ph}
          format={FORMATS.time}
          value={value ? dayjs(value, FORMATS.time) : null}
          onChange={(d) => onChange(d ? d.format(FORMATS.time) : undefined)}
        />
      );
    case 'text':
      return <Input allowClear placeholder={ph} value={value ?? ''} onChange={(e) => onChange(e.target.value)} />;
  }
}

function DictValues({
  code,
  value,
  multiple,
  onChange,
}: {
  code: string;
  value: string | string[] | undefined;
  multiple?: boolean;
  onChange(v: string[]): void;
}) {
  const { t } = useQueryT();
  const dict = useDict(code);
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return (
    <Select
      style={WIDE}
      allowClear
      mode={multiple ? 'multiple' : undefined}
      placeholder={t('chooseValue')}
      showSearch={{ optionFilterProp: 'label' }}
      value={multiple ? list : list[0]}
      options={dict.options.map((o) => ({ value: String(o.value), label: o.label }))}
      onChange={(v?: string | string[]) => onChange(v === undefined ? [] : Array.isArray(v) ? v : [v])}
    />
  );
}

function RefValues({ field, value, onChange }: { field: FieldDef; value: string[]; onChange(v: string[]): void }) {
  const { t } = useQueryT();
  const { options, loading, open, search } = useRefOptions(field.ref!, []);
  return (
    <Select
      style={WIDE}
      mode="multiple"
      allowClear
      placeholder={t('chooseValue')}
      value={value}
      loading={loading}
      options={options}
      showSearch={{ filterOption: false, onSearch: search }}
      onOpenChange={(isOpen) => isOpen && open()}
      onChange={(v: string[]) => onChange(v)}
    />
  );
}

function ManyValues({ field, value, onChange }: { field: FieldDef; value: string[]; onChange(v: string[]): void }) {
  const kind = valueKind(field);
  if (kind === 'dict') return <DictValues code={field.dict!} value={value} multiple onChange={onChange} />;
  if (kind === 'ref') return <RefValues field={field} value={value} onChange={onChange} />;
  return <Select style={WIDE} mode="tags" value={value} open={false} onChange={(v: string[]) => onChange(v)} />;
}

export function ValueInput({
  field,
  condition,
  onChange,
}: {
  field: FieldDef;
  condition: QueryCondition;
  onChange(v: Val): void;
}) {
  const { t } = useQueryT();
  const { rule, val } = condition;
  if (rule === 'empty' || rule === 'not_empty') return null;
  const list = val === undefined ? [] : Array.isArray(val) ? val : [val];
  if (rule === 'in') return <ManyValues field={field} value={list} onChange={onChange} />;
  if (rule === 'between') {
    const [from = '', to = ''] = list;
    return (
      <Space.Compact style={WIDE}>
        <SingleValue
          field={field}
          value={from || undefined}
          placeholder={t('from')}
          onChange={(v) => onChange([v ?? '', to])}
        />
        <SingleValue
          field={field}
          value={to || undefined}
          placeholder={t('to')}
          onChange={(v) => onChange([from, v ?? ''])}
        />
      </Space.Compact>
    );
  }
  return <SingleValue field={field} value={list[0]} onChange={onChange} />;
}
