// The values of the weekday picker (spec 000 §2, §4, §5): not set "?", range "a-b", loop "a/n" (from
// weekday a every n days, n a whole number 1-7) and specify "a,b,c"; 1 = Sunday ... 7 = Saturday.
import { parseCronField } from '../../core/cron/index.ts';
import { clampInt, UNIT_BOUNDS } from './bounds.ts';

export type WeekdayMode = 'unset' | 'range' | 'loop' | 'specify';

export interface WeekdayDraft {
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopInterval: number;
  specify: number[];
}

export const DEFAULT_WEEKDAY_DRAFT: WeekdayDraft = {
  rangeStart: 1,
  rangeEnd: 7,
  loopStart: 2,
  loopInterval: 1,
  specify: [],
};

const { min, max, stepMax } = UNIT_BOUNDS.week;

/** The mode and numbers of a day-of-week text; mode null for texts the picker has no mode for (6L, 2#3). */
export function readWeekday(
  value: string | undefined,
  draft: WeekdayDraft = DEFAULT_WEEKDAY_DRAFT,
): { mode: WeekdayMode | null; draft: WeekdayDraft } {
  const text = (value ?? '').trim();
  if (!text || text === '?') return { mode: 'unset', draft };
  let field;
  try {
    field = parseCronField('dayOfWeek', text);
  } catch {
    return { mode: null, draft };
  }
  const items = field.items;
  if (items.every((i) => i.kind === 'value'))
    return { mode: 'specify', draft: { ...draft, specify: items.map((i) => i.value) } };
  const item = items.length === 1 ? items[0] : undefined;
  if (item?.kind === 'all') return { mode: 'range', draft: { ...draft, rangeStart: min, rangeEnd: max } };
  if (item?.kind === 'range' && item.step === 1)
    return { mode: 'range', draft: { ...draft, rangeStart: item.start, rangeEnd: item.end } };
  if (item?.kind === 'step' && item.step <= stepMax)
    return { mode: 'loop', draft: { ...draft, loopStart: item.start, loopInterval: item.step } };
  return { mode: null, draft };
}

export function weekdayText(mode: WeekdayMode, draft: WeekdayDraft): string {
  switch (mode) {
    case 'unset':
      return '?';
    case 'range':
      return `${draft.rangeStart}-${draft.rangeEnd}`;
    case 'loop':
      return `${draft.loopStart}/${clampInt(draft.loopInterval, 1, stepMax, 1)}`;
    case 'specify':
      return [...new Set(draft.specify.length ? draft.specify : [min])].sort((a, b) => a - b).join(',');
  }
}

/** The day-of-month field is set (neither empty nor ?): the weekday must be ?. */
export function dayIsSet(day: string | undefined): boolean {
  const text = (day ?? '').trim();
  return text !== '' && text !== '?';
}
