// Live pushes for the bell: when a freight order enters or leaves a counted state (add, edit, delete,
// with or without details, workflow actions, Excel import: every door of the engine's write
// pipeline), every connected user of that tenant holding the order list code gets {cmd: 'topic'}
// and reloads the counts (which apply their own data rules). The push runs in the pipeline's
// after-commit stage: never for a rolled-back write.
import { permissionCode, type EntityDef } from '../../../../runtime/core/registry.ts';
import type { EntityPlugin } from '../../engine/crud/extensions.ts';
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import type { Realtime } from '../realtime/index.ts';
import { ORDER_STATE_FIELD, WATCHED_STATES } from './order-counts.ts';

/** The text of the topic message (the client reloads on cmd alone). */
export const ORDER_TOPIC_TEXT = '订单待办数量已变化';

const stateOf = (row: Record<string, unknown> | null): number | undefined =>
  row && row[ORDER_STATE_FIELD] !== null && row[ORDER_STATE_FIELD] !== undefined
    ? Number(row[ORDER_STATE_FIELD])
    : undefined;

/** Did a write move an order into or out of a counted state? */
export function changesCounts(before: number | undefined, after: number | undefined): boolean {
  if (before === after) return false;
  return (before !== undefined && WATCHED_STATES.has(before)) || (after !== undefined && WATCHED_STATES.has(after));
}

/**
 * The notice module's plugin of wl_order: after a write committed, one push per tenant whose counts
 * it changed.
 */
export function orderPushes(realtime: Realtime, entity: EntityDef): EntityHooks & Pick<EntityPlugin, 'afterCommit'> {
  const permission = permissionCode(entity, 'list');
  return {
    afterCommit(ctx, changes) {
      if (!changes.some((c) => changesCounts(stateOf(c.before), stateOf(c.after)))) return;
      void realtime.publish({ tenantId: ctx.tenantId, permission }, { cmd: 'topic', msgTxt: ORDER_TOPIC_TEXT });
    },
  };
}
