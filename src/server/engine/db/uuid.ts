// UUIDv7 (RFC 9562): 48-bit Unix ms timestamp, then random bits; ids sort by creation time.
// Within one millisecond a 12-bit counter in rand_a keeps ids from this process increasing.
import { randomFillSync } from 'node:crypto';

let lastMs = -1;
let counter = 0;

// Random bytes drawn 4 kB at a time: one randomBytes call per id cost ~5 µs (an import of 100k rows
// spent half a second there); each byte is still used once.
const POOL = Buffer.alloc(4096);
let poolAt = POOL.length;

function random(n: number): Buffer {
  if (poolAt + n > POOL.length) {
    randomFillSync(POOL);
    poolAt = 0;
  }
  const out = Buffer.from(POOL.subarray(poolAt, poolAt + n));
  poolAt += n;
  return out;
}

export function uuidv7(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = random(2).readUInt16BE(0) & 0x3ff; // leave headroom for increments
  } else {
    counter++;
    if (counter > 0xfff) {
      lastMs++; // borrow the next millisecond rather than repeat or go backwards
      counter = 0;
    }
  }
  const ms = lastMs;
  const b = random(16);
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
