// A searchable select over a referenced entity (x-ref): loads on open, searches by the label field.
import { Select, Spin } from 'antd';
import type { RefDef } from '../../core/registry.ts';
import { useRefLabel, useRefOptions, type RefOption } from '../../react/use-ref-options.ts';
import type { StringControlProps } from './control-props.ts';

export interface RefSelectProps extends StringControlProps {
  refDef: RefDef;
  /** Label of the current value when the caller already knows it (`<field>_dictText`). */
  valueLabel?: string;
  style?: React.CSSProperties;
}

export function RefSelect({ refDef, value, valueLabel, onChange, ...rest }: RefSelectProps) {
  const current = value ?? undefined;
  const label = useRefLabel(refDef, current, valueLabel);
  const known: RefOption[] = current && label ? [{ value: current, label }] : [];
  const { options, loading, open, search } = useRefOptions(refDef, known);
  return (
    <Select
      {...rest}
      value={current}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
      options={options}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      onOpenChange={(isOpen) => isOpen && open()}
      onChange={(v?: string) => onChange?.(v ?? undefined)}
    />
  );
}
