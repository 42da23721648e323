// Live pushes for the bell: when a freight order enters or leaves a counted state (add, edit, delete,
// with or without details, and any other write that reports to the engine's `recorded` hook), every
// connected user of that tenant holding the order list code gets {cmd: 'topic'} and reloads the
// counts (which apply their own data rules). `recorded` runs inside the transaction, so the push
// waits until the request has answered successfully: after the commit, never for a rolled-back
// write. An Excel import of orders (a batch write without that hook) pushes once after it succeeded.
import type { FastifyInstance } from 'fastify';
import { permissionCode, type EntityDef } from '../../../runtime/core/registry.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import { tenantOf } from '../plugins/tenancy.ts';
import type { Realtime } from '../realtime/index.ts';
import { ORDER_STATE_FIELD, WATCHED_STATES } from './order-counts.ts';

/** The text of the topic message (the client reloads on cmd alone). */
export const ORDER_TOPIC_TEXT = '订单待办数量已变化';
/** Requests with a pending push at once (a write outside any request would otherwise stay forever). */
const MAX_PENDING = 10_000;

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
 * The `recorded` hook of wl_order and the onResponse hook that sends what it queued: tenants to push
 * to, by request id.
 */
export function registerOrderPushes(app: FastifyInstance, realtime: Realtime, entity: EntityDef): EntityHooks {
  const permission = permissionCode(entity, 'list');
  const importUrl = `${app.prefix}${entity.api}/importExcel`;
  const pending = new Map<string, Set<number>>();
  const push = (tenantId: number) =>
    void realtime.publish({ tenantId, permission }, { cmd: 'topic', msgTxt: ORDER_TOPIC_TEXT });

  app.addHook('onResponse', (request, reply, done) => {
    const id = String(request.id);
    const tenants = pending.get(id);
    pending.delete(id);
    if (reply.statusCode < 400) {
      for (const tenantId of tenants ?? []) push(tenantId);
      if (request.method === 'POST' && request.routeOptions.url === importUrl) push(tenantOf(request));
    }
    done();
  });

  return {
    recorded(ctx, change) {
      if (!changesCounts(stateOf(change.before), stateOf(change.after))) return;
      let tenants = pending.get(ctx.requestId);
      if (!tenants) {
        if (pending.size >= MAX_PENDING) pending.delete(pending.keys().next().value as string);
        pending.set(ctx.requestId, (tenants = new Set()));
      }
      tenants.add(ctx.tenantId);
    },
  };
}
