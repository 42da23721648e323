// Business content rules (issue 9): one default address per customer, driver message templates in
// use are locked, and the vehicle-track config/locate routes. Register before registerCrudRoutes,
// which reads the hooks (next to registerNotice in app.ts).
import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { Extensions } from '../../engine/crud/extensions.ts';
import { ADDRESS_ENTITY, defaultAddressHooks } from './default-address.ts';
import { TEMPLATE_ENTITY, templatePlugin } from './msg-template.ts';
import { TRACK_ENTITY, registerTrackingRoutes, type TrackingEnv } from './tracking.ts';

export interface ContentDeps extends CrudDeps {
  extensions: Extensions;
}

export function registerContent(app: FastifyInstance, deps: ContentDeps, env: TrackingEnv = process.env): void {
  const address = deps.models.get(ADDRESS_ENTITY);
  const addressHooks = address && defaultAddressHooks(address, deps);
  if (addressHooks) deps.extensions.add({ module: 'content', entity: ADDRESS_ENTITY, ...addressHooks });
  const template = deps.models.get(TEMPLATE_ENTITY);
  if (template) {
    const hooks = templatePlugin(template);
    if (hooks) deps.extensions.add({ module: 'content', entity: TEMPLATE_ENTITY, ...hooks });
  }
  const track = deps.models.get(TRACK_ENTITY);
  if (track) registerTrackingRoutes(app, deps, track, env);
}
