// Percentiles (nearest rank) and number formatting for the editable-table benchmark.

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export function median(values: readonly number[]): number {
  return percentile(values, 0.5);
}

export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '-';
}
