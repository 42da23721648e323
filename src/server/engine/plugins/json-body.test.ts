import { describe, expect, it } from 'vitest';
import { jsonDeeperThan } from './json-body.ts';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('jsonDeeperThan', () => {
  it('counts arrays and objects inside each other', () => {
    expect(jsonDeeperThan(nested(64), 64)).toBe(false);
    expect(jsonDeeperThan(nested(65), 64)).toBe(true);
    expect(jsonDeeperThan('{"a":'.repeat(65) + '1' + '}'.repeat(65), 64)).toBe(true);
    expect(jsonDeeperThan('{"a":[{"b":[1,2,{"c":{}}]}]}', 4)).toBe(true);
    expect(jsonDeeperThan('{"a":[{"b":[1,2,{"c":{}}]}]}', 6)).toBe(false);
  });

  it('counts siblings once, not their sum', () => {
    expect(jsonDeeperThan(`[${Array.from({ length: 1000 }, () => '[[1]]').join(',')}]`, 3)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    const s = JSON.stringify({ text: '['.repeat(500), quoted: 'a\\"[[[[[[' + '{'.repeat(100) });
    expect(jsonDeeperThan(s, 2)).toBe(false);
    expect(jsonDeeperThan(JSON.stringify(['\\', [[['x']]]]), 3)).toBe(true);
  });
});
