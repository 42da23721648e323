import { describe, expect, it } from 'vitest';
import { hashPassword, randomPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt$salt$hash with a fresh salt and verifies it', async () => {
    const a = await hashPassword('Secret#2026');
    const b = await hashPassword('Secret#2026');
    expect(a).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret#2026', a)).toBe(true);
    expect(await verifyPassword('secret#2026', a)).toBe(false);
  });

  it('refuses missing or malformed hashes', async () => {
    expect(await verifyPassword('x', undefined)).toBe(false);
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('makes random passwords of 16+ characters', () => {
    const p = randomPassword();
    expect(p.length).toBeGreaterThanOrEqual(16);
    expect(p).not.toBe(randomPassword());
  });
});
