// Run the real generator on a copy of schemas/ plus fixture files, starting from the committed
// migrations (so it writes an incremental one), and load what it wrote: the unchanged server can then
// be built on it. Used by the tests that prove a new schema works with no code change.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Migration } from '../../../runtime/core/migration.ts';
import type { Registry } from '../../../runtime/core/registry.ts';
import { generate } from '../../../generator/generate.ts';
import type { WireSchemaSet } from '../../../src/server/engine/crud/entity-model.ts';

const root = resolve(import.meta.dirname, '../../..');
const fixtures = resolve(import.meta.dirname, '../fixtures');

export interface GeneratedFixture {
  /** Temp folder holding schemas/ and generated/. */
  dir: string;
  registry: Registry;
  routeSchemas: Record<string, WireSchemaSet>;
  migrations: Migration[];
  remove(): void;
}

/** `files` maps a file of tests/integration/fixtures to its place under the copied schemas/. */
export async function generateWithFixtures(files: Record<string, string>): Promise<GeneratedFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'gen-fixture-'));
  const schemas = join(dir, 'schemas');
  const out = join(dir, 'generated');
  cpSync(join(root, 'schemas'), schemas, { recursive: true });
  for (const [from, to] of Object.entries(files)) cpSync(join(fixtures, from), join(schemas, to));
  cpSync(join(root, 'src/generated/migrations'), join(out, 'migrations'), { recursive: true });
  await generate({ schemasDir: schemas, outDir: out });
  const load = (rel: string) => import(pathToFileURL(join(out, rel)).href);
  return {
    dir,
    registry: (await load('registry.ts')).registry,
    routeSchemas: (await load('route-schemas.ts')).routeSchemas,
    migrations: (await load('migrations/index.ts')).migrations,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
