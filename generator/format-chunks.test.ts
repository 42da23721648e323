// Formatting a large generated file member by member gives exactly what prettier gives for the whole
// file, and the cache formats again only what changed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { buildRegistry } from './build-registry.ts';
import { emitOpenApi } from './emit/openapi.ts';
import { emitI18n, emitPermissions, emitRegistry } from './emit/registry.ts';
import { emitRouteSchemas } from './emit/route-schemas.ts';
import { formatChunked } from './format-chunks.ts';
import { formatOutput, parserOf } from './format-cache.ts';
import { loadSchemas } from './load.ts';

const registry = buildRegistry(loadSchemas(resolve(import.meta.dirname, '../schemas')));
// a part of the repository's registry, enough for members to be split (over 16,000 characters)
const some = ['wl_site', 'wl_order', 'wl_transport_trip', 'wl_trip_order', 'wl_fleet', 'sys_user', 'sys_dict'];
const small = { ...registry, entities: Object.fromEntries(some.map((n) => [n, registry.entities[n]!])) };
const dir = mkdtempSync(join(tmpdir(), 'format-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function emitted(): Map<string, string> {
  const out = new Map<string, string>();
  emitRegistry(small, out);
  emitI18n(small, out);
  emitPermissions(small, out);
  emitRouteSchemas(small, out);
  emitOpenApi(small, out);
  return out;
}

describe('formatting generated files in members', () => {
  it('prints every large file exactly as prettier prints it whole', async () => {
    const config = (await resolveConfig(resolve(import.meta.dirname, '../src/generated/registry.ts'))) ?? {};
    const large = [...emitted()].filter(([, content]) => content.length > 16_000);
    expect(large.map(([rel]) => rel)).toEqual(
      expect.arrayContaining(['registry.ts', 'openapi.json', 'route-schemas.ts']),
    );
    for (const [rel, content] of large) {
      const parser = parserOf(rel);
      const fmt = (text: string) => format(text, { ...config, parser });
      expect(await formatChunked(content, parser === 'json', fmt), rel).toBe(await fmt(content));
    }
  }, 120_000);

  it('formats nothing the second time and only the changed entity after a change', async () => {
    const cache = join(dir, 'cache.json');
    const first = emitted();
    expect((await formatOutput(first, cache)).formatted).toBeGreaterThan(20);
    const again = emitted();
    expect(await formatOutput(again, cache)).toEqual({ files: 0, formatted: 0 });
    expect([...again]).toEqual([...first]);
    small.entities.wl_fleet = { ...small.entities.wl_fleet!, title: { zh: '车队', en: 'Fleets' } };
    const changed = emitted();
    const stats = await formatOutput(changed, cache);
    expect(stats.files).toBeGreaterThan(0);
    expect(stats.formatted).toBeLessThan(stats.files * 3);
    expect(changed.get('registry.ts')).toContain("en: 'Fleets'");
  }, 120_000);
});
