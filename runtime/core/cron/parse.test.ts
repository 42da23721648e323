import { describe, expect, it } from 'vitest';
import { CronError } from './errors.ts';
import { parseCron, parseCronField } from './parse.ts';
import { validateCron } from './index.ts';

function errorOf(expr: string): CronError {
  try {
    parseCron(expr);
  } catch (error) {
    if (error instanceof CronError) return error;
    throw error;
  }
  throw new Error(`expected ${expr} to be refused`);
}

describe('parseCron: structure', () => {
  it('reads 6 and 7 fields; the missing year is every year', () => {
    const six = parseCron('0 0 12 ? * 6L');
    expect(six.hasYear).toBe(false);
    expect(six.fields.year.items).toEqual([{ kind: 'all' }]);
    const seven = parseCron('  0  0 12 ? * 6L   2027 ');
    expect(seven.hasYear).toBe(true);
    expect(seven.fields.dayOfWeek.items).toEqual([{ kind: 'lastWeekday', weekday: 6 }]);
    expect(seven.fields.dayOfMonth.unset).toBe(true);
    expect(seven.fields.year.items).toEqual([{ kind: 'value', value: 2027 }]);
  });

  it('reads every item kind', () => {
    const items = (name: Parameters<typeof parseCronField>[0], text: string) => parseCronField(name, text).items;
    expect(items('second', '*/15')).toEqual([{ kind: 'step', start: 0, step: 15, fromAll: true }]);
    expect(items('minute', '5/20')).toEqual([{ kind: 'step', start: 5, step: 20, fromAll: false }]);
    expect(items('hour', '22-2')).toEqual([{ kind: 'range', start: 22, end: 2, step: 1 }]);
    expect(items('dayOfMonth', '1-7/2')).toEqual([{ kind: 'range', start: 1, end: 7, step: 2 }]);
    expect(items('dayOfMonth', 'L')).toEqual([{ kind: 'last', offset: 0 }]);
    expect(items('dayOfMonth', 'l-3')).toEqual([{ kind: 'last', offset: 3 }]);
    expect(items('dayOfMonth', 'LW')).toEqual([{ kind: 'lastWorkday' }]);
    expect(items('dayOfMonth', '15w')).toEqual([{ kind: 'nearestWorkday', day: 15 }]);
    expect(items('dayOfMonth', '1,15,L')).toEqual([
      { kind: 'value', value: 1 },
      { kind: 'value', value: 15 },
      { kind: 'last', offset: 0 },
    ]);
    expect(() => parseCronField('dayOfMonth', '1,15W')).toThrow('"W" is allowed only with a single day');
    expect(() => parseCronField('dayOfMonth', '1,LW')).toThrow('"W" is allowed only with a single day');
    expect(items('month', 'jan-Mar,DEC')).toEqual([
      { kind: 'range', start: 1, end: 3, step: 1 },
      { kind: 'value', value: 12 },
    ]);
    expect(items('dayOfWeek', 'MON-FRI')).toEqual([{ kind: 'range', start: 2, end: 6, step: 1 }]);
    expect(items('dayOfWeek', 'SUN,SAT')).toEqual([
      { kind: 'value', value: 1 },
      { kind: 'value', value: 7 },
    ]);
    expect(items('dayOfWeek', '2#3')).toEqual([{ kind: 'nthWeekday', weekday: 2, nth: 3 }]);
    expect(items('dayOfWeek', 'FRI#1')).toEqual([{ kind: 'nthWeekday', weekday: 6, nth: 1 }]);
    expect(items('dayOfWeek', 'L')).toEqual([{ kind: 'value', value: 7 }]);
    expect(items('year', '2027,2030-2032,2040/5')).toEqual([
      { kind: 'value', value: 2027 },
      { kind: 'range', start: 2030, end: 2032, step: 1 },
      { kind: 'step', start: 2040, step: 5, fromAll: false },
    ]);
  });
});

// Every bound: [field index, accepted values, refused values] (spec 000 §5, 001 §5.4; years as Quartz).
const BOUNDS: [string, number, string[], string[]][] = [
  ['second', 0, ['0', '59', '0/59', '1/1'], ['60', '0/60', '0/0', '-1']],
  ['minute', 1, ['0', '59', '0/60', '*/1'], ['60', '0/61', '*/0']],
  ['hour', 2, ['0', '23', '0/23'], ['24', '0/24']],
  ['dayOfMonth', 3, ['1', '31', '1/31', 'L-0', 'L-30', '1W', '31W'], ['0', '32', '1/32', 'L-31', '0W', '32W']],
  ['month', 4, ['1', '12', 'JAN', 'DEC', '1/12'], ['0', '13', '1/13', 'JANUARY']],
  ['dayOfWeek', 5, ['1', '7', 'SUN', 'SAT', '1/7', '1L', '7L', '1#1', '7#5'], ['0', '8', '1/8', '8L', '1#0', '1#6']],
  ['year', 6, ['1970', '2199', '2019-2119', '2019/99', '*'], ['1969', '2200', '2030-2020', '2019/0']],
];

function withField(index: number, value: string): string {
  const fields = ['0', '0', '12', '?', '*', '2', '*'];
  fields[index] = value;
  if (index === 3) fields[5] = '?';
  return fields.join(' ');
}

describe('parseCron: bounds of every field', () => {
  for (const [name, index, ok, bad] of BOUNDS) {
    it(`${name}: accepts ${ok.join(' ')}`, () => {
      for (const value of ok) expect(validateCron(withField(index, value)), value).toBeNull();
    });
    it(`${name}: refuses ${bad.join(' ')} naming the field and the value`, () => {
      for (const value of bad) {
        const error = errorOf(withField(index, value));
        expect(error.field, value).toBe(name);
        expect(error.text.en).toContain(value.includes('/') ? value.split('/')[1] : value.replace(/^.*[#-]/, ''));
      }
    });
  }
});

describe('parseCron: invalid input, in both languages', () => {
  it.each([
    ['', '请输入cron表达式', 'Enter a cron expression'],
    ['* * * * *', 'cron表达式应有6或7个字段，当前为5个', 'A cron expression has 6 or 7 fields; this one has 5'],
    [
      '0 0 0 1 1 ? 2027 x',
      'cron表达式应有6或7个字段，当前为8个',
      'A cron expression has 6 or 7 fields; this one has 8',
    ],
    ['61 * * * * ?', '秒字段的值“61”超出范围 0-59', 'Second: "61" is out of range 0-59'],
    ['0 0 24 * * ?', '时字段的值“24”超出范围 0-23', 'Hour: "24" is out of range 0-23'],
    ['0 0 12 ? * 2#6', '周字段的值“6”超出范围 1-5（2#6）', 'Day of week: "6" is out of range 1-5 (in 2#6)'],
    ['0 0 12 ? * 1 2300', '年字段的值“2300”超出范围 1970-2199', 'Year: "2300" is out of range 1970-2199'],
    ['0 0 12 ? FOO *', '月字段的值“FOO”无法识别', 'Month: "FOO" is not a valid value'],
    [
      '0 0 12 1W,? * ?',
      '日字段的“?”不能与其他值同时使用（“1W,?”）',
      'Day of month: "?" cannot be combined with other values ("1W,?")',
    ],
    [
      '0 ? 12 * * ?',
      '分字段不能为“?”，“?”只能用于日或周',
      'Minute: "?" is allowed only in day of month or day of week',
    ],
    ['0 0 12 1,,2 * ?', '日字段的值“1,,2”无法识别', 'Day of month: "1,,2" is not a valid value'],
    ['0 0 12 5L * ?', '日字段的值“5L”无法识别', 'Day of month: "5L" is not a valid value'],
    ['0 0 12 ? * 2W', '周字段的值“2W”无法识别', 'Day of week: "2W" is not a valid value'],
    ['0 0 12 LW-1 * ?', '日字段的值“LW-1”无法识别', 'Day of month: "LW-1" is not a valid value'],
    ['0 0 12 1/2/3 * ?', '日字段的值“1/2/3”无法识别', 'Day of month: "1/2/3" is not a valid value'],
    [
      '0 0 12 * * *',
      '日（*）和周（*）不能同时设置，其中一个必须为“?”',
      'Day of month (*) and day of week (*) cannot both be set; one of them must be "?"',
    ],
    [
      '0 0 12 ? * ?',
      '日和周不能都为“?”，请设置其中一个',
      'Day of month and day of week cannot both be "?"; set one of them',
    ],
    [
      '0 0 0 1 1 ? 2030-2020',
      '年字段的区间“2030-2020”开始大于结束',
      'Year: the range "2030-2020" starts after it ends',
    ],
    ['0/0 * * * * ?', '秒字段的间隔“0”应为 1-59 的整数', 'Second: the interval "0" must be a whole number 1-59'],
    ['1.5 * * * * ?', '秒字段的值“1.5”无法识别', 'Second: "1.5" is not a valid value'],
  ])('%j', (expr, zh, en) => {
    expect(validateCron(expr)).toEqual({ zh, en });
    expect(() => parseCron(expr)).toThrow(en);
  });
});
