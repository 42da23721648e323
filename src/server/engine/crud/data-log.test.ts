import { describe, expect, it } from 'vitest';
import { logJson } from './data-log.ts';

describe('logJson', () => {
  it("is JSON.stringify's text of the record without its null fields, in the record's order", () => {
    const rec = { id: 'a1', name: 'Ann', parentId: null, fee: 1.5, ok: false, zero: 0, empty: '', gone: undefined };
    expect(logJson(rec)).toBe('{"id":"a1","name":"Ann","fee":1.5,"ok":false,"zero":0,"empty":""}');
    expect(JSON.parse(logJson(rec))).toEqual({ id: 'a1', name: 'Ann', fee: 1.5, ok: false, zero: 0, empty: '' });
  });

  it('keeps nulls inside values and writes dates and quotes as JSON does', () => {
    const rec = { list: [1, null], obj: { a: null }, at: new Date(Date.UTC(2026, 0, 2)), text: 'say "hi"\n' };
    expect(logJson(rec)).toBe(JSON.stringify(rec));
  });

  it('a record of nulls only is {}', () => {
    expect(logJson({ a: null, b: null })).toBe('{}');
  });

  it('an own __proto__ key (as JSON.parse makes it) is logged like any other field', () => {
    const rec = JSON.parse('{"a":1,"__proto__":{"x":1},"b":null}') as Record<string, unknown>;
    expect(logJson(rec)).toBe('{"a":1,"__proto__":{"x":1}}');
  });
});

/** The text logJson must write: JSON.stringify of a copy of the record's own fields without null ones. */
function reference(rec: Record<string, unknown>): string {
  const kept: Record<string, unknown> = {};
  for (const k of Object.keys(rec)) {
    const v = rec[k];
    if (v === null || v === undefined) continue;
    Object.defineProperty(kept, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return JSON.stringify(kept);
}

describe('logJson on many records', () => {
  // A small deterministic generator (xorshift32): the same records on every run.
  let seed = 0x2f6b1a3d;
  const rnd = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const chars = [
    'a',
    'Z',
    '0',
    ' ',
    '"',
    '\\',
    '/',
    '\n',
    '\t',
    '\u0000',
    '\u001f',
    '\u007f',
    'é',
    '网点',
    '\u2028',
    '😀',
    '\ud800',
    '\udc00',
    '<',
  ];
  const text = () => Array.from({ length: Math.floor(rnd() * 8) }, () => pick(chars)).join('');
  const numbers = [
    0,
    -0,
    1,
    -1,
    1.5,
    12.5,
    0.1 + 0.2,
    1e21,
    5e-7,
    -1e-7,
    2 ** 53,
    Number.MAX_VALUE,
    NaN,
    Infinity,
    -Infinity,
  ];
  const keys = ['id', 'siteName', 'type', '__proto__', 'toJSON', 'constructor', '0', '10', '2', 'a"b', 'é', '网点', ''];
  const leaf = (): unknown =>
    pick([
      () => null,
      () => undefined,
      () => text(),
      () => pick(numbers),
      () => rnd() < 0.5,
      () => new Date(Date.UTC(2026, 0, 1 + Math.floor(rnd() * 300))),
      () => new Date(NaN),
    ])();
  const value = (depth: number): unknown =>
    depth > 0 && rnd() < 0.2
      ? rnd() < 0.5
        ? Array.from({ length: Math.floor(rnd() * 4) }, () => value(depth - 1))
        : record(depth - 1)
      : leaf();
  function record(depth: number): Record<string, unknown> {
    const rec: Record<string, unknown> = {};
    for (let i = Math.floor(rnd() * 12); i > 0; i--) {
      const k = rnd() < 0.6 ? pick(keys) : text();
      Object.defineProperty(rec, k, { value: value(depth), enumerable: true, writable: true, configurable: true });
    }
    return rec;
  }

  it('writes the same text as JSON.stringify of the null-free copy, for 5 000 random records', () => {
    for (let i = 0; i < 5000; i++) {
      const rec = record(2);
      expect(logJson(rec), JSON.stringify(Object.keys(rec))).toBe(reference(rec));
    }
  });

  it('the same text for the values it writes field by field and those it sends the generic way', () => {
    const keyed = { toJSON: (key: string) => `as ${key}` };
    const recs: Record<string, unknown>[] = [
      { a: 1, fn: () => 1, b: 'x' }, // a function: left out, as JSON.stringify does
      { a: 1, sym: Symbol('s'), b: null },
      { a: 1, keyed, b: 2 }, // toJSON called with its field name
      { a: 1, wrapped: Object(5) as unknown, text: Object('t') as unknown, flag: Object(false) as unknown },
      { toJSON: 'a string toJSON field', a: 1 },
      Object.assign(Object.create({ inherited: 1 }) as Record<string, unknown>, { own: 2, gone: null }),
      Object.assign(Object.create(null) as Record<string, unknown>, { a: 'no prototype', b: null }),
    ];
    for (const rec of recs) expect(logJson(rec)).toBe(reference(rec));
    expect(logJson({ a: 1, keyed })).toBe('{"a":1,"keyed":"as keyed"}');
    expect(() => logJson({ big: 1n })).toThrow(TypeError);
  });

  it('leaves out a field every object inherits (Object.prototype changed by some library), as the copy does', () => {
    Object.defineProperty(Object.prototype, 'polluted', {
      value: 1,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    try {
      const rec = { a: 1, b: null, c: 'x' };
      expect(logJson(rec)).toBe('{"a":1,"c":"x"}');
      expect(logJson(rec)).toBe(reference(rec));
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });
});
