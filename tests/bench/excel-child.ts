// What every Excel-bench child process reports to its parent at the end: its own wall time for the
// measured work and its peak resident set (process.resourceUsage().maxRSS, in kB).
export interface ChildReport {
  kind: 'report';
  ms: number;
  maxRssMb: number;
  /** Rows written or read, as the child counted them. */
  rows: number;
  detail?: Record<string, unknown>;
}

export function report(ms: number, rows: number, detail?: Record<string, unknown>): Promise<void> {
  const msg: ChildReport = { kind: 'report', ms, rows, maxRssMb: process.resourceUsage().maxRSS / 1024, detail };
  return new Promise((resolve) => {
    if (!process.send) {
      console.log(JSON.stringify(msg));
      resolve();
    } else process.send(msg, () => resolve());
  });
}
