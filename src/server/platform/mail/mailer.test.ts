import { describe, expect, it } from 'vitest';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { backoffMs } from './mail-log.ts';
import { checkRecipients, isTransient } from './mailer.ts';

describe('mail failure kinds', () => {
  it('retries 4xx replies and lost connections, not 5xx, refused logins or other errors', () => {
    expect(isTransient({ code: 'EENVELOPE', responseCode: 451, permanent: false })).toBe(true);
    expect(isTransient({ code: 'ECONNECTION' })).toBe(true);
    expect(isTransient({ code: 'ESOCKET' })).toBe(true);
    expect(isTransient({ code: 'ETIMEDOUT' })).toBe(true);
    expect(isTransient({ code: 'EENVELOPE', responseCode: 550, permanent: true })).toBe(false);
    expect(isTransient({ code: 'EAUTH', responseCode: 535, permanent: true })).toBe(false);
    expect(isTransient(new Error('the stored password cannot be decrypted'))).toBe(false);
  });

  it('backs off 2, 8, 32, 128 minutes', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n) / 60_000)).toEqual([2, 8, 32, 128]);
  });
});

describe('recipients', () => {
  it('accepts one or more comma-separated addresses', () => {
    expect(checkRecipients('a@example.test')).toBe('a@example.test');
    expect(checkRecipients(' a@example.test ,b@example.test')).toBe('a@example.test, b@example.test');
  });

  it('refuses anything else with 400', () => {
    for (const bad of ['', 'nobody', 'a@example.test,', 'a@b', 42, undefined, Array(51).fill('a@x.test').join(',')]) {
      expect(() => checkRecipients(bad), String(bad)).toThrow(HttpError);
    }
  });
});
