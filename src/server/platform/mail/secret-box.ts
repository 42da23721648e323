// Stored secrets (the email accounts' SMTP passwords) encrypted at rest with APP_SECRET (docs/decisions.md#24-configuration-contract):
// AES-256-GCM under a key derived from the secret with scrypt, a random 96-bit IV per value, stored as
// `v1:<iv>:<tag>:<ciphertext>` (base64). Opening a value sealed under another secret fails (the tag
// does not match) instead of yielding garbage.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

const PREFIX = 'v1:';
const SALT = 'lowcode-admin/secret-box/v1';
/** Used only when APP_SECRET is unset, which config.ts refuses with NODE_ENV=production. */
const DEVELOPMENT_SECRET = 'development only: set APP_SECRET';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text; throws when the value was not sealed with this secret. */
  open(sealed: string): string;
  /** Whether the development key is in use (no APP_SECRET). */
  readonly development: boolean;
}

export function secretBox(appSecret: string | undefined): SecretBox {
  // Derived on first use (scrypt costs tens of milliseconds; most starts never touch a stored secret).
  let derived: Buffer | undefined;
  const keyOf = () => (derived ??= scryptSync(appSecret ?? DEVELOPMENT_SECRET, SALT, 32));
  return {
    development: appSecret === undefined,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${data.toString('base64')}`;
    },
    open(sealed) {
      const parts = sealed.startsWith(PREFIX) ? sealed.slice(PREFIX.length).split(':') : [];
      if (parts.length !== 3) throw new Error('the stored password is not an encrypted value');
      const [iv, tag, data] = parts.map((p) => Buffer.from(p, 'base64'));
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(), iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        throw new Error('the stored password cannot be decrypted (was APP_SECRET changed?)');
      }
    },
  };
}
