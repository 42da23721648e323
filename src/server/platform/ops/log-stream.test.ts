import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedLog, FLUSH_CHARS, FLUSH_MS } from './log-stream.ts';

const info = (n: number) => `{"level":30,"time":1,"msg":"line ${n}"}\n`;

function sink() {
  const chunks: string[] = [];
  return { chunks, write: (chunk: string) => chunks.push(chunk) };
}

describe('batched log lines', () => {
  afterEach(() => vi.useRealTimers());

  it('writes info lines together, in order, at most FLUSH_MS after the first', () => {
    vi.useFakeTimers();
    const out = sink();
    const log = batchedLog(out, false);
    log.write(info(1));
    log.write(info(2));
    expect(out.chunks).toEqual([]);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(out.chunks).toEqual([info(1) + info(2)]);
    log.write(info(3));
    vi.advanceTimersByTime(FLUSH_MS);
    expect(out.chunks).toEqual([info(1) + info(2), info(3)]);
  });

  it('writes at once when FLUSH_CHARS have gathered, or a warning or an error comes', () => {
    vi.useFakeTimers();
    const out = sink();
    const log = batchedLog(out, false);
    const long = `{"level":30,"msg":"${'x'.repeat(FLUSH_CHARS)}"}\n`;
    log.write(info(1));
    log.write(long);
    expect(out.chunks).toEqual([info(1) + long]);
    const warn = '{"level":40,"msg":"slow"}\n';
    const error = '{"level":50,"msg":"failed"}\n';
    log.write(info(2));
    log.write(warn);
    log.write(error);
    expect(out.chunks).toEqual([info(1) + long, info(2) + warn, error]);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(out.chunks).toHaveLength(3); // nothing left behind, no empty write
  });

  it('flush writes what has gathered (as the process exit does)', () => {
    const out = sink();
    const log = batchedLog(out, false);
    log.write(info(1));
    log.flush();
    log.flush();
    expect(out.chunks).toEqual([info(1)]);
  });
});
