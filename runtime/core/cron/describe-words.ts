// The words describeCron puts together, per field and language.
import type { CronFieldName } from './fields.ts';

export interface FieldWords {
  every: string;
  values(list: string): string;
  range(start: string, end: string): string;
  /** Every `step` units, from `start` (null: from the field's start). */
  step(step: number, start: string | null): string;
  /** How a single value reads (a weekday or month name, a number). */
  value(v: number): string;
}

export interface Words {
  fields: Record<CronFieldName, FieldWords>;
  list: string;
  parts: string;
  rangeStep(range: string, step: string): string;
  last(offset: number): string;
  lastWorkday: string;
  nearestWorkday(day: number): string;
  lastWeekday(weekday: string): string;
  nthWeekday(nth: number, weekday: string): string;
  time(hh: string, mm: string, ss: string): string;
}

const ZH_WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];
const num = (v: number) => String(v);

function zhField(
  every: string,
  values: (l: string) => string,
  unit: string,
  from: (s: string) => string,
  value = num,
): FieldWords {
  return {
    every,
    values,
    range: (a, b) => values(`${a}到${b}`),
    step: (n, s) => `${s === null ? '' : `从${from(s)}开始`}每${n}${unit}`,
    value,
  };
}

export const ZH_WORDS: Words = {
  fields: {
    second: zhField(
      '每秒',
      (l) => `第${l}秒`,
      '秒',
      (s) => `第${s}秒`,
    ),
    minute: zhField(
      '每分钟',
      (l) => `第${l}分`,
      '分钟',
      (s) => `第${s}分`,
    ),
    hour: zhField(
      '每小时',
      (l) => `${l}点`,
      '小时',
      (s) => `${s}点`,
    ),
    dayOfMonth: zhField(
      '每天',
      (l) => `每月${l}日`,
      '天',
      (s) => `${s}日`,
    ),
    month: zhField(
      '每月',
      (l) => `${l}月`,
      '个月',
      (s) => `${s}月`,
    ),
    dayOfWeek: {
      ...zhField(
        '每天',
        (l) => `每${l}`,
        '天',
        (s) => s,
      ),
      value: (v) => ZH_WEEKDAYS[v - 1],
    },
    year: zhField(
      '每年',
      (l) => `${l}年`,
      '年',
      (s) => `${s}年`,
    ),
  },
  list: '、',
  parts: '，',
  rangeStep: (range, step) => `${range}内${step}`,
  last: (offset) => (offset === 0 ? '每月最后一天' : `每月最后一天前${offset}天`),
  lastWorkday: '每月最后一个工作日',
  nearestWorkday: (day) => `每月离${day}日最近的工作日`,
  lastWeekday: (weekday) => `每月最后一个${weekday}`,
  nthWeekday: (nth, weekday) => `每月第${nth}个${weekday}`,
  time: (hh, mm, ss) => `${hh}:${mm}:${ss}`,
};

function enField(unit: string, at: string, every = `every ${unit}`, value = num): FieldWords {
  return {
    every,
    values: (l) => `${at} ${l}`,
    range: (a, b) => `${unit}s ${a} through ${b}`,
    step: (n, s) => `every ${n} ${unit}s${s === null ? '' : ` starting at ${unit} ${s}`}`,
    value,
  };
}

export const EN_WORDS: Words = {
  fields: {
    second: enField('second', 'at second'),
    minute: enField('minute', 'at minute'),
    hour: enField('hour', 'at hour'),
    dayOfMonth: {
      every: 'every day',
      values: (l) => `on day ${l} of the month`,
      range: (a, b) => `on days ${a} through ${b} of the month`,
      step: (n, s) => `every ${n} days${s === null ? '' : ` starting on day ${s} of the month`}`,
      value: num,
    },
    month: {
      every: 'every month',
      values: (l) => `in ${l}`,
      range: (a, b) => `${a} through ${b}`,
      step: (n, s) => `every ${n} months${s === null ? '' : ` starting in ${s}`}`,
      value: (v) => EN_MONTHS[v - 1],
    },
    dayOfWeek: {
      every: 'every day',
      values: (l) => `on ${l}`,
      range: (a, b) => `${a} through ${b}`,
      step: (n, s) => `every ${n} days of the week${s === null ? '' : ` starting on ${s}`}`,
      value: (v) => EN_WEEKDAYS[v - 1],
    },
    year: {
      every: 'every year',
      values: (l) => `in ${l}`,
      range: (a, b) => `${a} through ${b}`,
      step: (n, s) => `every ${n} years${s === null ? '' : ` starting in ${s}`}`,
      value: num,
    },
  },
  list: ', ',
  parts: ', ',
  rangeStep: (range, step) => `${step}, ${range}`,
  last: (offset) =>
    offset === 0
      ? 'on the last day of the month'
      : `${offset} day${offset === 1 ? '' : 's'} before the last day of the month`,
  lastWorkday: 'on the last weekday of the month',
  nearestWorkday: (day) => `on the weekday nearest day ${day} of the month`,
  lastWeekday: (weekday) => `on the last ${weekday} of the month`,
  nthWeekday: (nth, weekday) => `on the ${ORDINALS[nth - 1]} ${weekday} of the month`,
  time: (hh, mm, ss) => `at ${hh}:${mm}:${ss}`,
};
