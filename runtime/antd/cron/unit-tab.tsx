// One tab of the cron dialog for second, minute, hour, month or year: every, increment (start and
// step), range (start and end) and specific values, each a radio with its bounded inputs (bounds.ts).
// The day tab (day-tab.tsx) adds its own rows through `extra`.
import { Checkbox, Flex, Radio, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { UNIT_BOUNDS, type NumberUnit } from './bounds.ts';
import type { DayDraft, DayMode, UnitDraft } from './builder-state.ts';
import { useCronT } from './messages.ts';
import { NumberBox } from './number-box.tsx';

export interface UnitTabProps {
  unit: NumberUnit;
  mode: DayMode;
  text: string;
  draft: UnitDraft;
  disabled?: boolean;
  onMode(mode: DayMode, patch?: Partial<DayDraft>): void;
  /** Rows before the standard ones (the day's "not set"). */
  before?: ReactNode;
  /** Rows after them (the day extras). */
  extra?: ReactNode;
}

export function UnitTab({ unit, mode, text, draft, disabled, onMode, before, extra }: UnitTabProps) {
  const { t, unitT, pick, tab } = useCronT();
  const label = (key: Parameters<typeof t>[0]) => `${tab(unit)} ${t(key)}`;
  const { min, max, stepMax } = UNIT_BOUNDS[unit];
  const box = (label: string, forMode: DayMode, key: keyof UnitDraft, lo: number, hi: number) => (
    <NumberBox
      label={label}
      value={draft[key] as number}
      min={lo}
      max={hi}
      disabled={disabled || mode !== forMode}
      onChange={(v) => onMode(forMode, { [key]: v })}
    />
  );
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const specificOff = disabled || mode !== 'specific';
  const monthName = (v: number) => pick({ zh: `${v}月`, en: String(v) });

  return (
    <Radio.Group value={mode} disabled={disabled} onChange={(e) => onMode(e.target.value as DayMode)}>
      <Flex vertical gap={10}>
        {before}
        <Radio value="every">{unitT('cronEvery', unit)}</Radio>
        <Flex gap={6} align="center" wrap>
          <Radio value="increment">{unitT('cronIncrementFrom', unit)}</Radio>
          {box(label('labelIncrementStart'), 'increment', 'incrementStart', min, max)}
          {unitT('cronIncrementEvery', unit)}
          {box(label('labelIncrementStep'), 'increment', 'incrementStep', 1, stepMax)}
          {unitT('cronIncrementEnd', unit)}
        </Flex>
        <Flex gap={6} align="center" wrap>
          <Radio value="range">{unitT('cronRangeFrom', unit)}</Radio>
          {box(label('labelRangeStart'), 'range', 'rangeStart', min, max)}
          {unitT('cronRangeTo', unit)}
          {box(label('labelRangeEnd'), 'range', 'rangeEnd', min, max)}
          {unitT('cronRangeEnd', unit)}
        </Flex>
        <Flex gap={6} align="flex-start" wrap>
          <Radio value="specific">{t('cronSpecific')}</Radio>
          {unit === 'year' ? (
            <Select
              aria-label={label('labelSpecific')}
              mode="multiple"
              size="small"
              style={{ minWidth: 240 }}
              value={mode === 'specific' ? draft.specific : []}
              options={values.map((v) => ({ value: v, label: String(v) }))}
              disabled={specificOff}
              onChange={(v: number[]) => onMode('specific', { specific: v })}
            />
          ) : (
            <Checkbox.Group
              aria-label={label('labelSpecific')}
              value={mode === 'specific' ? draft.specific : []}
              options={values.map((v) => ({
                value: v,
                label: unit === 'month' ? monthName(v) : String(v).padStart(2, '0'),
              }))}
              disabled={specificOff}
              onChange={(v) => onMode('specific', { specific: v as number[] })}
            />
          )}
        </Flex>
        {extra}
        {mode === 'custom' ? <Typography.Text type="secondary">{t('cronCustom', { text })}</Typography.Text> : null}
      </Flex>
    </Radio.Group>
  );
}
