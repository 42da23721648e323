import { describe, expect, it } from 'vitest';
import { formatDateTime, isValidDate, isValidDateTime, isValidTime } from './time.ts';

describe('time', () => {
  it('formats local time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
  });

  it('accepts real calendar values only', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2024-13-01')).toBe(false);
    expect(isValidTime('23:59:59')).toBe(true);
    expect(isValidTime('24:00:00')).toBe(false);
    expect(isValidDateTime('2026-11-22 09:00:00')).toBe(true);
    expect(isValidDateTime('2026-11-22T09:00:00')).toBe(false);
    expect(isValidDateTime('2026-11-31 09:00:00')).toBe(false);
  });
});
