// The in-page half of the editable-table benchmark, bundled into both pages (ours and the baseline) so
// both are measured by the same code. The driver (editable-bench.ts) reaches it as `window.__bench`.
// No imports: the baseline bundles it with its own React 18, ours with React 19.

export interface ProbeTarget {
  /** The element that scrolls the table body. */
  scroller: () => HTMLElement | null;
  /** Ours only: adds `count` rows through the table's API, returns their ids. */
  addRows?: (count: number) => string[];
  /** Ours only: whether the row with this id is mounted inside the scroller's visible area. */
  rowShown?: (id: string) => boolean;
}

export interface KeyFigures {
  /** Per keystroke, ms from the keydown's timeStamp to the first task after the next frame. */
  toPaint: number[];
  /** Event Timing API (`event` entries of at least 16 ms): per interaction, the keydown/keypress duration. */
  eventTiming: number[];
  /** Keystrokes after which the focused input did not hold the expected text at the measured paint. */
  mismatches: number;
}

export interface BenchProbe {
  /** The table's body is there with inputs in it. */
  isReady(): boolean;
  /** Scrolls `fraction` (0..1) down the body, then reports whether an input holding `text` is mounted. */
  revealInput(text: string, fraction: number): Promise<boolean>;
  /** The input holding `text` (for the driver to click). */
  findInput(text: string): HTMLInputElement | null;
  /** Starts measuring keystrokes; `expected(i)` is what the focused input should hold after the i-th. */
  armKeys(prefix: string, typed: string): void;
  /** Resolves once `count` armed keystrokes have been measured. */
  waitKeys(count: number): Promise<void>;
  keys(): KeyFigures;
  /** Scrolls the body by `px` per frame for `ms`, bouncing at the ends; returns the rAF frame deltas. */
  scroll(px: number, ms: number): Promise<number[]>;
  /** Ms from calling addRows(count) to the first paint after which the last new row is shown. */
  addTimed(count: number): Promise<number>;
  /** Rows mounted in the scroller now (rendered `<tr>`/row elements with an input). */
  mountedInputs(): number;
}

declare global {
  interface Window {
    __bench: BenchProbe;
  }
}

/** Resolves at the first task after the next frame's rendering (rAF, then a message). */
export function afterNextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

export function installProbe(target: ProbeTarget): void {
  let armed = false;
  let armedAt = 0;
  let prefix = '';
  let typed = '';
  const toPaint: number[] = [];
  let mismatches = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const eventTiming = new Map<number, number>();

  const settle = () => {
    for (const w of waiters.splice(0)) {
      if (toPaint.length >= w.count) w.resolve();
      else waiters.push(w);
    }
  };

  window.addEventListener(
    'keydown',
    (event) => {
      if (!armed) return;
      const start = event.timeStamp;
      const index = toPaint.length;
      void afterNextPaint().then((end) => {
        const input = document.activeElement as HTMLInputElement | null;
        if (input?.value !== prefix + typed.slice(0, index + 1)) mismatches++;
        toPaint.push(end - start);
        settle();
      });
    },
    true,
  );

  new PerformanceObserver((list) => {
    if (!armed) return;
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId || entry.startTime < armedAt) continue;
      if (entry.name !== 'keydown' && entry.name !== 'keypress') continue;
      eventTiming.set(entry.interactionId, Math.max(eventTiming.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);

  const findInput = (text: string): HTMLInputElement | null => {
    const scroller = target.scroller();
    for (const input of scroller?.querySelectorAll('input') ?? []) if (input.value === text) return input;
    return null;
  };

  const rowWaitLimitMs = 5000;

  window.__bench = {
    isReady: () => (target.scroller()?.querySelector('input') ?? null) !== null,
    findInput,
    async revealInput(text, fraction) {
      const scroller = target.scroller();
      if (!scroller) return false;
      scroller.scrollTop = Math.max(0, fraction * scroller.scrollHeight - scroller.clientHeight / 2);
      for (let i = 0; i < 10 && !findInput(text); i++) await afterNextPaint();
      const input = findInput(text);
      if (!input) return false;
      const box = input.getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      scroller.scrollTop += box.top + box.height / 2 - (view.top + view.height / 2);
      await afterNextPaint();
      await afterNextPaint();
      return findInput(text) !== null;
    },
    armKeys(inputPrefix, text) {
      prefix = inputPrefix;
      typed = text;
      toPaint.length = 0;
      mismatches = 0;
      eventTiming.clear();
      armedAt = performance.now();
      armed = true;
    },
    waitKeys(count) {
      return new Promise((resolve) => {
        waiters.push({ count, resolve });
        settle();
      });
    },
    keys: () => ({ toPaint: [...toPaint], eventTiming: [...eventTiming.values()], mismatches }),
    scroll(px, ms) {
      const scroller = target.scroller();
      if (!scroller) return Promise.reject(new Error('no scroller'));
      const deltas: number[] = [];
      let direction = 1;
      let first = -1;
      let last = -1;
      return new Promise((resolve) => {
        const step = (now: number) => {
          if (last >= 0) deltas.push(now - last);
          if (first < 0) first = now;
          last = now;
          if (now - first >= ms) return resolve(deltas);
          const max = scroller.scrollHeight - scroller.clientHeight;
          const next = scroller.scrollTop + direction * px;
          if (next > max || next < 0) direction = -direction;
          scroller.scrollTop += direction * px;
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
    },
    async addTimed(count) {
      const { addRows, rowShown } = target;
      if (!addRows || !rowShown) throw new Error('this page cannot add rows');
      const start = performance.now();
      const ids = addRows(count);
      if (ids.length !== count) throw new Error(`addRows(${count}) added ${ids.length} rows`);
      const lastId = ids[ids.length - 1]!;
      for (;;) {
        const end = await afterNextPaint();
        if (rowShown(lastId)) return end - start;
        if (end - start > rowWaitLimitMs) throw new Error(`row ${lastId} not shown after ${rowWaitLimitMs} ms`);
      }
    },
    mountedInputs: () => target.scroller()?.querySelectorAll('input').length ?? 0,
  };
}
