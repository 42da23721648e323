// Times a transition stamps on its own record when still empty: a trip's start and end, a waybill's
// actual pickup, arrival and return. A time entered beforehand (or sent with the action) is kept.
// The stamp is written and logged with the move itself (the engine's transitionValues point,
// engine/crud/hooks.ts): one update, one data-log row.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { nowText } from '../../engine/db/time.ts';

/** Per entity: action name -> the date-time field it stamps. */
export const STAMPS: Record<string, Record<string, string>> = {
  wl_transport_trip: { depart: 'startTime', complete: 'endTime' },
  wl_waybill: { load: 'actualPickupTime', arrive: 'actualArrivalTime', returned: 'actualReturnTime' },
};

const empty = (v: unknown) => v === null || v === undefined || v === '';

export function stampHooks(entity: string): EntityHooks {
  const byAction = STAMPS[entity];
  return {
    transitionValues(_ctx, change) {
      const field = byAction[change.action];
      if (!field || !empty(change.before[field]) || !empty(change.fields[field])) return {};
      return { [field]: nowText() };
    },
  };
}
