import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises lost, refused and locked connections', () => {
    for (const code of ['57P01', '57P03', '08006', '08001', '53300', 'ECONNREFUSED', 'ECONNRESET', 'SQLITE_BUSY'])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(coded('55000', 'database "t_1" is not currently accepting connections'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: coded('ECONNREFUSED') }))).toBe(true);
  });

  it('leaves query and programming errors alone', () => {
    for (const code of ['23505', '42P01', '42601', '55000', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR'])
      expect(isDatabaseUnavailable(coded(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
