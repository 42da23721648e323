// The transport side of the logistics domain (issue 9): fleets, drivers, lines, trips, transport
// applies, whole-vehicle orders, waybills, driver transfers and route changes are declared in
// schemas/logistics; this module adds what the generic engine cannot know (README.md). Register it
// next to registerNotice, before registerCrudRoutes (which reads the hooks).
import type { FastifyInstance } from 'fastify';
import type { CrudDeps } from '../../engine/crud/context.ts';
import type { Extensions } from '../../engine/crud/extensions.ts';
import type { ExtraPermissionCode } from '../../platform/permissions/extra-permissions.ts';
import { APPLY, applyHooks } from './apply-hooks.ts';
import { driverHooks } from './driver-hooks.ts';
import { RESET_PASSWORD_CODE, registerDriverPasswordRoute } from './driver-password.ts';
import { DRIVER, FLEET, fleetHooks } from './fleet-counts.ts';
import { ROUTE_CHANGE, TRIP, routeChangeHooks } from './route-change-hooks.ts';
import { STAMPS, stampHooks } from './stamp-times.ts';
import { TRANSFER, transferHooks } from './transfer-hooks.ts';
import { CODE_FIELDS, ORDER, orderCodeHooks } from './order-codes.ts';
import { WAYBILL, tripWaybillHooks } from './trip-waybills.ts';

export interface TransportDeps extends CrudDeps {
  extensions: Extensions;
}

/** Button codes of the module's own routes, seeded under the 司机 menu and granted to admin. */
export const TRANSPORT_PERMISSION_CODES: ExtraPermissionCode[] = [
  { code: RESET_PASSWORD_CODE, title: { zh: '司机:重置密码', en: 'Driver: reset password' }, parentMenuKey: 'driver' },
];

export function registerTransport(app: FastifyInstance, deps: TransportDeps): void {
  const m = deps.models;
  // A registry without the transport entities (unit setups) gets nothing.
  if (![FLEET, DRIVER, TRIP, APPLY, TRANSFER, ROUTE_CHANGE].every((e) => m.has(e))) return;
  const module = 'transport';
  deps.extensions.add(
    { module, entity: FLEET, ...fleetHooks(m) },
    { module, entity: DRIVER, ...driverHooks(deps) },
    { module, entity: TRANSFER, ...transferHooks(deps) },
    { module, entity: ROUTE_CHANGE, ...routeChangeHooks(deps) },
    { module, entity: APPLY, fields: ['operateBy', 'operateTime'], ...applyHooks() },
  );
  if (m.has(ORDER)) deps.extensions.add({ module, entity: ORDER, fields: CODE_FIELDS, ...orderCodeHooks(m) });
  if (m.has(WAYBILL)) deps.extensions.add({ module, entity: TRIP, ...tripWaybillHooks(m) });
  // Time stamps of workflow steps: after the module's own hooks of the same entity ('transport' < 'transport.stamps').
  for (const entity of Object.keys(STAMPS)) {
    if (m.has(entity))
      deps.extensions.add({
        module: 'transport.stamps',
        entity,
        fields: Object.values(STAMPS[entity]),
        ...stampHooks(entity),
      });
  }
  registerDriverPasswordRoute(app, deps);
}
