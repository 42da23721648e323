// A select over a dictionary, labels in the current language.
import { Select } from 'antd';
import { useDict } from '../../react/use-dict.ts';

export interface DictSelectProps {
  code: string;
  id?: string;
  value?: string | number | null;
  onChange?: (value: string | number | undefined) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  status?: 'error';
  style?: React.CSSProperties;
}

export function DictSelect({ code, value, onChange, ...rest }: DictSelectProps) {
  const dict = useDict(code);
  // Values from a URL arrive as strings: match them to the dictionary's own values.
  const current =
    value === undefined || value === null || value === ''
      ? undefined
      : (dict.options.find((o) => String(o.value) === String(value))?.value ?? value);
  return (
    <Select
      {...rest}
      value={current}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={dict.options.map((o) => ({ value: o.value, label: o.label }))}
      onChange={(v?: string | number) => onChange?.(v ?? undefined)}
    />
  );
}
