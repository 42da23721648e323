// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlatformCall } from '../core/data-provider.ts';
import { EXCEL_PROGRESS_PATH, PROGRESS_ID, type ExcelProgress } from '../core/excel-wire.ts';
import { memoryProvider, providers } from './test-fixtures.tsx';
import { newProgressId, useExcelProgress } from './use-excel-progress.ts';

afterEach(cleanup);

const notStarted = () => {
  throw Object.assign(new Error('not found'), { status: 404 });
};

/** A provider answering the progress calls from `script` in turn (the last one repeats). */
function scripted(script: (() => ExcelProgress)[]) {
  let n = 0;
  const mem = memoryProvider([], {
    [`GET ${EXCEL_PROGRESS_PATH}`]: (call: PlatformCall) => {
      expect(call.params).toEqual({ id: 'job-1' });
      return script[Math.min(n++, script.length - 1)]();
    },
  });
  const polls = () => mem.calls.filter((c) => c.op === 'request').length;
  return { mem, polls };
}

const at = (phase: ExcelProgress['phase'], done: number, total?: number) => () =>
  ({ kind: 'import', phase, done, total }) as ExcelProgress;

describe('useExcelProgress', () => {
  it('polls through a 404 until the job is done, then stops', async () => {
    const { mem, polls } = scripted([notStarted, at('checking', 10), at('writing', 20, 30), at('done', 30, 30)]);
    const { result } = renderHook(() => useExcelProgress('job-1', 5), { wrapper: providers(mem.provider) });
    await waitFor(() => expect(result.current).toEqual({ kind: 'import', phase: 'done', done: 30, total: 30 }));
    const count = polls();
    expect(count).toBe(4);
    await new Promise((r) => setTimeout(r, 40));
    expect(polls()).toBe(count);
  });

  it('polls nothing without an id and stops on unmount', async () => {
    const { mem, polls } = scripted([at('checking', 1)]);
    const { result, rerender, unmount } = renderHook(({ id }) => useExcelProgress(id, 5), {
      wrapper: providers(mem.provider),
      initialProps: { id: undefined as string | undefined },
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(polls()).toBe(0);
    rerender({ id: 'job-1' });
    await waitFor(() => expect(result.current?.done).toBe(1));
    unmount();
    const count = polls();
    await new Promise((r) => setTimeout(r, 40));
    expect(polls()).toBe(count);
  });

  it('gives up quietly on any other failure', async () => {
    const { mem, polls } = scripted([
      () => {
        throw Object.assign(new Error('denied'), { status: 403 });
      },
    ]);
    const { result } = renderHook(() => useExcelProgress('job-1', 5), { wrapper: providers(mem.provider) });
    await new Promise((r) => setTimeout(r, 40));
    expect(polls()).toBe(1);
    expect(result.current).toBeUndefined();
  });

  it('makes ids the server accepts', () => {
    const a = newProgressId();
    expect(a).toMatch(PROGRESS_ID);
    expect(newProgressId()).not.toBe(a);
  });
});
