// The state history (sys_state_log: one row per workflow transition of any entity, read through the
// generic list, queryById and export) shows a reader what their lists show, as the data log does
// (history-reader.ts): the transitions of entities whose list code they hold, of the records their
// data rules and a module's scope let them see. Declared as the sys module's plugin scope of the
// entity (engine/crud/extensions.ts), so every read of it applies the same condition.
import type { Registry } from '../../../../runtime/core/registry.ts';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { EntityPlugin } from '../../engine/crud/extensions.ts';
import { STATE_LOG_ENTITY } from '../../engine/crud/state-log-labels.ts';
import { historyCond, logReader, type HistoryColumns } from './history-reader.ts';

/** How a state-history row names its record. */
const TRANSITIONED: HistoryColumns = { key: 'entity_name', keyOf: 'entity', id: 'record_id' };

export function stateLogPlugin(deps: CrudDeps & { registry: Registry }): EntityPlugin {
  // (Not the state history itself: its rows are about other entities, and its own read would ask this scope.)
  const entities = Object.values(deps.registry.entities).filter((e) => e.name !== STATE_LOG_ENTITY);
  return {
    module: 'sys',
    entity: STATE_LOG_ENTITY,
    fields: ['entityName', 'recordId'],
    scope: async (request) => {
      const reader = await logReader(request, deps, entities, entities.length);
      return reader.unrestricted ? undefined : historyCond(reader, TRANSITIONED);
    },
  };
}
