// The coupling rules of the cron editor (spec 001 §4.8), applied when one field changes:
// - a minute other than * sets a second at * to 0; an hour sets a minute at * to 0;
// - a specific day or a week (neither ? nor *) sets an hour at * to 0;
// - a year other than * sets a month at * to 1;
// - a month other than *: day ? with week * makes the week 1 (Sunday); week ? with day * makes the day 1;
// - day and week exclude each other: setting one (not ?) makes the other ?; unsetting one while the
//   other is ? too makes the other * so the expression stays valid.
import type { CronUnit } from './bounds.ts';
import type { CronTexts } from './builder-state.ts';

const fixed = (text: string) => text !== '*' && text !== '?';

export function couple(previous: CronTexts, unit: CronUnit, text: string): CronTexts {
  const t: CronTexts = { ...previous, [unit]: text };
  switch (unit) {
    case 'minute':
      if (text !== '*' && t.second === '*') t.second = '0';
      break;
    case 'hour':
      if (text !== '*' && t.minute === '*') t.minute = '0';
      break;
    case 'day':
    case 'week': {
      const other = unit === 'day' ? 'week' : 'day';
      if (fixed(text) && t.hour === '*') t.hour = '0';
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
