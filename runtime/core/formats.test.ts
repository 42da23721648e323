import { describe, expect, it } from 'vitest';
import { checkFormat, formatErrorMessage, minorToMoney, moneyToMinor } from './formats.ts';

describe('formats', () => {
  it('accepts mobiles whose second digit is 3, 4, 5, 7 or 8 (spec 001 §5.1)', () => {
    expect(checkFormat('mobile', '13812345678')).toBe(true);
    expect(checkFormat('mobile', '18812345678')).toBe(true);
    expect(checkFormat('mobile', '16812345678')).toBe(false);
    expect(checkFormat('mobile', '1381234567')).toBe(false);
  });

  it('checks url, email, idcard, postcode and the date formats', () => {
    expect(checkFormat('url', 'https://example.com/x')).toBe(true);
    expect(checkFormat('url', 'ftp://example.com')).toBe(false);
    expect(checkFormat('email', 'a.b@c.io')).toBe(true);
    expect(checkFormat('email', 'a@b')).toBe(false);
    expect(checkFormat('idcard', '11010519491231002X')).toBe(true);
    expect(checkFormat('postcode', '10000')).toBe(false);
    expect(checkFormat('date-time', '2026-11-22 09:00:00')).toBe(true);
    expect(checkFormat('date', '2026/11/22')).toBe(false);
  });

  it('passes formats without a pattern and words the generic message as the spec does', () => {
    expect(checkFormat('money', 'anything')).toBe(true);
    expect(formatErrorMessage('邮箱').zh).toBe('邮箱格式错误');
  });

  it('converts money to integer minor units and back without float drift', () => {
    expect(moneyToMinor(0.29)).toBe(29);
    expect(moneyToMinor(1234.565)).toBe(123457);
    expect(minorToMoney(123456)).toBe(1234.56);
  });
});
