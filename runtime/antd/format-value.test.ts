import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, formatDate, formatMoney, formatNumber } from './format-value.ts';
import { translate } from './messages.ts';

describe('cell formats', () => {
  it('formats money with two decimals and thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney('12')).toBe('12.00');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('abc');
  });

  it('groups plain numbers by thousands', () => {
    expect(formatNumber(12345.25)).toBe('12,345.25');
    expect(formatNumber(undefined)).toBe('');
  });

  it('formats date-times', () => {
    expect(formatDate('2024-03-05 07:08:09', DATE_TIME_FORMAT)).toBe('2024-03-05 07:08:09');
    expect(formatDate('2024-03-05', 'YYYY-MM-DD')).toBe('2024-03-05');
    expect(formatDate('', DATE_TIME_FORMAT)).toBe('');
    expect(formatDate('not a date', DATE_TIME_FORMAT)).toBe('not a date');
  });

  it('translates with variables', () => {
    expect(translate('zh-CN', 'total', { n: 5 })).toBe('共 5 条');
    expect(translate('en', 'total', { n: 5 })).toBe('Total 5');
    expect(translate('en', 'selectDeleteItems')).toBe('Please select items to delete');
  });
});
