// UI texts of the cron builder and the weekday picker in both languages (spec 000 §2, §8; 001 §2.5,
// §4.8, §8). Kept here (like query/messages.ts) with their own `useCronT`.
import type { I18nText } from '../../core/registry.ts';
import { useLang } from '../../react/registry-context.tsx';
import type { NumberUnit } from './bounds.ts';

export const CRON_MESSAGES = {
  cronTitle: { zh: 'cron表达式', en: 'Cron expression' },
  cronClose: { zh: '关闭', en: 'Close' },
  cronOk: { zh: '确定', en: 'OK' },
  cronOpen: { zh: '选择', en: 'Choose' },
  cronExpression: { zh: '表达式', en: 'Expression' },
  cronPreview: { zh: '近10次执行时间（不含年）', en: 'Next 10 fire times (year ignored)' },
  // spec 001 §8 'Cron without times'
  cronNoTimes: { zh: '无执行时间', en: 'No execution time' },
  cronPickValue: {
    zh: '「{tab}」选择了指定，请至少勾选一个值',
    en: '{tab}: Specific is chosen; tick at least one value',
  },
  cronEvery: { zh: '每{unit}', en: 'Every {unit}' },
  cronIncrementFrom: { zh: '从', en: 'Starting at {unit}' },
  cronIncrementEvery: { zh: '{unit}开始，每', en: ', every' },
  cronIncrementEnd: { zh: '{unit}执行一次', en: '{units}' },
  cronRangeFrom: { zh: '周期从', en: 'From {unit}' },
  cronRangeTo: { zh: '{unit}到', en: 'to' },
  cronRangeEnd: { zh: '{unit}', en: '' },
  cronSpecific: { zh: '指定', en: 'Specific' },
  cronUnset: { zh: '不指定', en: 'Not set' },
  cronDayWeekHint: { zh: '日和周只能设置其中之一', en: 'Only one of day and week can be set' },
  cronDayLocked: {
    zh: '周已设置，请先在“周”中选择不设置',
    en: 'The week is set; choose "Not set" on the Week tab first',
  },
  cronLastDay: { zh: '本月最后一天', en: 'The last day of the month' },
  cronLastWorkday: { zh: '本月最后一个工作日', en: 'The last weekday (Mon-Fri) of the month' },
  cronBeforeEndFrom: { zh: '本月最后一天前', en: 'Before the end of the month:' },
  cronBeforeEndTo: { zh: '天', en: 'days' },
  cronNearestFrom: { zh: '离本月', en: 'The weekday nearest day' },
  cronNearestTo: { zh: '日最近的工作日', en: 'of the month' },
  cronLastWeekdayFrom: { zh: '本月最后一个', en: 'The last' },
  cronLastWeekdayTo: { zh: '', en: 'of the month' },
  cronNthFrom: { zh: '本月第', en: 'Occurrence' },
  cronNthMid: { zh: '个', en: 'of' },
  cronNthTo: { zh: '', en: 'in the month' },
  cronCustom: { zh: '其他：{text}', en: 'Other: {text}' },
  labelIncrementStart: { zh: '循环开始', en: 'increment start' },
  labelIncrementStep: { zh: '循环间隔', en: 'increment step' },
  labelRangeStart: { zh: '区间开始', en: 'range start' },
  labelRangeEnd: { zh: '区间结束', en: 'range end' },
  labelSpecific: { zh: '指定值', en: 'specific values' },
  labelBeforeEnd: { zh: '月末前天数', en: 'days before month end' },
  labelNearestDay: { zh: '最近工作日的日期', en: 'day of the nearest weekday' },
  labelLastWeekday: { zh: '最后一个星期几', en: 'last weekday' },
  labelNth: { zh: '第几个', en: 'occurrence' },
  labelNthWeekday: { zh: '第几个星期几', en: 'weekday of the occurrence' },
  weekUnset: { zh: '不设置', en: 'Not set' },
  weekRange: { zh: '区间', en: 'Range' },
  weekRangeFrom: { zh: '从', en: 'from' },
  weekRangeTo: { zh: '至', en: 'to' },
  weekLoop: { zh: '循环', en: 'Loop' },
  weekLoopFrom: { zh: '从', en: 'from' },
  weekLoopEvery: { zh: '开始，间隔', en: ', every' },
  weekLoopEnd: { zh: '天', en: 'days' },
  weekSpecify: { zh: '指定', en: 'Specify' },
  weekForced: { zh: '已设置日，周为“?”', en: 'The day of month is set, so the weekday is "?"' },
  weekDayTab: { zh: '由“日”设置：{text}', en: 'Set on the Day tab: {text}' },
} satisfies Record<string, I18nText>;

const TAB_LABELS: Record<NumberUnit | 'week', I18nText> = {
  second: { zh: '秒', en: 'Second' },
  minute: { zh: '分', en: 'Minute' },
  hour: { zh: '时', en: 'Hour' },
  day: { zh: '日', en: 'Day' },
  month: { zh: '月', en: 'Month' },
  week: { zh: '周', en: 'Week' },
  year: { zh: '年', en: 'Year' },
};

// The unit in "every {unit}", "{units}" (en plural).
const UNIT_WORDS: Record<NumberUnit, { zh: string; en: string; ens: string }> = {
  second: { zh: '秒', en: 'second', ens: 'seconds' },
  minute: { zh: '分钟', en: 'minute', ens: 'minutes' },
  hour: { zh: '小时', en: 'hour', ens: 'hours' },
  day: { zh: '日', en: 'day', ens: 'days' },
  month: { zh: '月', en: 'month', ens: 'months' },
  year: { zh: '年', en: 'year', ens: 'years' },
};

export const WEEKDAY_LABELS: I18nText[] = [
  { zh: '周日', en: 'Sunday' },
  { zh: '周一', en: 'Monday' },
  { zh: '周二', en: 'Tuesday' },
  { zh: '周三', en: 'Wednesday' },
  { zh: '周四', en: 'Thursday' },
  { zh: '周五', en: 'Friday' },
  { zh: '周六', en: 'Saturday' },
];

export type CronMessageKey = keyof typeof CRON_MESSAGES;

export function useCronT() {
  const lang = useLang();
  const pick = (m: I18nText) => (lang === 'en' ? m.en : m.zh);
  const t = (key: CronMessageKey, vars: Record<string, string | number> = {}) =>
    pick(CRON_MESSAGES[key]).replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
  return {
    t,
    lang,
    pick,
    tab: (unit: NumberUnit | 'week') => pick(TAB_LABELS[unit]),
    /** t(key) with {unit} / {units} of `unit`. */
    unitT: (key: CronMessageKey, unit: NumberUnit) => {
      const w = UNIT_WORDS[unit];
      return t(key, { unit: lang === 'en' ? w.en : w.zh, units: w.ens });
    },
    weekday: (n: number) => pick(WEEKDAY_LABELS[n - 1]),
  };
}
