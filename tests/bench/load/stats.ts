// Per-kind latency samples (ms, from performance.now()) and the summary the load bench prints.
export type Kind = 'list' | 'detail' | 'add' | 'edit';
export const KINDS: Kind[] = ['list', 'detail', 'add', 'edit'];

export interface Counts {
  /** Answers by HTTP status (every answer, whatever the kind). */
  status: Map<number, number>;
  /** fetch threw (connection refused or reset, socket closed): no HTTP answer at all. */
  networkErrors: number;
  /** Edits answered 409: another user edited the row since this one read it (correct, not an error). */
  conflicts: number;
  /** 4xx other than 409: the bench sent something the server refused (a bench bug, must be 0). */
  refused: string[];
}

export class Recorder {
  readonly samples = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  readonly counts: Counts = { status: new Map(), networkErrors: 0, conflicts: 0, refused: [] };

  add(kind: Kind, ms: number, status: number): void {
    this.samples.get(kind)!.push(ms);
    this.counts.status.set(status, (this.counts.status.get(status) ?? 0) + 1);
  }

  get serverErrors(): number {
    let n = 0;
    for (const [status, count] of this.counts.status) if (status >= 500) n += count;
    return n;
  }
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface Row {
  kind: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(kind: string, samples: number[], seconds: number): Row {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    kind,
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

export function printTable(rows: Row[]): void {
  const ms = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `  ${'kind'.padEnd(8)} ${'count'.padStart(7)} ${'req/s'.padStart(7)}      p50      p95      p99      max`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.kind.padEnd(8)} ${String(r.count).padStart(7)} ${r.perSecond.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)}`,
    );
  }
}
