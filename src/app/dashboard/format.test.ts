import { describe, expect, it } from 'vitest';
import { bytes, count, duration, money } from './format.ts';

describe('dashboard number texts', () => {
  it('separates thousands in counts and money', () => {
    expect(count(1234567)).toBe('1,234,567');
    expect(money(1650.75)).toBe('1,650.75');
    expect(money(12)).toBe('12.00');
    expect(count(null)).toBe('-');
    expect(money(null)).toBe('-');
  });

  it('writes bytes and durations', () => {
    expect(bytes(512)).toBe('512 B');
    expect(bytes(1536)).toBe('1.5 KB');
    expect(bytes(5 * 1024 ** 3)).toBe('5 GB');
    expect(bytes(2048 * 1024 ** 4)).toBe('2,048 TB');
    expect(duration(59)).toBe('0m 59s');
    expect(duration(3 * 3600 + 120)).toBe('3h 2m');
    expect(duration(2 * 86400 + 3600)).toBe('2d 1h 0m');
  });
});
