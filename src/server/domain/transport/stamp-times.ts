// Times a transition stamps on its own record when still empty, in the action's transaction: a trip's
// start and end, a waybill's actual pickup, arrival and return. A time entered beforehand is kept.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { nowText } from '../../engine/db/time.ts';
import { col, modelOf, type Models } from './columns.ts';

/** Per entity: action name -> the date-time field it stamps. */
export const STAMPS: Record<string, Record<string, string>> = {
  wl_transport_trip: { depart: 'startTime', complete: 'endTime' },
  wl_waybill: { load: 'actualPickupTime', arrive: 'actualArrivalTime', returned: 'actualReturnTime' },
};

export function stampHooks(models: Models, entity: string): EntityHooks {
  const byAction = STAMPS[entity];
  return {
    async afterTransition(trx, _ctx, change) {
      const field = byAction[change.action];
      if (!field) return;
      const column = col(models, entity, field);
      await trx
        .updateTable(modelOf(models, entity).table)
        .set({ [column]: nowText() })
        .where('id', '=', change.id)
        .where(column, 'is', null)
        .execute();
    },
  };
}
