// Draws a captcha code as an SVG data URL without a font or a package: each character comes from a
// 5x7 bitmap font and is drawn as slightly jittered, slightly rotated squares, over light noise curves
// and dots (enough to defeat reading the SVG, little enough that people read it the first time). The SVG holds
// no text, so reading the code takes recognising the picture.
import { randomInt } from 'node:crypto';

/**
 * Characters no one confuses in this font: no 0/O/D/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B, M/N/W, U/V (16
 * characters: 65,536 codes of 4, each tried at most once, with sign-in rate limits and lock-outs).
 */
export const CAPTCHA_ALPHABET = '3479ACEFHJKPRTXY';

// Each glyph: 7 rows, 5 bits per row (bit 4 = leftmost column).
const FONT: Record<string, number[]> = {
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
  A: [0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  B: [0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e],
  C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e],
  D: [0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c],
  E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10],
  G: [0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f],
  H: [0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  J: [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c],
  K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
  M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11],
  N: [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  Q: [0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e],
  T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  U: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  V: [0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04],
  W: [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a],
  X: [0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11],
  Y: [0x11, 0x11, 0x0a, 0x04, 0x04, 0x04, 0x04],
  Z: [0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f],
};

const WIDTH = 105;
const HEIGHT = 35;

const rnd = (min: number, max: number) => min + randomInt(0, 10_000) * ((max - min) / 10_000);
const color = (lo: number, hi: number) => `rgb(${randomInt(lo, hi)},${randomInt(lo, hi)},${randomInt(lo, hi)})`;
const f1 = (n: number) => n.toFixed(1);

export function randomCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return code;
}

function glyph(ch: string, x: number): string {
  const rows = FONT[ch];
  if (!rows) throw new Error(`no glyph for ${ch}`);
  const cell = rnd(3.3, 3.6);
  const y = rnd(3, HEIGHT - 7 * cell - 3);
  const cx = x + 2.5 * cell;
  const cy = y + 3.5 * cell;
  const parts: string[] = [];
  rows.forEach((bits, r) => {
    for (let c = 0; c < 5; c++) {
      if (!(bits & (0x10 >> c))) continue;
      const px = x + c * cell + rnd(-0.2, 0.2);
      const py = y + r * cell + rnd(-0.2, 0.2);
      parts.push(`<rect x="${f1(px)}" y="${f1(py)}" width="${f1(cell + 0.3)}" height="${f1(cell + 0.3)}"/>`);
    }
  });
  return `<g fill="${color(10, 90)}" transform="rotate(${f1(rnd(-8, 8))} ${f1(cx)} ${f1(cy)})">${parts.join('')}</g>`;
}

function noise(): string {
  const out: string[] = [];
  for (let i = 0; i < 2; i++) {
    const p = () => `${f1(rnd(0, WIDTH))} ${f1(rnd(0, HEIGHT))}`;
    out.push(`<path d="M${p()} C${p()} ${p()} ${p()}" stroke="${color(150, 210)}" stroke-width="0.8" fill="none"/>`);
  }
  for (let i = 0; i < 15; i++) {
    out.push(
      `<circle cx="${f1(rnd(0, WIDTH))}" cy="${f1(rnd(0, HEIGHT))}" r="${f1(rnd(0.3, 0.8))}" fill="${color(150, 220)}"/>`,
    );
  }
  return out.join('');
}

/** The code drawn as `data:image/svg+xml;base64,...`. */
export function captchaDataUrl(code: string): string {
  const step = (WIDTH - 10) / code.length;
  const glyphs = [...code.toUpperCase()].map((ch, i) => glyph(ch, 5 + i * step + rnd(0, step - 20))).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${color(225, 255)}"/>${noise()}${glyphs}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
