import { describe, expect, it } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, CSS_CHUNK_LOAD_FAILED, loadChunk } from './lazy-chunk.ts';

/** A hand-driven timer: the test decides when the time-out fires. */
function manualTimer() {
  const pending: { fn: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    pending,
    schedule: (fn: () => void, ms: number) => {
      const entry = { fn, ms, cancelled: false };
      pending.push(entry);
      return entry;
    },
    cancel: (handle: unknown) => {
      (handle as { cancelled: boolean }).cancelled = true;
    },
    fire: () => pending.forEach((p) => !p.cancelled && p.fn()),
  };
}

describe('screen chunks', () => {
  it('time out after 120 s with "Loading chunk … failed"', async () => {
    const timer = manualTimer();
    const never = new Promise<never>(() => undefined);
    const loading = loadChunk('order-list', () => never, CHUNK_TIMEOUT_MS, timer.schedule, timer.cancel);
    expect(timer.pending[0].ms).toBe(120_000);
    timer.fire();
    const error = await loading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as Error).message).toBe('Loading chunk order-list failed.\n(timeout: 120000 ms)');
  });

  it('resolve with the module and cancel the time-out', async () => {
    const timer = manualTimer();
    const module = { default: () => null };
    await expect(loadChunk('x', () => Promise.resolve(module), 10, timer.schedule, timer.cancel)).resolves.toBe(module);
    expect(timer.pending[0].cancelled).toBe(true);
  });

  it('report a failed script or stylesheet with the spec messages', async () => {
    const timer = manualTimer();
    const script = await loadChunk(
      'x',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
      10,
      timer.schedule,
      timer.cancel,
    ).catch((e: unknown) => e as ChunkLoadError);
    expect(script.message).toMatch(/^Loading chunk x failed\.\n\(error: Failed to fetch/);
    expect(script.code).toBeUndefined();
    const css = await loadChunk(
      'y',
      () => Promise.reject(new Error('Unable to preload CSS for /assets/y.css')),
      10,
      timer.schedule,
      timer.cancel,
    ).catch((e: unknown) => e as ChunkLoadError);
    expect(css.message).toMatch(/^Loading CSS chunk y failed\./);
    expect(css.code).toBe(CSS_CHUNK_LOAD_FAILED);
  });
});
