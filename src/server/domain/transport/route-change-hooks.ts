// wl_route_change (docs/decisions.md#11-other-workflows: 0 pending -> 1 agreed | 2 rejected). On add the server fills
// fromLineId (read-only) with the trip's current line; agreeing switches the trip to toLineId in the
// action's transaction, as an edit of the trip through the write pipeline (engine/crud/side-writes.ts:
// version bumped, its sys_data_log row, its plugins). A trip that is gone or already completed (state 40) refuses it.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { sideEdit, type SideDeps } from '../../engine/crud/side-writes.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { col, rowInTenant } from './columns.ts';

export const ROUTE_CHANGE = 'wl_route_change';
export const TRIP = 'wl_transport_trip';
const TRIP_DONE = 40;
const NO_TRIP = t('变更的趟次不存在', 'The trip of this route change no longer exists');
const DONE = t('趟次已完成，不能变更线路', 'The trip is completed; its line cannot change');

export function routeChangeHooks(deps: SideDeps): EntityHooks {
  const models = deps.models;
  const tripLine = col(models, TRIP, 'lineId');
  const tripState = col(models, TRIP, 'state');
  return {
    async beforeInsert(trx, ctx, row) {
      const trip = await rowInTenant(trx, ctx, models, TRIP, row[col(models, ROUTE_CHANGE, 'tripId')]);
      row[col(models, ROUTE_CHANGE, 'fromLineId')] = trip?.[tripLine] ?? null;
    },
    async afterTransition(trx, ctx, change) {
      if (change.action !== 'agree') return;
      const trip = await rowInTenant(trx, ctx, models, TRIP, change.before.tripId);
      if (!trip) throw new HttpError(422, NO_TRIP);
      if (Number(trip[tripState]) === TRIP_DONE) throw new HttpError(422, DONE);
      await sideEdit(trx, ctx, deps, TRIP, trip.id as string, { lineId: change.before.toLineId });
    },
  };
}
