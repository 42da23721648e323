// Password hashing with node:crypto scrypt and a per-user random salt, stored in one column as
// `scrypt$<salt hex>$<hash hex>`; verification is timing-safe.
import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

const KEY_LEN = 64;
const OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: BinaryLike, salt: Buffer): Promise<Buffer> {
  return new Promise((ok, fail) => scrypt(password, salt, KEY_LEN, OPTIONS, (err, key) => (err ? fail(err) : ok(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** A well-formed hash nobody's password matches, to spend the same time on unknown users. */
const DUMMY = `scrypt$${'00'.repeat(16)}$${'00'.repeat(KEY_LEN)}`;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY).split('$');
  const valid = parts.length === 3 && parts[0] === 'scrypt' && /^[0-9a-f]+$/.test(parts[1] + parts[2]);
  const [, saltHex, hashHex] = valid ? parts : DUMMY.split('$');
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await derive(password, Buffer.from(saltHex, 'hex'));
  const same = expected.length === actual.length && timingSafeEqual(expected, actual);
  return same && valid && stored !== undefined && stored !== null;
}

/**
 * A random password for first-start accounts and resets: 20 characters of letters, digits, - and _,
 * drawn again until it holds a letter and a digit so it meets the password policy.
 */
export function randomPassword(): string {
  for (;;) {
    const p = randomBytes(15).toString('base64url');
    if (/[A-Za-z]/.test(p) && /\d/.test(p)) return p;
  }
}
