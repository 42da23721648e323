// Fuzz of the X-Sign verifier (src/server/engine/plugins/signing.ts) and the client's signer
// (runtime/http/sign.ts): random headers, query strings, bodies and clocks are refused with the 400
// unless the signature is the right one; a right signature on a changed payload is refused; server and
// client compute the same signature.
import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { computeSign as clientSign } from '../../runtime/http/sign.ts';
import {
  computeSign,
  SIGN_MAX_SKEW_MS,
  signingObject,
  verifySignature,
} from '../../src/server/engine/plugins/signing.ts';
import { nastyJson, nastyString, PROTO_KEYS } from './arbitraries.ts';
import { PROPERTY_TIME_MS, resultOr400 } from './helpers.ts';

const SECRET = 'fuzz-secret-Ω';
const NOW = Date.UTC(2026, 10, 26, 4, 0, 0);

/** What verifySignature reads of a request: headers, the URL and the parsed body. */
function request(search: string, body: unknown, headers: Record<string, unknown>): FastifyRequest {
  return { headers, url: `/api/x${search ? `?${search}` : ''}`, body } as unknown as FastifyRequest;
}

const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('pageNo', 'siteName', 'id', 'a', 'b', '_t') },
  { weight: 2, arbitrary: nastyString.filter((k) => k !== '') },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
);
/** Query parameters, ordered pairs (repeats allowed), as a URL query string. */
const query = fc.array(fc.tuple(key, nastyString), { maxLength: 5 });
const searchOf = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();
/** An object body as the server's JSON parser gives it (fast-check's dictionaries have no prototype). */
const objectBody = fc
  .dictionary(key, nastyJson, { maxKeys: 5 })
  .map((o) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>);
/** A parsed JSON body: a plain object (keys may be hostile), or any other JSON value. */
const body = fc.oneof(
  { weight: 3, arbitrary: objectBody },
  { weight: 1, arbitrary: nastyJson },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const stamp = fc.oneof(
  fc.integer({ min: NOW - 2 * SIGN_MAX_SKEW_MS, max: NOW + 2 * SIGN_MAX_SKEW_MS }).map(String),
  nastyString,
  fc.constantFrom(undefined, ['1', '2'], 12, '', ' 1', '1e12', '-1', '9'.repeat(16)),
);

describe('fuzz: X-Sign verification', () => {
  it('random signatures, stamps and payloads: accepted exactly when signed right and on time, else the 400', () => {
    const sign = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 32, maxLength: 32 }),
      nastyString,
      fc.constantFrom(undefined, ['A'.repeat(32)], 42),
    );
    fc.assert(
      fc.property(query, body, sign, stamp, fc.boolean(), (pairs, b, s, ts, useRight) => {
        const search = searchOf(pairs);
        const right = computeSign(search, b, SECRET);
        const x = useRight ? (typeof s === 'string' && s.length % 2 ? right.toLowerCase() : right) : s;
        const r = resultOr400(() =>
          verifySignature(request(search, b, { 'x-sign': x, 'x-timestamp': ts }), SECRET, NOW),
        );
        const onTime =
          typeof ts === 'string' && /^\d{1,15}$/.test(ts) && Math.abs(NOW - Number(ts)) <= SIGN_MAX_SKEW_MS;
        const signedRight = typeof x === 'string' && x.toUpperCase() === right;
        expect(r.ok).toBe(onTime && signedRight);
      }),
      { numRuns: 1000, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
  });

  it('a right signature on a changed payload is refused', () => {
    const change = fc.oneof(
      // a new query parameter (any name but the unsigned _t)
      fc
        .tuple(
          key.filter((k) => k !== '_t'),
          nastyString,
        )
        .map(([k, v]) => ({ kind: 'addQuery' as const, k, v })),
      // a new or changed body entry
      fc
        .tuple(
          key.filter((k) => k !== '_t'),
          nastyJson.filter((v) => v !== undefined),
        )
        .map(([k, v]) => ({
          kind: 'setBody' as const,
          k,
          v,
        })),
    );
    let refused = 0;
    fc.assert(
      fc.property(query, objectBody, change, (pairs, b, c) => {
        const search = searchOf(pairs);
        const headers = { 'x-sign': computeSign(search, b, SECRET), 'x-timestamp': String(NOW) };
        expect(resultOr400(() => verifySignature(request(search, b, headers), SECRET, NOW)).ok).toBe(true);

        let search2 = search;
        let b2: Record<string, unknown> = b;
        let before: unknown;
        if (c.kind === 'addQuery') {
          before = Object.hasOwn(b, c.k) ? b[c.k] : pairs.findLast(([k]) => k === c.k)?.[1];
          if (!Object.hasOwn(b, c.k)) search2 = searchOf([...pairs, [c.k, c.v]]);
          if (before === c.v || Object.hasOwn(b, c.k)) return; // no change to what is signed
        } else {
          before = Object.hasOwn(b, c.k) ? b[c.k] : pairs.findLast(([k]) => k === c.k)?.[1];
          if (JSON.stringify(before) === JSON.stringify(c.v)) return;
          b2 = { ...b };
          Object.defineProperty(b2, c.k, { value: c.v, enumerable: true, writable: true, configurable: true });
        }
        const r = resultOr400(() => verifySignature(request(search2, b2, headers), SECRET, NOW));
        expect(r.ok, `changed payload accepted: ${JSON.stringify(c)}`).toBe(false);
        refused++;
      }),
      { numRuns: 1000, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
    expect(refused).toBeGreaterThan(300);
  });

  it('server and client compute the same signature', () => {
    fc.assert(
      fc.property(query, objectBody, (pairs, b) => {
        const search = searchOf(pairs);
        const parsed: Record<string, string> = {};
        new URLSearchParams(search).forEach((v, k) =>
          Object.defineProperty(parsed, k, { value: v, enumerable: true, writable: true, configurable: true }),
        );
        expect(computeSign(search, b, SECRET)).toBe(clientSign(parsed, b, SECRET));
      }),
      { numRuns: 500, interruptAfterTimeLimit: PROPERTY_TIME_MS },
    );
  });
});

describe('regression found by the fuzz', () => {
  it('a __proto__ query parameter is signed like any other (it used to be dropped from the signed object)', () => {
    const headers = { 'x-sign': computeSign('a=1', undefined, SECRET), 'x-timestamp': String(NOW) };
    expect(resultOr400(() => verifySignature(request('a=1', undefined, headers), SECRET, NOW)).ok).toBe(true);
    const added = resultOr400(() => verifySignature(request('a=1&__proto__=x', undefined, headers), SECRET, NOW));
    expect(added.ok).toBe(false);
    expect(computeSign('__proto__=x', undefined, SECRET)).toBe(clientSign({ ['__proto__']: 'x' }, undefined, SECRET));
  });

  it('reads any raw query string as URLSearchParams does (its fast path included)', () => {
    const raw = fc.string({ unit: fc.constantFrom(...'ab=&_t%+?;#é中\uD800 1'.split('')), maxLength: 24 });
    fc.assert(
      fc.property(raw, (search) => {
        const expected: Record<string, string> = {};
        new URLSearchParams(search).forEach((value, k) => {
          if (k !== '_t') expected[k] = value;
        });
        expect({ ...signingObject(search, undefined) }).toEqual(
          Object.fromEntries(
            Object.keys(expected)
              .sort()
              .map((k) => [k, expected[k]]),
          ),
        );
      }),
      { numRuns: 2000 },
    );
  });
});
