// The statistics row (spec 001 §3 column `statistics`): the sum and/or average of a column over all
// rows, ignoring empty and non-numeric cells. Rounded to the column's precision (money: 2 decimals);
// without one, the sum keeps the most decimals its values had and the average at most 2, so binary
// noise (0.1 + 0.2) never shows.
import { roundTo } from './numbers.ts';
import type { EditableColumn, EditableRow, StatisticKind } from './types.ts';

export interface ColumnStatistics {
  sum: number;
  /** Null when no cell holds a number. */
  average: number | null;
  /** Cells that held a number. */
  count: number;
}

const decimalsOf = (n: number): number => {
  const s = String(n);
  if (s.includes('e')) return 10;
  const dot = s.indexOf('.');
  return dot < 0 ? 0 : s.length - dot - 1;
};

export function numericValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? n : null;
}

export function columnStatistics(
  rows: readonly EditableRow[],
  column: Pick<EditableColumn, 'key' | 'precision'>,
): ColumnStatistics {
  let sum = 0;
  let count = 0;
  let decimals = 0;
  for (const row of rows) {
    const n = numericValue(row[column.key]);
    if (n === null) continue;
    sum += n;
    count++;
    if (column.precision === undefined) decimals = Math.max(decimals, decimalsOf(n));
  }
  const sumDigits = column.precision ?? Math.min(decimals, 10);
  const averageDigits = column.precision ?? 2;
  return {
    sum: roundTo(sum, sumDigits),
    average: count ? roundTo(sum / count, averageDigits) : null,
    count,
  };
}

/** One statistic of a column. */
export function statisticOf(stats: ColumnStatistics, kind: StatisticKind): number | null {
  return kind === 'sum' ? stats.sum : stats.average;
}

/** The statistics kinds any column asks for, in the order sum, average (one line each in the view). */
export function statisticKinds(columns: readonly EditableColumn[]): StatisticKind[] {
  const wanted = new Set(columns.flatMap((c) => c.statistics ?? []));
  return (['sum', 'average'] as const).filter((k) => wanted.has(k));
}
