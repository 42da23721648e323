import { describe, expect, it } from 'vitest';
import { labelEvery, niceStep, niceTicks } from './scale.ts';

describe('chart scales', () => {
  it('picks steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(1000, 4)).toBe(250);
    expect(niceStep(9, 4)).toBe(2.5);
    expect(niceStep(37, 4)).toBe(10);
    expect(niceStep(0.7, 4)).toBe(0.2);
    expect(niceStep(0, 4)).toBe(1);
  });

  it('covers the maximum with ticks from 0', () => {
    expect(niceTicks(1000)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(0)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(2)).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(niceTicks(2, 4, true)).toEqual([0, 1, 2]);
    expect(niceTicks(0, 4, true)).toEqual([0, 1]);
    const ticks = niceTicks(1234.5);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)!).toBeGreaterThanOrEqual(1234.5);
  });

  it('thins labels to fit', () => {
    expect(labelEvery(30, 10)).toBe(3);
    expect(labelEvery(7, 10)).toBe(1);
    expect(labelEvery(14, 0)).toBe(14);
  });
});
