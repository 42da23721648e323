import { describe, expect, it } from 'vitest';
import { shellEn } from '../i18n/shell-en.ts';
import { shellZhCN } from '../i18n/shell-zh-CN.ts';
import { greetingKey } from './greeting.ts';

describe('greeting by hour (spec 001 §9)', () => {
  it('before 9, up to 11, up to 13, before 20, otherwise evening', () => {
    const byHour = Array.from({ length: 24 }, (_, h) => greetingKey(h));
    expect(byHour.slice(0, 9).every((k) => k === 'early')).toBe(true);
    expect(byHour.slice(9, 12)).toEqual(['morning', 'morning', 'morning']);
    expect(byHour.slice(12, 14)).toEqual(['noon', 'noon']);
    expect(byHour.slice(14, 20).every((k) => k === 'afternoon')).toBe(true);
    expect(byHour.slice(20)).toEqual(['evening', 'evening', 'evening', 'evening']);
  });

  it('reads in both languages', () => {
    expect([8, 10, 13, 19, 22].map((h) => shellZhCN.greeting[greetingKey(h)])).toEqual([
      '早上好',
      '上午好',
      '中午好',
      '下午好',
      '晚上好',
    ]);
    expect(shellEn.greeting[greetingKey(22)]).toBe('Good evening');
  });
});
