// Prettier over the generator's output, remembered: a file is formatted only when its unformatted
// text (or prettier's version, or the repository's prettier config) changed since a run that
// formatted it. The cache is one JSON file in node_modules/.cache/lowcode-gen/ (never committed),
// keyed by a hash of all three and holding the formatted text (or a mark: the same as the input); it
// keeps the entries of the latest runs up to a size budget, so it does not grow. Prettier itself is
// imported only when something is not cached: a run with nothing changed costs a hash per file. The
// large data files (registry.ts, openapi.json ...) skip it: emit/print-literal.ts prints them formatted.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatChunked } from './format-chunks.ts';

const ROOT = join(import.meta.dirname, '..');
/** The file whose prettier config applies to the output, wherever it goes (tests generate into temp dirs). */
const CONFIG_FOR = join(ROOT, 'src/generated/registry.ts');
export const FORMAT_CACHE_FILE = join(ROOT, 'node_modules/.cache/lowcode-gen/format.json');

/**
 * Characters of formatted text the cache keeps: the code files (types, clients, migrations) a few
 * times over; the large data files are printed already formatted and never pass through it.
 */
const CACHE_BUDGET = 3_000_000;

export type Parser = 'typescript' | 'json' | 'markdown';

export function parserOf(rel: string): Parser {
  return rel.endsWith('.json') ? 'json' : rel.endsWith('.md') ? 'markdown' : 'typescript';
}

const pack = (formatted: string, input: string) => (formatted === input ? SAME : formatted);
const unpack = (stored: string | undefined, input: string) => (stored === SAME ? input : stored);

const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : '');

/** What the formatted text depends on besides the input: prettier's version and the config files. */
function environment(): string {
  const version = (JSON.parse(read(join(ROOT, 'node_modules/prettier/package.json')) || '{}') as { version?: string })
    .version;
  const configs = ['.prettierrc', '.prettierrc.json', '.editorconfig', 'package.json'].map((f) =>
    f === 'package.json'
      ? JSON.stringify(JSON.parse(read(join(ROOT, f)) || '{}').prettier ?? null)
      : read(join(ROOT, f)),
  );
  return JSON.stringify([version, configs]);
}

interface CacheFile {
  /** hash of (environment, parser, unformatted text) -> formatted text */
  entries: Record<string, string>;
  /** whole-file hash -> the hashes of the members it was formatted from (kept while the file is) */
  parts: Record<string, string[]>;
}

/** Caches read (or written) by this process: gen formats the schema files, then its output. */
const loadedCaches = new Map<string, CacheFile>();

function loadCache(file: string): CacheFile {
  const known = loadedCaches.get(file);
  if (known) return known;
  let data: CacheFile = { entries: {}, parts: {} };
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    if (read.entries && read.parts) data = read;
  } catch {
    // absent or unreadable: format everything once
  }
  loadedCaches.set(file, data);
  return data;
}

export interface FormatStats {
  /** Output files not in the cache. */
  files: number;
  /** Texts prettier formatted (whole files and members of large ones). */
  formatted: number;
}

/** Stored in place of a formatted text equal to its input (most schema files): keeps the cache small. */
const SAME = '\0';

/** Formats every entry of `files` in place (path -> content) but those in `skip`, through the cache. */
export async function formatOutput(
  files: Map<string, string>,
  cacheFile: string = FORMAT_CACHE_FILE,
  skip: ReadonlySet<string> = new Set(),
): Promise<FormatStats> {
  const env = environment();
  const stored = loadCache(cacheFile);
  const cache = new Map(Object.entries(stored.entries));
  const used = new Map<string, string>();
  const parts: Record<string, string[]> = {};
  let collecting: string[] | undefined;
  let prettier: Promise<(text: string, parser: Parser) => Promise<string>> | undefined;
  const load = async () => {
    const { format, resolveConfig } = await import('prettier');
    const config = (await resolveConfig(CONFIG_FOR)) ?? {};
    return (text: string, parser: Parser) => format(text, { ...config, parser });
  };
  let formatted = 0;
  const keyOf = (text: string, parser: Parser) =>
    createHash('sha256').update(env).update('\0').update(parser).update('\0').update(text).digest('hex');
  /** One text through the cache; prettier (imported on the first miss) only when it is not there. */
  const cached = async (text: string, parser: Parser): Promise<string> => {
    const key = keyOf(text, parser);
    let out = unpack(cache.get(key) ?? used.get(key), text);
    if (out === undefined) {
      out = await (await (prettier ??= load()))(text, parser);
      formatted++;
    }
    used.set(key, pack(out, text));
    collecting?.push(key);
    return out;
  };
  let misses = 0;
  for (const [rel, content] of files) {
    if (skip.has(rel)) continue;
    const parser = parserOf(rel);
    const key = keyOf(content, parser);
    let out = unpack(cache.get(key), content);
    if (out === undefined) {
      misses++;
      // A large file is formatted member by member, so one changed entity formats only its own part.
      collecting = [];
      out =
        parser === 'markdown'
          ? await cached(content, parser)
          : await formatChunked(content, parser === 'json', (text) => cached(text, parser));
      if (collecting.length > 1) parts[key] = collecting;
      collecting = undefined;
    } else if (stored.parts[key]) {
      // keep the members of an unchanged large file for the day one of them changes
      parts[key] = stored.parts[key];
      for (const part of parts[key]) if (cache.has(part)) used.set(part, cache.get(part)!);
    }
    used.set(key, pack(out, content));
    files.set(rel, out);
  }
  if (formatted) {
    // Entries of this run first, then earlier ones (other schema folders, e.g. the generator's
    // tests) while the file stays under the budget: the most recently used survive.
    let size = [...used.values()].reduce((n, v) => n + v.length, 0);
    for (const [key, value] of cache) {
      if (used.has(key)) continue;
      if ((size += value.length) > CACHE_BUDGET) break;
      used.set(key, value);
    }
    for (const [key, list] of Object.entries(stored.parts)) if (!parts[key] && used.has(key)) parts[key] = list;
    try {
      mkdirSync(dirname(cacheFile), { recursive: true });
      const tmp = `${cacheFile}.${process.pid}.tmp`;
      const data: CacheFile = { entries: Object.fromEntries(used), parts };
      loadedCaches.set(cacheFile, data);
      writeFileSync(tmp, JSON.stringify(data));
      renameSync(tmp, cacheFile); // atomic: a concurrent run reads the old or the new cache, never half
    } catch {
      // a read-only node_modules only costs the next run its speed
    }
  }
  return { files: misses, formatted };
}
