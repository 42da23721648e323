import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaDataUrl, randomCode } from './captcha-image.ts';

const svgOf = (url: string) => Buffer.from(url.slice('data:image/svg+xml;base64,'.length), 'base64').toString();

describe('captcha image', () => {
  it('draws every character of the alphabet, as shapes rather than text', () => {
    for (const ch of CAPTCHA_ALPHABET) {
      const svg = svgOf(captchaDataUrl(`${ch}${ch}${ch}${ch}`));
      expect(svg).toMatch(/^<svg [^>]*width="105" height="35"/);
      expect(svg).not.toMatch(/<text|font/);
      expect((svg.match(/<rect x=/g) ?? []).length).toBeGreaterThan(4 * 8);
    }
  });

  it('makes 4-character codes from the unambiguous alphabet, and a different picture each time', () => {
    const code = randomCode();
    expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    // no look-alikes: 0/O/D/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B, M/N/W, U/V
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL25SZ68BGDQMNWUV]/);
    expect(captchaDataUrl('ABCD')).not.toBe(captchaDataUrl('ABCD'));
  });
});
