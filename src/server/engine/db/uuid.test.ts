import { describe, expect, it } from 'vitest';
import { uuidv7 } from './uuid.ts';

describe('uuidv7', () => {
  it('has the v7 layout and carries the timestamp', () => {
    const ms = Date.UTC(2026, 10, 22, 9, 0, 0);
    const id = uuidv7(ms);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(ms);
  });

  it('is unique and increasing within one process, even in the same millisecond', () => {
    const ids = Array.from({ length: 10_000 }, () => uuidv7(Date.now()));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});
