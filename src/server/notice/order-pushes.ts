// Live pushes for the bell: when a freight order enters or leaves a counted state (add, edit, delete,
// and any other write that reports to the engine's afterCommit hook), every connected user of that
// tenant holding the order list code gets {cmd: 'topic'} and reloads the counts (which apply their own
// data rules). An Excel import of orders pushes once after it answered successfully.
import type { FastifyInstance } from 'fastify';
import { permissionCode, type EntityDef } from '../../../runtime/core/registry.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import { tenantOf } from '../plugins/tenancy.ts';
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

export function orderPushHooks(realtime: Realtime, entity: EntityDef): EntityHooks {
  const permission = permissionCode(entity, 'list');
  return {
    afterCommit(ctx, change) {
      if (!changesCounts(stateOf(change.before), stateOf(change.after))) return;
      void realtime.publish({ tenantId: ctx.tenantId, permission }, { cmd: 'topic', msgTxt: ORDER_TOPIC_TEXT });
    },
  };
}

/** After a successful import into the order table (a batch write without per-record hooks). */
export function pushAfterOrderImport(app: FastifyInstance, realtime: Realtime, entity: EntityDef): void {
  const url = `${app.prefix}${entity.api}/importExcel`;
  const permission = permissionCode(entity, 'list');
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== url || reply.statusCode !== 200) return;
    void realtime.publish({ tenantId: tenantOf(request), permission }, { cmd: 'topic', msgTxt: ORDER_TOPIC_TEXT });
  });
}
