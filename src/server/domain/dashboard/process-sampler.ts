// Samples this process every few seconds for the monitor: CPU (share of one core over the interval),
// resident and heap memory, and the event-loop delay (perf_hooks histogram, reset each sample).
// The last SAMPLES samples are kept for the monitor's trend lines. The timer does not hold the
// process open and stops with the app.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProcessSample {
  /** Epoch ms. */
  at: number;
  /** Percent of one core used by this process since the previous sample. */
  cpuPercent: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  /** Event-loop delay over the interval, ms. */
  lagMeanMs: number;
  lagP99Ms: number;
  lagMaxMs: number;
}

export interface ProcessSampler {
  /** The latest sample (taken now when none exists yet). */
  latest(): ProcessSample;
  history(): ProcessSample[];
  stop(): void;
}

export const SAMPLE_MS = 5000;
export const SAMPLES = 60;

const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);

export function createProcessSampler(intervalMs = SAMPLE_MS, keep = SAMPLES): ProcessSampler {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lastCpu = process.cpuUsage();
  let lastAt = process.hrtime.bigint();
  const samples: ProcessSample[] = [];

  const sample = (): ProcessSample => {
    const now = process.hrtime.bigint();
    const cpu = process.cpuUsage(lastCpu);
    const elapsedUs = Number(now - lastAt) / 1000;
    lastCpu = process.cpuUsage();
    lastAt = now;
    const mem = process.memoryUsage();
    const s: ProcessSample = {
      at: Date.now(),
      cpuPercent: elapsedUs > 0 ? Math.round(((cpu.user + cpu.system) / elapsedUs) * 1000) / 10 : 0,
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      heapTotal: mem.heapTotal,
      lagMeanMs: ms(histogram.mean),
      lagP99Ms: ms(histogram.percentile(99)),
      lagMaxMs: ms(histogram.max),
    };
    histogram.reset();
    samples.push(s);
    if (samples.length > keep) samples.splice(0, samples.length - keep);
    return s;
  };

  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    latest: () => samples.at(-1) ?? sample(),
    history: () => [...samples],
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
