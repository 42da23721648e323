// A human sentence for a Quartz expression, in Chinese or English: "At 12:00:00, on the last Friday
// of the month, in 2027" / "2027年，每月最后一个星期五，12:00:00". A month or year left at * is
// omitted, and so is an "every minute / hour / day" that a finer repeating field already implies.
import type { Lang } from '../registry.ts';
import type { CronFieldName } from './fields.ts';
import { EN_WORDS, ZH_WORDS, type Words } from './describe-words.ts';
import { parseCron, type CronField, type CronItem } from './parse.ts';

const isAll = (field: CronField) => field.items.length === 1 && field.items[0].kind === 'all';
const single = (field: CronField) =>
  field.items.length === 1 && field.items[0].kind === 'value' ? field.items[0].value : undefined;
const pad = (v: number) => String(v).padStart(2, '0');

function itemPhrase(words: Words, name: CronFieldName, item: CronItem): string {
  const f = words.fields[name];
  switch (item.kind) {
    case 'all':
      return f.every;
    case 'value':
      return f.values(f.value(item.value));
    case 'range': {
      const range = f.range(f.value(item.start), f.value(item.end));
      return item.step === 1 ? range : words.rangeStep(range, f.step(item.step, null));
    }
    case 'step':
      return f.step(item.step, item.fromAll ? null : f.value(item.start));
    case 'last':
      return words.last(item.offset);
    case 'lastWorkday':
      return words.lastWorkday;
    case 'nearestWorkday':
      return words.nearestWorkday(item.day);
    case 'lastWeekday':
      return words.lastWeekday(words.fields.dayOfWeek.value(item.weekday));
    case 'nthWeekday':
      return words.nthWeekday(item.nth, words.fields.dayOfWeek.value(item.weekday));
  }
}

function fieldPhrase(words: Words, field: CronField): string {
  const f = words.fields[field.name];
  const values = field.items.filter((i) => i.kind === 'value');
  const phrases = field.items.filter((i) => i.kind !== 'value').map((i) => itemPhrase(words, field.name, i));
  if (values.length) phrases.unshift(f.values(values.map((i) => f.value(i.value)).join(words.list)));
  return phrases.join(words.list);
}

function timePhrases(words: Words, second: CronField, minute: CronField, hour: CronField): string[] {
  const [s, m, h] = [single(second), single(minute), single(hour)];
  if (s !== undefined && m !== undefined && h !== undefined) return [words.time(pad(h), pad(m), pad(s))];
  // "every minute" adds nothing after "every second" or "every 15 seconds"; "at second 0, every minute" needs it.
  const parts = [second, minute, hour].filter(
    (field, i, all) => !(i > 0 && isAll(field) && single(all[i - 1]) === undefined),
  );
  return parts.map((field) => fieldPhrase(words, field));
}

/** The sentence for `expression`; throws CronError for an invalid one. */
export function describeCron(expression: string, lang: Lang): string {
  const { fields } = parseCron(expression);
  const words = lang === 'en' ? EN_WORDS : ZH_WORDS;
  const time = timePhrases(words, fields.second, fields.minute, fields.hour);
  const dayField = fields.dayOfMonth.unset ? fields.dayOfWeek : fields.dayOfMonth;
  // "every day" only after one time of day ("At 12:00:00, every day"), not after "every 15 seconds".
  const fixedTime = [fields.second, fields.minute, fields.hour].every((f) => single(f) !== undefined);
  const day = isAll(dayField) && !fixedTime ? [] : [fieldPhrase(words, dayField)];
  const month = isAll(fields.month) ? [] : [fieldPhrase(words, fields.month)];
  const year = isAll(fields.year) ? [] : [fieldPhrase(words, fields.year)];
  if (lang !== 'en') return [...year, ...month, ...day, ...time.reverse()].join(words.parts);
  const sentence = [...time, ...day, ...month, ...year].join(words.parts);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
