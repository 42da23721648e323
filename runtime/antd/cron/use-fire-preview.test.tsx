// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computePreview, useFirePreview } from './use-fire-preview.ts';

afterEach(() => vi.useRealTimers());

describe('useFirePreview', () => {
  it('computes 500 ms after the last change, ignoring the year', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 23, 10, 0, 0));
    const { result, rerender } = renderHook(({ expr }) => useFirePreview(expr), {
      initialProps: { expr: '0 0 12 * * ? *' },
    });
    expect(result.current.times).toBeNull();
    act(() => vi.advanceTimersByTime(499));
    expect(result.current.times).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.times).toHaveLength(10);
    expect(result.current.expression).toBe('0 0 12 * * ? *');

    // a new expression within 500 ms of the one before restarts the wait
    rerender({ expr: '0 0 12 ? * 6L 2030' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ expr: '0 0 12 ? * 6L 2027' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.expression).toBe('0 0 12 * * ? *');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.expression).toBe('0 0 12 ? * 6L 2027');
    // the year is ignored: the preview starts at the last Friday of November 2026
    expect(result.current.times?.[0]).toEqual(new Date(2026, 10, 27, 12, 0, 0));
  });

  it('gives [] with the error of an invalid expression and [] when nothing fires', () => {
    expect(computePreview('0 0 12 * * *').error?.en).toMatch(/cannot both be set/);
    expect(computePreview('0 0 0 30 2 ? 2027')).toMatchObject({ times: [], error: null });
  });
});
