// Which records hold which uploads (`sys_upload_ref`), kept by the write pipeline: the files module
// declares one plugin per entity with file fields (formats image, images, file, files, richtext), so
// every door that writes a record (form, API, import, detail write) records the stored paths its file
// fields name, and a delete drops them. The static route serves an upload to its uploader and to the
// readers of the records holding it (`heldByReadableRecord`), nobody else.
import type { FastifyRequest } from 'fastify';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import type { EntityPlugin } from '../../engine/crud/extensions.ts';
import { mayRead } from '../../engine/crud/read-access.ts';
import type { Db } from '../../engine/db/database.ts';

const FILE_FORMATS = new Set(['image', 'images', 'file', 'files', 'richtext']);
const REFS = 'sys_upload_ref';
/** At most this many records are asked whether the reader may see them, per served file. */
const MAX_HOLDERS = 50;

/**
 * The stored paths a value names (paths.ts: `<biz>/<yyyy>/<MM>/<dd>/<32 hex>.<ext>`, biz 1-3
 * segments): a path alone, a comma-separated list, or rich text whose images point at the static route.
 */
const STORED_PATH =
  /(?:^|[^A-Za-z0-9_/-]|\/static\/)((?:[A-Za-z0-9_-]+\/){1,3}\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[A-Za-z0-9]+)/g;

export function storedPathsIn(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...new Set([...value.matchAll(STORED_PATH)].map((m) => m[1]))];
}

export function fileFields(model: EntityModel) {
  return [...model.fields.values()].filter((f) => FILE_FORMATS.has(f.def.format ?? ''));
}

/** The files module's plugin of every entity that has file fields. */
export function uploadRefPlugins(models: Map<string, EntityModel>): EntityPlugin[] {
  const out: EntityPlugin[] = [];
  for (const model of models.values()) {
    const fields = fileFields(model);
    if (!fields.length) continue;
    const entity = model.entity.name;
    out.push({
      module: 'files',
      entity,
      fields: fields.map((f) => f.name),
      async afterWrite(trx, _ctx, id, _extras, _op, values) {
        const sent = fields.filter((f) => f.name in values).map((f) => f.name);
        if (!sent.length) return;
        await trx
          .deleteFrom(REFS)
          .where('entity', '=', entity)
          .where('record_id', '=', id)
          .where('field', 'in', sent)
          .execute();
        const named = sent.flatMap((field) => storedPathsIn(values[field]).map((path) => ({ path, field })));
        if (!named.length) return;
        const known = await uploadsAmong(trx, [...new Set(named.map((n) => n.path))]);
        const rows = named.filter((n) => known.has(n.path)).map((n) => ({ ...n, entity, record_id: id }));
        if (rows.length) await trx.insertInto(REFS).values(rows).execute();
      },
      async beforeDelete(trx, _ctx, ids) {
        for (let i = 0; i < ids.length; i += 500) {
          await trx
            .deleteFrom(REFS)
            .where('entity', '=', entity)
            .where('record_id', 'in', ids.slice(i, i + 500))
            .execute();
        }
      },
    });
  }
  return out;
}

/** The paths among `paths` that are recorded uploads (others are the server's own files or foreign text). */
async function uploadsAmong(db: Db, paths: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('sys_upload').select('path').where('path', 'in', paths).execute();
  return new Set(rows.map((r) => String(r.path)));
}

/** Does a record the request may read (read-access.ts) hold this stored path? */
export async function heldByReadableRecord(request: FastifyRequest, deps: CrudDeps, path: string): Promise<boolean> {
  const holders = await deps.db
    .selectFrom(REFS)
    .select(['entity', 'record_id'])
    .distinct()
    .where('path', '=', path)
    .limit(MAX_HOLDERS)
    .execute();
  for (const h of holders) {
    const model = deps.models.get(String(h.entity));
    if (model && (await mayRead(request, deps, model, String(h.record_id)))) return true;
  }
  return false;
}
