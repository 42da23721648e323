// The coupling rules of the cron editor (spec 001 §4.8), applied when one field changes:
// - a minute other than * sets a second at * to 0; an hour sets a minute at * to 0;
// - a specific day or a week (neither ? nor *) sets an hour at * to 0;
// - each of these cascades: a unit set to 0 by the rule sets its own finer unit at * to 0 in turn
//   (hour 3 gives 0 0 3, not * 0 3: once a day, not 60 times);
// - a year other than * sets a month at * to 1;
// - a month other than *: day ? with week * makes the week 1 (Sunday); week ? with day * makes the day 1;
// - day and week exclude each other: setting one (not ?) makes the other ?; unsetting one while the
//   other is ? too makes the other * so the expression stays valid.
import type { CronUnit } from './bounds.ts';
import type { CronTexts } from './builder-state.ts';

const fixed = (text: string) => text !== '*' && text !== '?';

const FINER = { day: 'hour', hour: 'minute', minute: 'second' } as const;
type Coarse = keyof typeof FINER;

/** The units finer than `unit` that are still * become 0, down to the first one already set. */
function finerToZero(t: CronTexts, unit: Coarse): void {
  let u: Coarse | 'second' = unit;
  while (u !== 'second') {
    const finer: Coarse | 'second' = FINER[u];
    if (t[finer] !== '*') return;
    t[finer] = '0';
    u = finer;
  }
}

export function couple(previous: CronTexts, unit: CronUnit, text: string): CronTexts {
  const t: CronTexts = { ...previous, [unit]: text };
  switch (unit) {
    case 'minute':
    case 'hour':
      if (text !== '*') finerToZero(t, unit);
      break;
    case 'day':
    case 'week': {
      const other = unit === 'day' ? 'week' : 'day';
      if (fixed(text)) finerToZero(t, 'day');
      if (text !== '?') t[other] = '?';
      else if (t[other] === '?') t[other] = '*';
      break;
    }
    case 'month':
      if (text === '*') break;
      if (t.day === '?' && t.week === '*') t.week = '1';
      else if (t.week === '?' && t.day === '*') t.day = '1';
      break;
    case 'year':
      if (text !== '*' && t.month === '*') t.month = '1';
      break;
    default:
      break;
  }
  return t;
}
