// UUIDv7 (RFC 9562): 48-bit Unix ms timestamp, then random bits; ids sort by creation time.
// Within one millisecond a 12-bit counter in rand_a keeps ids from this process increasing.
import { randomFillSync } from 'node:crypto';

let lastMs = -1;
let counter = 0;
/** The timestamp part of lastMs ('xxxxxxxx-xxxx-'), made once per millisecond. */
let msText = '';

// Random bytes drawn 16 kB at a time: one randomBytes call per id cost ~5 µs (an import of 100k rows
// spent half a second there); each byte is still used once. They are read straight from the pool and
// written through tables of hex digits: no Buffer, hex string or slice per id (an Excel import makes
// two ids per row, its record's and its data-log row's: ~6% of the import's CPU went to them).
const POOL = Buffer.alloc(16384);
let poolAt = POOL.length;
const HEX2 = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
/** '7' (the version) and the 12-bit counter. */
const VERSION_COUNTER = Array.from({ length: 4096 }, (_, i) => `7${i.toString(16).padStart(3, '0')}`);

/** The pool's offset of `n` fresh random bytes. */
function random(n: number): number {
  if (poolAt + n > POOL.length) {
    randomFillSync(POOL);
    poolAt = 0;
  }
  const at = poolAt;
  poolAt += n;
  return at;
}

export function uuidv7(now: number = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    const at = random(2);
    counter = ((POOL[at] << 8) | POOL[at + 1]) & 0x3ff; // leave headroom for increments
    msText = '';
  } else {
    counter++;
    if (counter > 0xfff) {
      lastMs++; // borrow the next millisecond rather than repeat or go backwards
      counter = 0;
      msText = '';
    }
  }
  if (!msText) {
    const h = lastMs.toString(16).padStart(12, '0'); // unix_ts_ms: 48 bits
    msText = `${h.slice(0, 8)}-${h.slice(8)}-`;
  }
  const r = random(8); // rand_b: 62 bits after the variant
  const p = POOL;
  return (
    msText +
    VERSION_COUNTER[counter] +
    '-' +
    HEX2[(p[r] & 0x3f) | 0x80] +
    HEX2[p[r + 1]] +
    '-' +
    HEX2[p[r + 2]] +
    HEX2[p[r + 3]] +
    HEX2[p[r + 4]] +
    HEX2[p[r + 5]] +
    HEX2[p[r + 6]] +
    HEX2[p[r + 7]]
  );
}
