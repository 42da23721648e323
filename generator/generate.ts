// The generator pipeline: load + validate schemas -> Registry -> emitters -> src/generated/.
import type { Registry } from '../runtime/core/registry.ts';
import { buildRegistry } from './build-registry.ts';
import { loadSchemas } from './load.ts';
import { emitMigrations, recordHistory } from './emit/migrations.ts';
import { renamesOf } from './renames.ts';
import { emitOpenApi } from './emit/openapi.ts';
import { emitI18n, emitPermissions, emitRegistry } from './emit/registry.ts';
import { emitRouteSchemas } from './emit/route-schemas.ts';
import { emitTypesAndClients } from './emit/types-and-clients.ts';
import { preformatted, syncOutput, type OutputFiles, type SyncResult } from './emit/output.ts';
import { formatOutput } from './format-cache.ts';
import { flushCompileCache } from './ts-compile-cache.ts';
import { formatSchemas } from './format-schemas.ts';

const GENERATED_README = `# src/generated

Output of \`npm run gen\` from \`schemas/\`. Never edit by hand: change a schema or the generator and
regenerate; \`npm run gen -- --check\` (part of \`npm test\`) fails when this folder drifts.

- \`registry.ts\`: the Registry the server and the SPA load
- \`types/\`, \`clients/\`: entity types and typed clients over the DataProvider
- \`route-schemas.ts\`: wire schemas the server validates with; \`openapi.json\`
- \`migrations/\`: the snapshot and the migrations the server applies at start
- \`i18n/\`: zh-CN and en bundles; \`permissions.ts\`: the permission seed
`;

export interface GenerateOptions {
  schemasDir: string;
  outDir: string;
  check?: boolean;
  allowDestructive?: boolean;
}

export interface GenerateResult extends SyncResult {
  /** Schema files gen formatted (with check: would format), relative to the schemas folder. */
  schemasFormatted: string[];
  /** The registry registry.ts holds (`npm run dev` builds the running server on it). */
  registry: Registry;
}

export async function generate(opts: GenerateOptions): Promise<GenerateResult> {
  const loaded = loadSchemas(opts.schemasDir);
  const registry = buildRegistry(loaded);
  const schemasFormatted = await formatSchemas(opts.schemasDir, opts.check === true);
  const out: OutputFiles = new Map();
  emitRegistry(registry, out);
  emitI18n(registry, out);
  emitPermissions(registry, out);
  emitRouteSchemas(registry, out);
  emitOpenApi(registry, out);
  await emitTypesAndClients(registry, out);
  flushCompileCache();
  const history = await emitMigrations(
    registry,
    opts.outDir,
    { schemasDir: opts.schemasDir, allowDestructive: opts.allowDestructive === true, renames: renamesOf(loaded) },
    out,
  );
  out.set('README.md', GENERATED_README);
  // Generated files pass the same prettier check as hand-written ones: the data files are printed
  // already formatted (emit/print-literal.ts); the code files go through prettier, and only those
  // whose unformatted text changed since the last run are formatted again (format-cache.ts).
  await formatOutput(out, undefined, preformatted(out));
  recordHistory(out, history);
  return { ...syncOutput(opts.outDir, out, opts.check === true), schemasFormatted, registry };
}
