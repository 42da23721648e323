// UUIDv7 (RFC 9562): 48-bit Unix ms timestamp, then random bits; ids sort by creation time.
// Within one millisecond a 12-bit counter in rand_a keeps ids from this process increasing.
import { randomBytes } from 'node:crypto';

let lastMs = -1;
let counter = 0;

export function uuidv7(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = randomBytes(2).readUInt16BE(0) & 0x3ff; // leave headroom for increments
  } else {
    counter++;
    if (counter > 0xfff) {
      lastMs++; // borrow the next millisecond rather than repeat or go backwards
      counter = 0;
    }
  }
  const ms = lastMs;
  const b = randomBytes(16);
  b[0] = Math.floor(ms / 2 ** 40) & 0xff;
  b[1] = Math.floor(ms / 2 ** 32) & 0xff;
  b[2] = (ms >>> 24) & 0xff;
  b[3] = (ms >>> 16) & 0xff;
  b[4] = (ms >>> 8) & 0xff;
  b[5] = ms & 0xff;
  b[6] = 0x70 | (counter >>> 8);
  b[7] = counter & 0xff;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
