import { describe, expect, it } from 'vitest';
import { computeSign, md5Upper, parseQuery, signingObject } from './sign.ts';

describe('sign', () => {
  it('hashes with uppercase MD5', () => {
    expect(md5Upper('')).toBe('D41D8CD98F00B204E9800998ECF8427E');
    expect(md5Upper('abc')).toBe('900150983CD24FB0D6963F7D28E17F72');
  });

  it('merges query and body, stringifies query values, sorts keys and drops _t', () => {
    const obj = signingObject({ pageNo: 1, b: ['x', 'y'], _t: 123, skip: undefined }, { a: 2, nested: { z: 1 } });
    expect(JSON.stringify(obj)).toBe('{"a":2,"b":"x,y","nested":{"z":1},"pageNo":"1"}');
  });

  it('lets the body win over a query parameter of the same name', () => {
    expect(signingObject({ id: 'q' }, { id: 'b' })).toEqual({ id: 'b' });
  });

  it('ignores bodies that are not plain objects', () => {
    expect(signingObject({ a: 1 }, 'raw')).toEqual({ a: '1' });
    expect(signingObject(undefined, [1, 2])).toEqual({});
  });

  it('computes the signature over sorted JSON plus the secret', () => {
    const expected = md5Upper('{"a":"1","b":"2"}secret');
    expect(computeSign({ b: 2, a: 1 }, undefined, 'secret')).toBe(expected);
    expect(computeSign({ a: '1' }, { b: '2' }, 'secret')).toBe(expected);
    expect(computeSign({ a: '1' }, { b: '2' }, 'other')).not.toBe(expected);
  });

  it('parses query strings', () => {
    expect(parseQuery('?a=1&b=x%20y')).toEqual({ a: '1', b: 'x y' });
    expect(parseQuery('')).toEqual({});
  });
});
