// The switch (x-widget "switch"): x-options {on, off} give the stored values, 'Y' and 'N' by default
// (spec 001 §3); a boolean field stores true / false. With no value it emits the off value as soon as it
// mounts (spec 001 §4.7), so a new record saves 'N' rather than nothing. The cell shows 是 / 否.
import type { WidgetProps } from '@rjsf/utils';
import { Switch } from 'antd';
import { useEffect } from 'react';
import type { FieldDef } from '../../../core/registry.ts';
import type { CellProps } from '../../cells/cell-types.ts';
import { useT } from '../../messages.ts';
import { fieldDefOf } from './widget-props.ts';

export interface SwitchValues {
  on: unknown;
  off: unknown;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The stored on and off values of a switch field. */
export function switchValues(
  field: Pick<FieldDef, 'type' | 'options'> | undefined,
  schemaType?: unknown,
): SwitchValues {
  const type = field?.type ?? schemaType;
  if (type === 'boolean') return { on: true, off: false };
  const options = field?.options ?? {};
  return { on: isEmpty(options.on) ? 'Y' : options.on, off: isEmpty(options.off) ? 'N' : options.off };
}

/** Whether a stored value is the on value (compared as text: '1' and 1 alike). */
export function isOn(value: unknown, values: SwitchValues): boolean {
  return !isEmpty(value) && String(value) === String(values.on);
}

export function SwitchWidget(props: WidgetProps) {
  const values = switchValues(fieldDefOf(props), props.schema.type);
  const { value, onChange } = props;
  const empty = isEmpty(value);
  useEffect(() => {
    if (empty) onChange(values.off);
    // Only an empty value triggers the default; values.off is derived from the field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [empty]);
  return (
    <Switch
      id={props.id}
      disabled={props.disabled || props.readonly}
      checked={isOn(value, values)}
      onChange={(checked) => onChange(checked ? values.on : values.off)}
    />
  );
}

export function SwitchCell({ value, field }: CellProps) {
  const t = useT();
  if (isEmpty(value)) return null;
  return <>{isOn(value, switchValues(field)) ? t('yes') : t('no')}</>;
}
