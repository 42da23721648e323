// The demo pictures (banners, news cover, reject photos): small gradient PNGs written into the
// upload root under demo/, so the paths the demo rows hold are real files the static route serves.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { insideRoot } from '../platform/files/paths.ts';

type Rgb = [number, number, number];

/** The demo pictures by stored path, each a left-to-right gradient between two colours. */
export const DEMO_IMAGES: Record<string, [Rgb, Rgb]> = {
  'demo/banner-1.png': [
    [22, 119, 255],
    [105, 177, 255],
  ],
  'demo/banner-2.png': [
    [19, 194, 194],
    [135, 232, 222],
  ],
  'demo/banner-3.png': [
    [250, 140, 22],
    [255, 213, 145],
  ],
  'demo/driver-banner-1.png': [
    [82, 196, 26],
    [183, 235, 143],
  ],
  'demo/driver-banner-2.png': [
    [114, 46, 209],
    [211, 173, 247],
  ],
  'demo/driver-banner-3.png': [
    [245, 34, 45],
    [255, 163, 158],
  ],
  'demo/news-cover.png': [
    [47, 84, 235],
    [173, 198, 255],
  ],
  'demo/parcel-reject.png': [
    [140, 140, 140],
    [217, 217, 217],
  ],
};

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of width × height, a horizontal gradient from `a` to `b`. */
export function gradientPng(width: number, height: number, a: Rgb, b: Rgb): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) {
    const f = width > 1 ? x / (width - 1) : 0;
    for (let k = 0; k < 3; k++) row[1 + x * 3 + k] = Math.round(a[k] + (b[k] - a[k]) * f);
  }
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes the demo pictures missing under `root`; returns how many were written. */
export function writeDemoImages(root: string): number {
  let n = 0;
  for (const [path, [a, b]] of Object.entries(DEMO_IMAGES)) {
    const full = insideRoot(root, path);
    if (!full || existsSync(full)) continue;
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, gradientPng(640, 240, a, b));
    n++;
  }
  return n;
}
