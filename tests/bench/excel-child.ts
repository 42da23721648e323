// What every Excel-bench child process reports to its parent at the end: its own wall time for the
// measured work, the CPU time it used meanwhile (user + system, all threads: a fairer figure than
// wall time when other work shares the machine) and its peak resident set
// (process.resourceUsage().maxRSS).
export interface ChildReport {
  kind: 'report';
  ms: number;
  cpuMs: number;
  maxRssMb: number;
  /** Rows written or read, as the child counted them. */
  rows: number;
  detail?: Record<string, unknown>;
}

/** Starts the clocks of the measured work. */
export function startClocks(): { wall: number; cpu: NodeJS.CpuUsage } {
  return { wall: performance.now(), cpu: process.cpuUsage() };
}

export function report(
  start: ReturnType<typeof startClocks>,
  rows: number,
  detail?: Record<string, unknown>,
): Promise<void> {
  const cpu = process.cpuUsage(start.cpu);
  const msg: ChildReport = {
    kind: 'report',
    ms: performance.now() - start.wall,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rows,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    detail,
  };
  return new Promise((resolve) => {
    if (!process.send) {
      console.log(JSON.stringify(msg));
      resolve();
    } else process.send(msg, () => resolve());
  });
}
