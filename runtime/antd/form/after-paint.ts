// Work that should not delay the paint of a keystroke: `laterQueue(quietMs)` keeps one pending job per
// key (a newer job for the same key replaces the older one) and runs them once no job was queued for
// `quietMs`, in the first task after the next frame (requestAnimationFrame, then a message), or at
// once on `flush()`. So a burst of keystrokes costs one run, after the burst.

export interface LaterQueue {
  /** Runs `job` after the next paint, replacing a pending job of the same key. */
  defer(key: string, job: () => void): void;
  /** Runs every pending job now (before a submit or a read of the values). */
  flush(): void;
  /** Drops every pending job (the form unmounts). */
  cancel(): void;
}

function afterNextPaint(run: () => void): () => void {
  let live = true;
  const go = () => live && run();
  if (typeof requestAnimationFrame !== 'function' || typeof MessageChannel !== 'function') {
    const timer = setTimeout(go, 16);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      go();
    };
    channel.port2.postMessage(null);
  });
  return () => {
    live = false;
    cancelAnimationFrame(frame);
  };
}

function afterQuiet(quietMs: number, run: () => void): () => void {
  if (quietMs <= 0) return afterNextPaint(run);
  let stopPaint: (() => void) | undefined;
  const timer = setTimeout(() => (stopPaint = afterNextPaint(run)), quietMs);
  return () => {
    clearTimeout(timer);
    stopPaint?.();
  };
}

export function laterQueue(quietMs = 0): LaterQueue {
  const jobs = new Map<string, () => void>();
  let stop: (() => void) | undefined;
  const flush = () => {
    stop?.();
    stop = undefined;
    const pending = [...jobs.values()];
    jobs.clear();
    for (const job of pending) job();
  };
  return {
    defer(key, job) {
      jobs.set(key, job);
      // Each new job restarts the quiet period.
      stop?.();
      stop = afterQuiet(quietMs, flush);
    },
    flush,
    cancel() {
      stop?.();
      stop = undefined;
      jobs.clear();
    },
  };
}
