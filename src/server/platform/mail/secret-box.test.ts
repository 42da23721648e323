import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = secretBox('app-secret-one');

  it('round-trips text, with a fresh IV each time', () => {
    const a = box.seal('pässwörd 密码');
    const b = box.seal('pässwörd 密码');
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('pässwörd');
    expect(box.open(a)).toBe('pässwörd 密码');
    expect(box.open(b)).toBe('pässwörd 密码');
    expect(box.development).toBe(false);
  });

  it('refuses a value sealed under another secret, tampered with, or not sealed at all', () => {
    const sealed = box.seal('secret');
    expect(() => secretBox('app-secret-two').open(sealed)).toThrow('cannot be decrypted (was APP_SECRET changed?)');
    const [, iv, tag, data] = sealed.split(':');
    const flipped = Buffer.from(data, 'base64');
    flipped[0] ^= 1;
    expect(() => box.open(`v1:${iv}:${tag}:${flipped.toString('base64')}`)).toThrow('cannot be decrypted');
    expect(() => box.open('plain-password')).toThrow('not an encrypted value');
  });

  it('uses a development key without APP_SECRET', () => {
    const dev = secretBox(undefined);
    expect(dev.development).toBe(true);
    expect(dev.open(dev.seal('x'))).toBe('x');
    expect(() => box.open(dev.seal('x'))).toThrow();
  });
});
