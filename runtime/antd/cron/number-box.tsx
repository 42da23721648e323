// The small whole-number input of the cron builder: bounded, no decimals, a blank or out-of-range
// entry falls back into [min, max] so the field text is always valid.
import { InputNumber } from 'antd';
import { clampInt } from './bounds.ts';

export interface NumberBoxProps {
  label: string;
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange(value: number): void;
}

export function NumberBox({ label, value, min, max, disabled, onChange }: NumberBoxProps) {
  return (
    <InputNumber
      aria-label={label}
      size="small"
      style={{ width: 72 }}
      value={value}
      min={min}
      max={max}
      precision={0}
      disabled={disabled}
      onChange={(v) => onChange(clampInt(v, min, max, value))}
    />
  );
}
