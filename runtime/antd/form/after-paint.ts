// Work that should not delay the paint of a keystroke: `laterQueue()` keeps one pending job per key
// (a newer job for the same key replaces the older one) and runs them in the first task after the
// next frame (requestAnimationFrame, then a message), or at once on `flush()`.

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

export function laterQueue(): LaterQueue {
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
      stop ??= afterNextPaint(flush);
    },
    flush,
    cancel() {
      stop?.();
      stop = undefined;
      jobs.clear();
    },
  };
}
