import { describe, expect, it } from 'vitest';
import { rowWindow, scrollTopFor } from './virtual-window.ts';
import { DEFAULT_MAX_HEIGHT, ROW_HEIGHT, VIRTUAL_BUFFER_ROWS } from './types.ts';

describe('virtual window', () => {
  it('mounts about 9 visible rows in 400 px plus the buffer below at the top', () => {
    const w = rowWindow({ scrollTop: 0, viewportHeight: DEFAULT_MAX_HEIGHT, rowCount: 10_000 });
    expect(w.start).toBe(0);
    expect(w.end).toBe(Math.ceil(DEFAULT_MAX_HEIGHT / ROW_HEIGHT) + VIRTUAL_BUFFER_ROWS);
    expect(w.before).toBe(0);
    expect(w.total).toBe(10_000 * ROW_HEIGHT);
    expect(w.before + (w.end - w.start) * ROW_HEIGHT + w.after).toBe(w.total);
  });
  it('keeps a buffer on both sides in the middle', () => {
    const w = rowWindow({ scrollTop: 61 * 1000 + 30, viewportHeight: 400, rowCount: 10_000, buffer: 4 });
    expect(w.start).toBe(996);
    expect(w.end).toBe(Math.ceil((61 * 1000 + 30 + 400) / 61) + 4);
    expect(w.end - w.start).toBeLessThanOrEqual(9 + 8);
    expect(w.before).toBe(996 * 61);
    expect(w.before + (w.end - w.start) * 61 + w.after).toBe(w.total);
  });
  it('clamps a scroll past the end and handles few or no rows', () => {
    const end = rowWindow({ scrollTop: 1e9, viewportHeight: 400, rowCount: 100, buffer: 2 });
    expect(end.end).toBe(100);
    expect(end.after).toBe(0);
    expect(end.start).toBe(Math.floor((100 * 61 - 400) / 61) - 2);
    expect(rowWindow({ scrollTop: 0, viewportHeight: 400, rowCount: 3 })).toMatchObject({ start: 0, end: 3, after: 0 });
    expect(rowWindow({ scrollTop: 0, viewportHeight: 400, rowCount: 0 })).toEqual({
      start: 0,
      end: 0,
      before: 0,
      after: 0,
      total: 0,
    });
  });
  it('scrolls a row into view only when it is outside', () => {
    expect(scrollTopFor(0, 500, 400)).toBe(0);
    expect(scrollTopFor(20, 0, 400)).toBe(21 * 61 - 400);
    expect(scrollTopFor(3, 61, 400)).toBe(61);
  });
});
