// Errors of the Quartz cron adapter: each names the field and the bad value, in Chinese and English.
// `CronError.message` is the English text; `text` carries both languages for the UI.
import type { I18nText } from '../registry.ts';
import { FIELD_DEFS, type CronFieldName } from './fields.ts';

export class CronError extends Error {
  constructor(
    readonly text: I18nText,
    readonly field?: CronFieldName,
    readonly value?: string,
  ) {
    super(text.en);
    this.name = 'CronError';
  }
}

const label = (field: CronFieldName) => FIELD_DEFS[field].label;

export const cronErrors = {
  empty: () => new CronError({ zh: '请输入cron表达式', en: 'Enter a cron expression' }),
  fieldCount: (n: number) =>
    new CronError({
      zh: `cron表达式应有6或7个字段，当前为${n}个`,
      en: `A cron expression has 6 or 7 fields; this one has ${n}`,
    }),
  unreadable: (field: CronFieldName, value: string) =>
    new CronError(
      { zh: `${label(field).zh}字段的值“${value}”无法识别`, en: `${label(field).en}: "${value}" is not a valid value` },
      field,
      value,
    ),
  outOfRange: (field: CronFieldName, value: string, min: number, max: number, item = value) =>
    new CronError(
      {
        zh: `${label(field).zh}字段的值“${value}”超出范围 ${min}-${max}${item === value ? '' : `（${item}）`}`,
        en: `${label(field).en}: "${value}" is out of range ${min}-${max}${item === value ? '' : ` (in ${item})`}`,
      },
      field,
      value,
    ),
  step: (field: CronFieldName, value: string, max: number) =>
    new CronError(
      {
        zh: `${label(field).zh}字段的间隔“${value}”应为 1-${max} 的整数`,
        en: `${label(field).en}: the interval "${value}" must be a whole number 1-${max}`,
      },
      field,
      value,
    ),
  reversed: (field: CronFieldName, value: string) =>
    new CronError(
      {
        zh: `${label(field).zh}字段的区间“${value}”开始大于结束`,
        en: `${label(field).en}: the range "${value}" starts after it ends`,
      },
      field,
      value,
    ),
  questionMark: (field: CronFieldName) =>
    new CronError(
      {
        zh: `${label(field).zh}字段不能为“?”，“?”只能用于日或周`,
        en: `${label(field).en}: "?" is allowed only in day of month or day of week`,
      },
      field,
      '?',
    ),
  questionMarkAlone: (field: CronFieldName, value: string) =>
    new CronError(
      {
        zh: `${label(field).zh}字段的“?”不能与其他值同时使用（“${value}”）`,
        en: `${label(field).en}: "?" cannot be combined with other values ("${value}")`,
      },
      field,
      value,
    ),
  workdayInList: (value: string) =>
    new CronError(
      {
        zh: `日字段的“W”只能用于单个日期，不能用于列表或区间（“${value}”）`,
        en: `Day of month: "W" is allowed only with a single day, not in a list or range ("${value}")`,
      },
      'dayOfMonth',
      value,
    ),
  bothDays: (dayOfMonth: string, dayOfWeek: string) =>
    new CronError(
      {
        zh: `日（${dayOfMonth}）和周（${dayOfWeek}）不能同时设置，其中一个必须为“?”`,
        en: `Day of month (${dayOfMonth}) and day of week (${dayOfWeek}) cannot both be set; one of them must be "?"`,
      },
      'dayOfWeek',
      dayOfWeek,
    ),
  neitherDay: () =>
    new CronError(
      {
        zh: '日和周不能都为“?”，请设置其中一个',
        en: 'Day of month and day of week cannot both be "?"; set one of them',
      },
      'dayOfWeek',
      '?',
    ),
};
