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
