// The notice bell's server side: freight-order counts and their live pushes, announcements (engine
// hooks, release/revoke, each user's own messages). Register after the sys hooks
// (registerPermissionApis) and before registerCrudRoutes, which reads the hooks.
import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { Extensions } from '../../engine/crud/extensions.ts';
import type { Realtime } from '../realtime/index.ts';
import { ANNOUNCEMENT, announcementHooks, announcementReadable, userCleanupHooks } from './announcement-hooks.ts';
import { registerReleaseRoutes } from './announcement-release.ts';
import { registerMyAnnouncementRoutes } from './my-announcement-routes.ts';
import { ORDER_ENTITY, registerOrderCountRoute } from './order-counts.ts';
import { orderPushes } from './order-pushes.ts';

export interface NoticeDeps extends CrudDeps {
  extensions: Extensions;
  realtime: Realtime;
}

export function registerNotice(app: FastifyInstance, deps: NoticeDeps): void {
  const order = deps.models.get(ORDER_ENTITY);
  if (order) {
    deps.extensions.add({ module: 'notice', entity: ORDER_ENTITY, ...orderPushes(deps.realtime, order.entity) });
    registerOrderCountRoute(app, deps);
  }
  const announcement = deps.models.get(ANNOUNCEMENT);
  if (announcement) {
    deps.extensions.add(
      { module: 'notice', entity: ANNOUNCEMENT, ...announcementHooks(deps), readable: announcementReadable },
      { module: 'notice', entity: 'sys_user', ...userCleanupHooks(deps) },
    );
    registerReleaseRoutes(app, deps, announcement, deps.realtime);
    registerMyAnnouncementRoutes(app, deps);
  }
}
