import { describe, expect, it } from 'vitest';
import { columnStatistics, numericValue, statisticKinds, statisticOf } from './statistics.ts';
import type { EditableRow } from './types.ts';

const rows = (values: unknown[]): EditableRow[] => values.map((v, i) => ({ id: String(i), v: v as EditableRow['v'] }));

describe('statistics', () => {
  it('sums and averages numbers and numeric text, ignoring empty and non-numeric cells', () => {
    const s = columnStatistics(rows([1, '2', '', null, undefined, 'x', 3, true]), { key: 'v' });
    expect(s).toEqual({ sum: 6, average: 2, count: 3 });
  });
  it('rounds money to 2 decimals', () => {
    const s = columnStatistics(rows([0.1, 0.2, 10.005]), { key: 'v', precision: 2 });
    expect(s.sum).toBe(10.31);
    expect(s.average).toBe(3.44);
  });
  it('without a precision: the sum keeps the inputs’ decimals (no float noise), the average 2', () => {
    const s = columnStatistics(rows([0.1, 0.2]), { key: 'v' });
    expect(s.sum).toBe(0.3);
    expect(columnStatistics(rows([1, 2, 2]), { key: 'v' }).average).toBe(1.67);
  });
  it('an empty column sums to 0 and has no average', () => {
    expect(columnStatistics(rows(['', null]), { key: 'v' })).toEqual({ sum: 0, average: null, count: 0 });
    expect(statisticOf({ sum: 0, average: null, count: 0 }, 'average')).toBeNull();
  });
  it('lists the kinds columns ask for, sum before average', () => {
    expect(
      statisticKinds([
        { key: 'a', title: 'a', type: 'inputNumber', statistics: ['average'] },
        { key: 'b', title: 'b', type: 'inputNumber', statistics: ['sum'] },
        { key: 'c', title: 'c', type: 'input' },
      ]),
    ).toEqual(['sum', 'average']);
    expect(numericValue(' 4 ')).toBe(4);
  });
});
