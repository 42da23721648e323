// The weekday picker of schedule fields (spec 000 §2, §4, §5) and the cron dialog's week tab: not set
// (?), range (from weekday to weekday), loop (from a weekday every n days, n 1-7) and specify
// (checkboxes Sunday ... Saturday; Quartz numbers 1-7). Forced to "?" while the day-of-month field
// (`day`) is set. A value it has no mode for (6L, 2#3 from the day tab) shows no mode until one is chosen.
import { Checkbox, Flex, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { UNIT_BOUNDS } from './bounds.ts';
import { useCronT } from './messages.ts';
import { NumberBox } from './number-box.tsx';
import { dayIsSet, readWeekday, weekdayText, type WeekdayDraft, type WeekdayMode } from './weekday-value.ts';

export interface WeekdayPickerProps {
  value?: string;
  onChange(value: string): void;
  /** The day-of-month field; while it is set (not ? or empty) the picker is "?" and disabled. */
  day?: string;
  disabled?: boolean;
}

export function WeekdayPicker({ value, onChange, day, disabled }: WeekdayPickerProps) {
  const { t, weekday, lang } = useCronT();
  const forced = dayIsSet(day);
  const [draft, setDraft] = useState<WeekdayDraft>(() => readWeekday(value).draft);
  const read = readWeekday(value, draft);
  const mode = forced ? 'unset' : read.mode;
  const off = disabled || forced;

  useEffect(() => {
    if (forced && (value ?? '?') !== '?') onChange('?');
  }, [forced, value, onChange]);

  const choose = (next: WeekdayMode, patch: Partial<WeekdayDraft> = {}) => {
    const nextDraft = { ...read.draft, ...patch };
    setDraft(nextDraft);
    onChange(weekdayText(next, nextDraft));
  };
  const options = Array.from({ length: 7 }, (_, i) => ({ value: i + 1, label: weekday(i + 1) }));
  const select = (label: string, current: number, forMode: WeekdayMode, key: keyof WeekdayDraft) => (
    <Select
      aria-label={label}
      size="small"
      style={{ width: lang === 'en' ? 120 : 80 }}
      value={current}
      options={options}
      disabled={off || mode !== forMode}
      onChange={(v: number) => choose(forMode, { [key]: v })}
    />
  );
  const d = read.draft;

  return (
    <Radio.Group value={mode} disabled={off} onChange={(e) => choose(e.target.value as WeekdayMode)}>
      <Flex vertical gap={10}>
        <Flex gap={8} align="center">
          <Radio value="unset">{t('weekUnset')}</Radio>
          <Typography.Text type="secondary">{forced ? t('weekForced') : t('cronDayWeekHint')}</Typography.Text>
        </Flex>
        <Flex gap={6} align="center" wrap>
          <Radio value="range">{t('weekRange')}</Radio>
          {t('weekRangeFrom')}
          {select(`${t('weekRange')} ${t('weekRangeFrom')}`, d.rangeStart, 'range', 'rangeStart')}
          {t('weekRangeTo')}
          {select(`${t('weekRange')} ${t('weekRangeTo')}`, d.rangeEnd, 'range', 'rangeEnd')}
        </Flex>
        <Flex gap={6} align="center" wrap>
          <Radio value="loop">{t('weekLoop')}</Radio>
          {t('weekLoopFrom')}
          {select(`${t('weekLoop')} ${t('weekLoopFrom')}`, d.loopStart, 'loop', 'loopStart')}
          {t('weekLoopEvery')}
          <NumberBox
            label={`${t('weekLoop')} ${t('weekLoopEvery')}`}
            value={d.loopInterval}
            min={1}
            max={UNIT_BOUNDS.week.stepMax}
            disabled={off || mode !== 'loop'}
            onChange={(v) => choose('loop', { loopInterval: v })}
          />
          {t('weekLoopEnd')}
        </Flex>
        <Flex gap={6} align="center" wrap>
          <Radio value="specify">{t('weekSpecify')}</Radio>
          <Checkbox.Group
            value={mode === 'specify' ? d.specify : []}
            options={options}
            disabled={off || mode !== 'specify'}
            onChange={(v) => choose('specify', { specify: v as number[] })}
          />
        </Flex>
        {mode === null && value ? (
          <Typography.Text type="secondary">{t('weekDayTab', { text: value })}</Typography.Text>
        ) : null}
      </Flex>
    </Radio.Group>
  );
}
