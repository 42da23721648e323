// X-Sign of spec 000 §7: uppercase MD5 over the key-sorted JSON of the merged query and body
// parameters, followed by the secret. Pure functions so the server and tests can recompute it.
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Parameters never signed: the cache-buster changes per call and is not part of the request's meaning. */
export const UNSIGNED_PARAMS = ['_t'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Query values as they travel on the URL: strings; arrays comma-joined; null/undefined dropped. */
export function queryValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String).join(',');
  return String(value);
}

/** Parameters of a query string (`a=1&b=2`, leading `?` optional). */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  new URLSearchParams(search.replace(/^\?/, '')).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/**
 * The object that is signed: query parameters (URL query string, then params, as strings), overlaid by
 * the top-level entries of a plain-object body (kept as JSON values), minus UNSIGNED_PARAMS, keys sorted.
 */
export function signingObject(query: Record<string, unknown> | undefined, body?: unknown): Record<string, unknown> {
  // Null-prototype objects: a `__proto__` parameter is an ordinary (signed) key, not a prototype.
  const merged: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(query ?? {})) {
    const v = queryValue(value);
    if (v !== undefined) merged[key] = v;
  }
  if (isPlainObject(body)) {
    for (const [key, value] of Object.entries(body)) if (value !== undefined) merged[key] = value;
  }
  const sorted: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(merged).sort()) if (!UNSIGNED_PARAMS.includes(key)) sorted[key] = merged[key];
  return sorted;
}

export function md5Upper(textValue: string): string {
  return bytesToHex(md5(utf8ToBytes(textValue))).toUpperCase();
}

/** X-Sign for a request. */
export function computeSign(query: Record<string, unknown> | undefined, body: unknown, secret: string): string {
  return md5Upper(JSON.stringify(signingObject(query, body)) + secret);
}
