// Realtime for the API scope: the bus (bus.ts) with the permission service as its audience gate and the
// websocket route. What other modules share across instances over `realtime.signals` is wired by the
// app (share-signals.ts). Register the @fastify/websocket plugin on the root app first (app.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Dialect } from '../../engine/db/database.ts';
import type { Permissions } from '../permissions/service.ts';
import type { ResolveSession } from '../../engine/plugins/auth.ts';
import { createRealtime, type Realtime } from './bus.ts';
import type { Gate } from './hub.ts';
import { registerSocketRoute } from './socket-route.ts';

export type { Realtime } from './bus.ts';
export type { Audience, LiveMessage } from './types.ts';

export interface RealtimeDeps {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL URL for the LISTEN connection (on PostgreSQL only). */
  pgUrl?: string;
  permissions: Pick<Permissions, 'userAccess' | 'authorize'>;
  resolveSession: ResolveSession;
}

/**
 * Tenant membership and permission codes of a connected user, from the permission service (cached
 * there per user for a few seconds). The service reads only `request.user` of the request it is
 * given, so a plain object stands for a request of that user.
 */
export function permissionGate(permissions: RealtimeDeps['permissions']): Gate {
  const asUser = (id: string) => ({ user: { id, username: '', realname: null } }) as unknown as FastifyRequest;
  return async (userId, tenantId, permission) => {
    if (!(await permissions.userAccess(asUser(userId))).tenants.has(tenantId)) return false;
    return permission ? permissions.authorize(asUser(userId), permission) : true;
  };
}

export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<Realtime> {
  const realtime = await createRealtime({
    gate: permissionGate(deps.permissions),
    db: deps.db,
    dialect: deps.dialect,
    ...(deps.pgUrl ? { pgUrl: deps.pgUrl } : {}),
    log: app.log,
  });
  app.addHook('onClose', async () => realtime.close());
  registerSocketRoute(app, realtime.hub, deps.resolveSession);
  return realtime;
}
