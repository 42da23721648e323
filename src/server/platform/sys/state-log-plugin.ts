// The state history (sys_state_log: one row per workflow transition of any entity, read through the
// generic list, queryById and export), declared as the sys module's plugin of the entity
// (engine/crud/extensions.ts) so every read of it does the same:
// - it shows a reader what their lists show, as the data log does (history-reader.ts): the
//   transitions of entities whose list code they hold, of the records their data rules and a
//   module's scope let them see;
// - each row names its record (`recordId_dictText`: an order's number, a driver's name, by the field
//   record-title.ts picks, in English where it has an English companion), none where the reader's
//   field permissions hide that field or the record is gone: the screen shows the id then.
import type { FastifyRequest } from 'fastify';
import type { Registry } from '../../../../runtime/core/registry.ts';
import type { Ctx, CrudDeps } from '../../engine/crud/context.ts';
import { shownText } from '../../engine/crud/english-columns.ts';
import type { EntityPlugin } from '../../engine/crud/extensions.ts';
import { STATE_LOG_ENTITY } from '../../engine/crud/state-log-labels.ts';
import { historyCond, logReader, type HistoryColumns, type LogReader } from './history-reader.ts';
import { recordTitleField } from './record-title.ts';

/** How a state-history row names its record. */
const TRANSITIONED: HistoryColumns = { key: 'entity_name', keyOf: 'entity', id: 'record_id' };
/** Ids per title query (bound parameters). */
const CHUNK = 500;

export function stateLogPlugin(deps: CrudDeps & { registry: Registry }): EntityPlugin {
  // (Not the state history itself: its rows are about other entities, and its own read would ask this scope.)
  const entities = Object.values(deps.registry.entities).filter((e) => e.name !== STATE_LOG_ENTITY);
  const titleFields = new Map(entities.map((e) => [e.name, recordTitleField(deps.registry, e)?.name]));
  // What the request's reader may see, worked out once per request (its scope and its names ask).
  const readers = new WeakMap<FastifyRequest, Promise<LogReader>>();
  const readerOf = (request: FastifyRequest) => {
    let reader = readers.get(request);
    if (!reader) readers.set(request, (reader = logReader(request, deps, entities, entities.length)));
    return reader;
  };

  /** The records' names by id, of one entity, as this request's reader may see them. */
  async function titles(ctx: Ctx, reader: LogReader, entity: string, ids: string[]) {
    const out = new Map<string, unknown>();
    const model = deps.models.get(entity);
    const field = model?.fields.get(titleFields.get(entity) ?? '');
    const hidden = model && reader.tables.get(model.table)?.hidden;
    if (!model || !field || !hidden || hidden.has(field.name)) return out;
    const english = ctx.lang === 'en' ? field.englishColumn : undefined;
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = (await ctx.db
        .selectFrom(model.table)
        .select(['id', shownText(field.column, english).as('title')])
        .where('id', 'in', ids.slice(i, i + CHUNK))
        .execute()) as { id: string; title: unknown }[];
      for (const r of rows) out.set(r.id, r.title);
    }
    return out;
  }

  return {
    module: 'sys',
    entity: STATE_LOG_ENTITY,
    fields: ['entityName', 'recordId'],
    labelled: ['recordId'],
    scope: async (request) => {
      const reader = await readerOf(request);
      return reader.unrestricted ? undefined : historyCond(reader, TRANSITIONED);
    },
    present: async (ctx, records, request) => {
      const byEntity = new Map<string, Set<string>>();
      for (const r of records) {
        if (typeof r.recordId !== 'string' || typeof r.entityName !== 'string') continue;
        let ids = byEntity.get(r.entityName);
        if (!ids) byEntity.set(r.entityName, (ids = new Set()));
        ids.add(r.recordId);
      }
      const reader = await readerOf(request);
      const found = new Map<string, Map<string, unknown>>();
      for (const [entity, ids] of byEntity) found.set(entity, await titles(ctx, reader, entity, [...ids]));
      for (const r of records) {
        if (!('recordId' in r)) continue;
        const title = found.get(String(r.entityName))?.get(String(r.recordId));
        r.recordId_dictText = title === undefined || title === null || title === '' ? null : String(title);
      }
    },
  };
}
