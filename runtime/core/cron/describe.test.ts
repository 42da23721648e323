import { describe, expect, it } from 'vitest';
import { describeCron } from './describe.ts';

describe('describeCron', () => {
  it.each([
    [
      '0 0 12 ? * 6L 2027',
      'At 12:00:00, on the last Friday of the month, in 2027',
      '2027年，每月最后一个星期五，12:00:00',
    ],
    ['0 0 12 * * ?', 'At 12:00:00, every day', '每天，12:00:00'],
    ['* * * * * ?', 'Every second', '每秒'],
    ['*/15 * * * * ?', 'Every 15 seconds', '每15秒'],
    ['0 * * * * ?', 'At second 0, every minute', '每分钟，第0秒'],
    [
      '0 0/5 14,18 * * ?',
      'At second 0, every 5 minutes starting at minute 0, at hour 14, 18',
      '14、18点，从第0分开始每5分钟，第0秒',
    ],
    ['0 15 10 L-2 * ?', 'At 10:15:00, 2 days before the last day of the month', '每月最后一天前2天，10:15:00'],
    ['0 15 10 L * ?', 'At 10:15:00, on the last day of the month', '每月最后一天，10:15:00'],
    ['0 0 12 1W * ?', 'At 12:00:00, on the weekday nearest day 1 of the month', '每月离1日最近的工作日，12:00:00'],
    ['0 0 12 LW * ?', 'At 12:00:00, on the last weekday of the month', '每月最后一个工作日，12:00:00'],
    ['0 0 12 ? * 2#3', 'At 12:00:00, on the third Monday of the month', '每月第3个星期一，12:00:00'],
    ['0 15 10 ? * MON-FRI', 'At 10:15:00, Monday through Friday', '每星期一到星期五，10:15:00'],
    [
      '0 0 8 1,15 JAN,JUL ?',
      'At 08:00:00, on day 1, 15 of the month, in January, July',
      '1、7月，每月1、15日，08:00:00',
    ],
    [
      '0 0 0 1 1 ? 2027-2030',
      'At 00:00:00, on day 1 of the month, in January, 2027 through 2030',
      '2027到2030年，1月，每月1日，00:00:00',
    ],
    [
      '0 0 0 1/2 * ? 2027/2',
      'At 00:00:00, every 2 days starting on day 1 of the month, every 2 years starting in 2027',
      '从2027年开始每2年，从1日开始每2天，00:00:00',
    ],
    [
      '0 0 0-12/3 * * ?',
      'At second 0, at minute 0, every 3 hours, hours 0 through 12',
      '0到12点内每3小时，第0分，第0秒',
    ],
  ])('%s', (expr, en, zh) => {
    expect(describeCron(expr, 'en')).toBe(en);
    expect(describeCron(expr, 'zh-CN')).toBe(zh);
  });

  it('throws the parser error for an invalid expression', () => {
    expect(() => describeCron('0 0 12 * * *', 'en')).toThrow(/cannot both be set/);
  });
});
