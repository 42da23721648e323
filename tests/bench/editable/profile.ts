// Where the time goes (BENCH_PROFILE=<dir>): a JS CPU profile (CDP Profiler) and a Chromium trace
// (devtools.timeline) around one measured phase, both written to <dir>, and a summary printed: the
// functions with the most self time, and the renderer main thread's self time per trace event (script,
// style, layout, paint, GC ...).
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

function top(totals: Map<string, number>, count: number): [string, number][] {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** Self time (ms) per function, keyed `name file:line`. */
export function profileSelfTimes(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url ? basename(frame.url) : ''}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

/** Self time (ms) per trace event name on the renderers' main threads (complete events only). */
export function traceSelfTimes(events: TraceEvent[]): Map<string, number> {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const totals = new Map<string, number>();
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(`${e.pid}:${e.tid}`)) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key) ?? [];
    if (list.length === 0) byThread.set(key, list);
    list.push(e);
  }
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const stack: { event: TraceEvent; self: number }[] = [];
    const close = (until: number) => {
      while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
        const done = stack.pop()!;
        totals.set(done.event.name, (totals.get(done.event.name) ?? 0) + done.self / 1000);
      }
    };
    for (const event of list) {
      close(event.ts);
      if (stack.length > 0) stack.at(-1)!.self -= event.dur!;
      stack.push({ event, self: event.dur! });
    }
    close(Number.POSITIVE_INFINITY);
  }
  return totals;
}

export interface Profiler {
  stop(): Promise<void>;
}

/** Starts the CPU profile and the trace of `page`; `stop()` writes `<dir>/<name>.*` and prints the summaries. */
export async function startProfile(browser: Browser, page: Page, dir: string, name: string): Promise<Profiler> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8', 'blink.user_timing'] });
  return {
    async stop() {
      const trace = await browser.stopTracing();
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
      writeFileSync(join(dir, `${name}.trace.json`), trace);
      const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      console.log(`\n  ${name}: main thread self time by trace event (ms)`);
      for (const [event, time] of top(traceSelfTimes(events), 12))
        console.log(`    ${time.toFixed(1).padStart(8)}  ${event}`);
      console.log(`  ${name}: JS self time by function (ms)`);
      for (const [fn, time] of top(profileSelfTimes(profile), 20))
        console.log(`    ${time.toFixed(1).padStart(8)}  ${fn}`);
      await cdp.detach();
    },
  };
}
