// The value widget of one condition, by field type and rule: a dictionary select, a reference
// select, a date or date-time picker, a number input, a yes/no select or a text input; `in` takes
// several values (a multiple select, tags for text), `between` a from and a to; empty and not_empty
// take none. Values are kept as the texts the server reads (dates YYYY-MM-DD[ HH:mm:ss]; numbers as
// the server's codec takes them: whole for integers, at most two decimals for money).
import { DatePicker, Input, InputNumber, Select, Space, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { QueryCondition } from '../../core/query-tree.ts';
import type { FieldDef } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { valueKind } from '../../react/query-builder.ts';
import { useDataProvider } from '../../react/registry-context.tsx';
import { useAsync } from '../../react/use-async.ts';
import { useDict } from '../../react/use-dict.ts';
import { useRefOptions, type RefOption } from '../../react/use-ref-options.ts';
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

/** Decimals a number field takes (src/server/engine/crud/field-codec.ts): 2 for money, 0 for integers. */
const precisionOf = (f: FieldDef) => (f.format === 'money' ? 2 : f.type === 'integer' ? 0 : undefined);

/** A typed number the field's codec accepts (for the tags of 'in'). */
function isNumberText(f: FieldDef, v: string): boolean {
  const decimals = precisionOf(f);
  const pattern = decimals === 0 ? /^-?\d+$/ : decimals === 2 ? /^-?\d+(\.\d{1,2})?$/ : /^-?\d+(\.\d+)?$/;
  return pattern.test(v);
}

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
          precision={precisionOf(field)}
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

/** Several referenced ids; their labels come from the options chosen, or are looked up (an opened query). */
function RefValues({ field, value, onChange }: { field: FieldDef; value: string[]; onChange(v: string[]): void }) {
  const { t } = useQueryT();
  const dataProvider = useDataProvider();
  const ref = field.ref!;
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const unknown = value.filter((id) => !(id in chosen));
  const { data: looked } = useAsync(unknown.length ? `${ref.entity}/labels:${JSON.stringify(unknown)}` : null, () =>
    Promise.all(
      unknown.map((id) =>
        dataProvider.getOne<Row>(ref.entity, id).then(
          (row) => [id, row?.[ref.label]] as const,
          () => [id, undefined] as const,
        ),
      ),
    ),
  );
  const lookedUp = new Map(looked ?? []);
  const known: RefOption[] = value.flatMap((id) => {
    const label = chosen[id] ?? lookedUp.get(id);
    return label === undefined || label === null ? [] : [{ value: id, label: String(label) }];
  });
  const { options, loading, open, search } = useRefOptions(ref, known);
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
      onChange={(v: string[], picked) => {
        const labels = (Array.isArray(picked) ? picked : []).filter((o): o is RefOption => !!o && 'label' in o);
        setChosen((c) => ({ ...c, ...Object.fromEntries(labels.map((o) => [o.value, o.label])) }));
        onChange(v);
      }}
    />
  );
}

function ManyValues({ field, value, onChange }: { field: FieldDef; value: string[]; onChange(v: string[]): void }) {
  const kind = valueKind(field);
  if (kind === 'dict') return <DictValues code={field.dict!} value={value} multiple onChange={onChange} />;
  if (kind === 'ref') return <RefValues field={field} value={value} onChange={onChange} />;
  // numbers: only what the server's codec takes (a typed 'x' or '3.7' for an integer would be a 400)
  const clean = (v: string[]) => (kind === 'number' ? v.map((s) => s.trim()).filter((s) => isNumberText(field, s)) : v);
  return <Select style={WIDE} mode="tags" value={value} open={false} onChange={(v: string[]) => onChange(clean(v))} />;
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
