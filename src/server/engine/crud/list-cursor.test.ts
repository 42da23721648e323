import { describe, expect, it } from 'vitest';
import { HttpError } from '../plugins/http-error.ts';
import { decodeCursor, encodeCursor, type ListCursor } from './list-cursor.ts';

const sort = { column: 'create_time', desc: true };

function refusal(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    return (e as HttpError).message;
  }
  throw new Error('not refused');
}

describe('list cursor', () => {
  it('round-trips a position, NULL values, numbers and booleans included', () => {
    for (const value of ['2025-01-01 00:00:00', null, 12.5, 0, '', true]) {
      const c: ListCursor = { sort, value, id: 'a-b', back: value === null, pageNo: 7 };
      const raw = encodeCursor(c);
      expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(raw, sort)).toEqual(c);
    }
  });

  it('refuses what does not decode and cursors of another sort', () => {
    const raw = encodeCursor({ sort, value: 1, id: 'x', back: false, pageNo: 2 });
    expect(refusal(() => decodeCursor(raw, { column: 'create_time', desc: false }))).toBeTruthy();
    expect(refusal(() => decodeCursor(raw, { column: 'type', desc: true }))).toBeTruthy();
    const bad = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const r of [
      'a.b',
      '',
      'x'.repeat(3000),
      bad({}),
      bad(['create_time', 1, 1, null, 0, 2]),
      bad(['create_time', 1, [1], 'x', 0, 2]),
      bad(['create_time', 1, 1, 'x', 0, 0]),
      bad(['create_time', 2, 1, 'x', 0, 2]),
      'bm90IGpzb24',
    ]) {
      expect(() => decodeCursor(r, sort), r).toThrow(HttpError);
    }
  });
});
