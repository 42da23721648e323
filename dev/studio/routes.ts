// The studio's API, registered only by the development server (dev/README.md) inside the API scope,
// so it has the session, signing and permission hooks of every route; each route needs the seeded
// `dev:studio` code (seed.ts). Under the API base:
//   GET  /dev/studio/schemas            entities, dictionaries and entity folders on disk, and the
//                                       catalogue the forms offer (formats with their types, widgets)
//   GET  /dev/studio/file?path=<rel>    one schema file's JSON (entity, dictionary or menus.json)
//   POST /dev/studio/check  {files}     the generator's refusals, the migration plan, rename offers,
//                                       the formatted texts and the preview registry entries
//   POST /dev/studio/save   {files, confirmDestructive?}  writes under schemas/ (never src/generated/)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../src/server/engine/plugins/errors.ts';
import { HttpError } from '../../src/server/engine/plugins/http-error.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatTypes } from '../../generator/check-fields.ts';
import { WIDGET_OPTIONS } from '../../runtime/core/widget-catalog.ts';
import { checkDraft, type Draft } from './check-draft.ts';
import type { SaveResult } from '../../runtime/core/studio-wire.ts';
import { saveDraft } from './save-draft.ts';
import { listSchemas, readSchemaFile, StudioError } from './schema-files.ts';

export const STUDIO_PERMISSION = 'dev:studio';

export interface StudioOptions {
  schemasDir: string;
  generatedDir: string;
  /** After files were written: the dev loop regenerates (with --allow-destructive for `allowDestructive`). */
  onSaved?: (result: SaveResult) => void | Promise<void>;
}

async function answer<T>(run: () => T | Promise<T>) {
  try {
    return ok(await run());
  } catch (err) {
    if (err instanceof StudioError) throw new HttpError(err.status, err.text, err.detail);
    throw err;
  }
}

const draftOf = (request: FastifyRequest): Draft => {
  const body = request.body as { files?: unknown } | null;
  return { files: (body?.files ?? {}) as Record<string, unknown> };
};

/** The formats of the meta-schema with the types each fits (generator/check-fields.ts), and the widgets. */
function catalogue(schemasDir: string) {
  const meta = JSON.parse(readFileSync(join(schemasDir, '_meta/entity.schema.json'), 'utf8'));
  const formats: string[] = meta.definitions.field.properties.format.enum;
  return {
    formats: Object.fromEntries(formats.map((f) => [f, formatTypes(f)])),
    widgets: WIDGET_OPTIONS,
  };
}

export function registerStudioRoutes(api: FastifyInstance, opts: StudioOptions): void {
  const config = { permission: STUDIO_PERMISSION };
  api.get('/dev/studio/schemas', { config }, () =>
    answer(() => ({ ...listSchemas(opts.schemasDir), catalogue: catalogue(opts.schemasDir) })),
  );
  api.get('/dev/studio/file', { config }, (request) =>
    answer(() => readSchemaFile(opts.schemasDir, String((request.query as { path?: unknown }).path ?? ''))),
  );
  api.post('/dev/studio/check', { config }, (request) =>
    answer(() => checkDraft(opts.schemasDir, opts.generatedDir, draftOf(request))),
  );
  api.post('/dev/studio/save', { config: { ...config, audit: true } }, (request) =>
    answer(async () => {
      const confirm = (request.body as { confirmDestructive?: unknown } | null)?.confirmDestructive === true;
      const result = await saveDraft(opts.schemasDir, opts.generatedDir, draftOf(request), {
        confirmDestructive: confirm,
      });
      if (result.written.length) await opts.onSaved?.(result);
      return result;
    }),
  );
}
