import { describe, expect, it } from 'vitest';
import { nextHeaderHidden } from './use-header-hidden.ts';

describe('auto-hiding header', () => {
  it('hides only when scrolling down past 100 px and shows again when scrolling up', () => {
    expect(nextHeaderHidden(0, 80, false)).toBe(false);
    expect(nextHeaderHidden(80, 100, false)).toBe(false);
    expect(nextHeaderHidden(100, 101, false)).toBe(true);
    expect(nextHeaderHidden(300, 250, true)).toBe(false);
    expect(nextHeaderHidden(300, 300, true)).toBe(true);
    expect(nextHeaderHidden(300, 40, true)).toBe(false);
  });
});
