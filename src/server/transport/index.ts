// The transport side of the logistics domain (issue 9): fleets, drivers, lines, trips, transport
// applies, whole-vehicle orders, waybills, driver transfers and route changes are declared in
// schemas/logistics; this module adds what the generic engine cannot know (README.md). Register it
// next to registerNotice, before registerCrudRoutes (which reads the hooks).
import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../crud/context.ts';
import { addHooks } from '../crud/hook-chain.ts';
import type { EntityHooks } from '../crud/hooks.ts';
import type { ExtraPermissionCode } from '../sys/extra-permissions.ts';
import { APPLY, applyHooks } from './apply-hooks.ts';
import { driverHooks } from './driver-hooks.ts';
import { RESET_PASSWORD_CODE, registerDriverPasswordRoute } from './driver-password.ts';
import { DRIVER, FLEET, fleetHooks } from './fleet-counts.ts';
import { ROUTE_CHANGE, TRIP, routeChangeHooks } from './route-change-hooks.ts';
import { STAMPS, stampHooks } from './stamp-times.ts';
import { TRANSFER, transferHooks } from './transfer-hooks.ts';

export interface TransportDeps extends CrudDeps {
  hooks: Map<string, EntityHooks>;
}

/** Button codes of the module's own routes, seeded under the 司机 menu and granted to admin. */
export const TRANSPORT_PERMISSION_CODES: ExtraPermissionCode[] = [
  { code: RESET_PASSWORD_CODE, title: { zh: '司机:重置密码', en: 'Driver: reset password' }, parentMenuKey: 'driver' },
];

export function registerTransport(app: FastifyInstance, deps: TransportDeps): void {
  const m = deps.models;
  // A registry without the transport entities (unit setups) gets nothing.
  if (![FLEET, DRIVER, TRIP, APPLY, TRANSFER, ROUTE_CHANGE].every((e) => m.has(e))) return;
  addHooks(deps.hooks, FLEET, fleetHooks(m));
  addHooks(deps.hooks, DRIVER, driverHooks(m));
  addHooks(deps.hooks, TRANSFER, transferHooks(m));
  addHooks(deps.hooks, ROUTE_CHANGE, routeChangeHooks(m));
  addHooks(deps.hooks, APPLY, applyHooks(m));
  for (const entity of Object.keys(STAMPS)) if (m.has(entity)) addHooks(deps.hooks, entity, stampHooks(m, entity));
  registerDriverPasswordRoute(app, deps);
}
