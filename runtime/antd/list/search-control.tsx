// The input of one search field: dictionary select (multi-valued dictionary fields pick the one value
// to look for), entity select (the `entity` widget), workflow move select (the `transition` widget,
// narrowed to the entity chosen beside it), reference select, date range (date-times with a
// time of day, opening on 00:00:00 and 23:59:59), yes/no, or text and numbers (where a typed `*x*`,
// `!x`, `>=x`, `<=x` passes through and plain text searches as like; numbers search exactly).
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { text, type FieldDef } from '../../core/registry.ts';
import { isRangeField } from '../../react/list-query.ts';
import { useLang } from '../../react/registry-context.tsx';
import { useT } from '../messages.ts';
import { DictSelect } from '../widgets/dict-select.tsx';
import { EntitySelect, workflowOnly } from '../widgets/pickers/entity-select.tsx';
import { TransitionSearch, entityFieldOf } from '../widgets/pickers/transition-select.tsx';
import { RefSelect } from '../widgets/ref-select.tsx';
import { rangeFormat } from './search-values.ts';

export interface SearchControlProps {
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

const DAY_BOUNDS = [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')];

export function SearchControl({ field, id, value, onChange }: SearchControlProps) {
  const lang = useLang();
  const t = useT();
  const title = text(field.title, lang);
  const select = t('selectPlaceholder', { title });
  if (field.dict) {
    return <DictSelect code={field.dict} id={id} value={value as string} onChange={onChange} placeholder={select} />;
  }
  if (field.widget === 'entity') {
    const states = workflowOnly(field.options);
    return <EntitySelect id={id} value={value as string} onChange={onChange} placeholder={select} states={states} />;
  }
  if (field.widget === 'transition') {
    const entityField = entityFieldOf(field.options);
    return (
      <TransitionSearch
        id={id}
        value={value as string}
        onChange={onChange}
        placeholder={select}
        entityField={entityField}
      />
    );
  }
  if (field.ref) {
    return <RefSelect refDef={field.ref} id={id} value={value as string} onChange={onChange} placeholder={select} />;
  }
  if (isRangeField(field)) {
    const withTime = field.format === 'date-time';
    return (
      <DatePicker.RangePicker
        id={id}
        style={{ width: '100%' }}
        value={value as never}
        onChange={(v) => onChange?.(v ?? undefined)}
        format={rangeFormat(field)}
        showTime={withTime ? { defaultOpenValue: DAY_BOUNDS } : undefined}
        placeholder={withTime ? [t('listStartTime'), t('listEndTime')] : [t('startDate'), t('endDate')]}
        allowEmpty={[true, true]}
      />
    );
  }
  if (field.type === 'boolean') {
    return (
      <Select
        id={id}
        allowClear
        value={value as string}
        onChange={onChange}
        placeholder={select}
        options={[
          { value: 'true', label: t('yes') },
          { value: 'false', label: t('no') },
        ]}
      />
    );
  }
  return (
    <Input
      id={id}
      allowClear
      value={value as string}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={t('inputPlaceholder', { title })}
    />
  );
}
