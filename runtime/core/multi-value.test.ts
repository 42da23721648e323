import { describe, expect, it } from 'vitest';
import { joinValues, splitValues, storedPath } from './multi-value.ts';

describe('comma-joined values', () => {
  it('splits, trims and drops blanks; unique drops repeats', () => {
    expect(splitValues(undefined)).toEqual([]);
    expect(splitValues('')).toEqual([]);
    expect(splitValues(' a, b,,a ')).toEqual(['a', 'b', 'a']);
    expect(splitValues(' a, b,,a ', { unique: true })).toEqual(['a', 'b']);
    expect(splitValues(['x', 2])).toEqual(['x', '2']);
    expect(splitValues(3)).toEqual(['3']);
  });

  it('joins, and nothing is undefined', () => {
    expect(joinValues(['a', 2])).toBe('a,2');
    expect(joinValues(['', ''])).toBeUndefined();
    expect(joinValues([])).toBeUndefined();
  });

  it('cuts static-route addresses down to the stored path', () => {
    expect(storedPath('temp/a.png')).toBe('temp/a.png');
    expect(storedPath('/jeecg-boot/sys/common/static/temp/a.png?x=1')).toBe('temp/a.png');
    expect(storedPath('https://h/jeecg-boot/sys/common/static//temp/b.png#f')).toBe('temp/b.png');
  });
});
