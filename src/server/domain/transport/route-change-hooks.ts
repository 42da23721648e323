// wl_route_change (docs/decisions.md#11-other-workflows: 0 pending -> 1 agreed | 2 rejected). On add the server fills
// fromLineId (read-only) with the trip's current line; agreeing switches the trip to toLineId in the
// action's transaction. A trip that is gone or already completed (state 40) refuses it.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { nowText } from '../../engine/db/time.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { col, modelOf, rowInTenant, type Models } from './columns.ts';

export const ROUTE_CHANGE = 'wl_route_change';
export const TRIP = 'wl_transport_trip';
const TRIP_DONE = 40;
const NO_TRIP = t('变更的趟次不存在', 'The trip of this route change no longer exists');
const DONE = t('趟次已完成，不能变更线路', 'The trip is completed; its line cannot change');

export function routeChangeHooks(models: Models): EntityHooks {
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
      await trx
        .updateTable(modelOf(models, TRIP).table)
        .set({
          [tripLine]: change.before.toLineId,
          version: Number(trip.version) + 1,
          update_by: ctx.user.username,
          update_time: nowText(),
        })
        .where('id', '=', trip.id as string)
        .execute();
    },
  };
}
