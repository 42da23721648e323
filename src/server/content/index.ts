// Business content rules (issue 9): one default address per customer, driver message templates in
// use are locked, and the vehicle-track config/locate routes. Register before registerCrudRoutes,
// which reads the hooks (next to registerNotice in app.ts).
import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../crud/context.ts';
import { addHooks } from '../crud/hook-chain.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import { ADDRESS_ENTITY, defaultAddressHooks } from './default-address.ts';
import { TEMPLATE_ENTITY, registerTemplateEditGuard, templateDeleteHooks } from './msg-template.ts';
import { TRACK_ENTITY, registerTrackingRoutes, type TrackingEnv } from './tracking.ts';

export interface ContentDeps extends CrudDeps {
  hooks: Map<string, EntityHooks>;
}

export function registerContent(app: FastifyInstance, deps: ContentDeps, env: TrackingEnv = process.env): void {
  const address = deps.models.get(ADDRESS_ENTITY);
  const addressHooks = address && defaultAddressHooks(address);
  if (addressHooks) addHooks(deps.hooks, ADDRESS_ENTITY, addressHooks);
  const template = deps.models.get(TEMPLATE_ENTITY);
  if (template) {
    const hooks = templateDeleteHooks(template);
    if (hooks) addHooks(deps.hooks, TEMPLATE_ENTITY, hooks);
    registerTemplateEditGuard(app, deps, template);
  }
  const track = deps.models.get(TRACK_ENTITY);
  if (track) registerTrackingRoutes(app, deps, track, env);
}
