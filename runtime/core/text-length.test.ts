import { describe, expect, it } from 'vitest';
import { ellipsis, textWidth } from './text-length.ts';

describe('text length (spec 001 §5.8, §9)', () => {
  it('counts characters above code 128 as width 2', () => {
    expect(textWidth('')).toBe(0);
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('张三')).toBe(4);
    expect(textWidth('Li 四')).toBe(5);
    expect(textWidth('€')).toBe(2);
    expect(textWidth('😀')).toBe(2);
  });

  it('cuts at width 25 by default with an ellipsis', () => {
    expect(ellipsis('a'.repeat(25))).toBe('a'.repeat(25));
    expect(ellipsis('a'.repeat(26))).toBe(`${'a'.repeat(25)}...`);
    expect(ellipsis('张'.repeat(12))).toBe('张'.repeat(12));
    expect(ellipsis('张'.repeat(13))).toBe(`${'张'.repeat(12)}...`);
    expect(ellipsis(`${'a'.repeat(24)}张`)).toBe(`${'a'.repeat(24)}...`);
    expect(ellipsis('张三,李四,王五', 8)).toBe('张三,李...');
  });
});
