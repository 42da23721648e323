// json-schema-to-typescript's compile, remembered: the same schema, name and options give the same
// TypeScript, so a run answers from node_modules/.cache/lowcode-gen/types.json and imports the
// library (about 1.5 s of CPU: it loads prettier, lodash and a ref parser) only for a schema it has not
// seen. The cache is keyed by a hash of the library's version and the call's arguments;
// flushCompileCache() (generate.ts, after the types) writes it, the run's entries first.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { JSONSchema, Options } from 'json-schema-to-typescript';

const ROOT = join(import.meta.dirname, '..');
export const COMPILE_CACHE_FILE = join(ROOT, 'node_modules/.cache/lowcode-gen/types.json');

let cache: Map<string, string> | undefined;
const used = new Map<string, string>();
let missed = false;
let version: string | undefined;

function libraryVersion(): string {
  if (version === undefined) {
    try {
      const pkg = readFileSync(join(ROOT, 'node_modules/json-schema-to-typescript/package.json'), 'utf8');
      version = (JSON.parse(pkg) as { version: string }).version;
    } catch {
      version = '?';
    }
  }
  return version;
}

function loaded(): Map<string, string> {
  if (!cache) {
    try {
      cache = new Map(Object.entries(JSON.parse(readFileSync(COMPILE_CACHE_FILE, 'utf8')) as Record<string, string>));
    } catch {
      cache = new Map();
    }
  }
  return cache;
}

/** json-schema-to-typescript's compile(schema, name, options), answered from the cache when it can. */
export async function compile(schema: JSONSchema, name: string, options: Partial<Options> = {}): Promise<string> {
  const key = createHash('sha256')
    .update(JSON.stringify([libraryVersion(), schema, name, options]))
    .digest('hex');
  const hit = loaded().get(key) ?? used.get(key);
  if (hit !== undefined) {
    used.set(key, hit);
    return hit;
  }
  const lib = await import('json-schema-to-typescript');
  const ts = await lib.compile(schema, name, options);
  used.set(key, ts);
  missed = true;
  return ts;
}

/** Writes the cache when this run compiled something: its entries first, then earlier ones up to a budget. */
export function flushCompileCache(): void {
  if (!cache || !missed) return;
  const keep = new Map(used);
  for (const [key, value] of cache) if (!keep.has(key) && keep.size < 4 * used.size) keep.set(key, value);
  try {
    mkdirSync(dirname(COMPILE_CACHE_FILE), { recursive: true });
    const tmp = `${COMPILE_CACHE_FILE}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(Object.fromEntries(keep)));
    renameSync(tmp, COMPILE_CACHE_FILE);
  } catch {
    // a read-only node_modules only costs the next run its speed
  }
  cache = keep;
  used.clear();
  missed = false;
}
