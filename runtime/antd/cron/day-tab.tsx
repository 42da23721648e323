// The day tab of the cron dialog: not set (?), the unit modes, and the extras of spec 000 §2 — the
// last day of the month (L), its last weekday (LW), n days before its end (L-n), the weekday nearest
// a day (nW), the last given weekday (nL) and the nth given weekday (n#m). The last two are written
// into the week field with the day at ?. Day choices are disabled while the week tab sets the week
// (spec 001 §4.8); a week written by this tab keeps them usable.
import { Flex, Radio, Select, Typography } from 'antd';
import { BEFORE_END_BOUNDS, NTH_BOUNDS, UNIT_BOUNDS } from './bounds.ts';
import type { DayDraft, DayMode } from './builder-state.ts';
import { useCronT } from './messages.ts';
import { NumberBox } from './number-box.tsx';
import { UnitTab } from './unit-tab.tsx';

export interface DayTabProps {
  mode: DayMode;
  text: string;
  draft: DayDraft;
  /** The week tab sets the week: every day choice is disabled. */
  locked: boolean;
  onMode(mode: DayMode, patch?: Partial<DayDraft>): void;
}

export function DayTab({ mode, text, draft, locked, onMode }: DayTabProps) {
  const { t, weekday, lang, tab } = useCronT();
  const label = (key: Parameters<typeof t>[0]) => `${tab('day')} ${t(key)}`;
  const off = (m: DayMode) => locked || mode !== m;
  const weekdays = Array.from({ length: 7 }, (_, i) => ({ value: i + 1, label: weekday(i + 1) }));
  const weekdaySelect = (m: DayMode, ariaLabel: string) => (
    <Select
      aria-label={ariaLabel}
      size="small"
      style={{ width: lang === 'en' ? 120 : 80 }}
      value={draft.weekday}
      options={weekdays}
      disabled={off(m)}
      onChange={(v: number) => onMode(m, { weekday: v })}
    />
  );

  const extras = (
    <>
      <Radio value="lastDay">{t('cronLastDay')}</Radio>
      <Radio value="lastWorkday">{t('cronLastWorkday')}</Radio>
      <Flex gap={6} align="center" wrap>
        <Radio value="beforeEnd">{t('cronBeforeEndFrom')}</Radio>
        <NumberBox
          label={label('labelBeforeEnd')}
          value={draft.beforeEnd}
          {...BEFORE_END_BOUNDS}
          disabled={off('beforeEnd')}
          onChange={(v) => onMode('beforeEnd', { beforeEnd: v })}
        />
        {t('cronBeforeEndTo')}
      </Flex>
      <Flex gap={6} align="center" wrap>
        <Radio value="nearestWorkday">{t('cronNearestFrom')}</Radio>
        <NumberBox
          label={label('labelNearestDay')}
          value={draft.nearestDay}
          min={UNIT_BOUNDS.day.min}
          max={UNIT_BOUNDS.day.max}
          disabled={off('nearestWorkday')}
          onChange={(v) => onMode('nearestWorkday', { nearestDay: v })}
        />
        {t('cronNearestTo')}
      </Flex>
      <Flex gap={6} align="center" wrap>
        <Radio value="lastWeekday">{t('cronLastWeekdayFrom')}</Radio>
        {weekdaySelect('lastWeekday', label('labelLastWeekday'))}
        {t('cronLastWeekdayTo')}
      </Flex>
      <Flex gap={6} align="center" wrap>
        <Radio value="nthWeekday">{t('cronNthFrom')}</Radio>
        <NumberBox
          label={label('labelNth')}
          value={draft.nth}
          {...NTH_BOUNDS}
          disabled={off('nthWeekday')}
          onChange={(v) => onMode('nthWeekday', { nth: v })}
        />
        {t('cronNthMid')}
        {weekdaySelect('nthWeekday', label('labelNthWeekday'))}
        {t('cronNthTo')}
      </Flex>
    </>
  );

  return (
    <UnitTab
      unit="day"
      mode={mode}
      text={text}
      draft={draft}
      disabled={locked}
      onMode={onMode}
      before={
        <Flex gap={8} align="center">
          <Radio value="unset">{t('cronUnset')}</Radio>
          <Typography.Text type="secondary">{locked ? t('cronDayLocked') : t('cronDayWeekHint')}</Typography.Text>
        </Flex>
      }
      extra={extras}
    />
  );
}
