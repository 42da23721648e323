// The input of one search field: dictionary select, reference select, date range, yes/no, or text
// (where a typed `*x*`, `!x`, `>=x`, `<=x` passes through and plain text searches as like).
import { DatePicker, Input, Select } from 'antd';
import { text, type FieldDef } from '../../core/registry.ts';
import { isRangeField } from '../../react/list-query.ts';
import { useLang } from '../../react/registry-context.tsx';
import { useT } from '../messages.ts';
import { DictSelect } from '../widgets/dict-select.tsx';
import { RefSelect } from '../widgets/ref-select.tsx';

export interface SearchControlProps {
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

export function SearchControl({ field, id, value, onChange }: SearchControlProps) {
  const lang = useLang();
  const t = useT();
  const title = text(field.title, lang);
  const select = t('selectPlaceholder', { title });
  if (field.dict) {
    return <DictSelect code={field.dict} id={id} value={value as string} onChange={onChange} placeholder={select} />;
  }
  if (field.ref) {
    return <RefSelect refDef={field.ref} id={id} value={value as string} onChange={onChange} placeholder={select} />;
  }
  if (isRangeField(field)) {
    return (
      <DatePicker.RangePicker
        id={id}
        style={{ width: '100%' }}
        value={value as never}
        onChange={(v) => onChange?.(v ?? undefined)}
        placeholder={[t('startDate'), t('endDate')]}
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
