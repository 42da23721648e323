// The data both pages of the editable-table benchmark render: 10 editable columns (6 text, 4 number,
// 120 px each, the spec's default width) and n rows with a unique value in every cell. No imports, so
// the baseline page (antd 5, React 18) and ours (antd 6, React 19) bundle the same module.

export interface BenchColumn {
  key: string;
  title: string;
  kind: 'text' | 'number';
  width: number;
}

export type BenchRow = { id: string } & Record<string, string | number>;

export const BENCH_COLUMNS: BenchColumn[] = Array.from({ length: 10 }, (_, i) => ({
  key: `f${i}`,
  title: i < 6 ? `Text ${i + 1}` : `Number ${i - 5}`,
  kind: i < 6 ? 'text' : 'number',
  width: 120,
}));

/** The text in row `row`, column `col` (also how the driver finds a cell's input). */
export function cellText(row: number, col: number): string {
  return `R${row}C${col}`;
}

export function benchRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, r) => {
    const row: BenchRow = { id: `row-${r}` };
    for (const [c, column] of BENCH_COLUMNS.entries()) {
      row[column.key] = column.kind === 'text' ? cellText(r, c) : r * 10 + c;
    }
    return row;
  });
}

/** Rows per page, read from the page's query string (`?rows=10000`), 200 by default. */
export function rowsFromQuery(search: string): number {
  const n = Number(new URLSearchParams(search).get('rows'));
  return Number.isInteger(n) && n > 0 ? n : 200;
}
