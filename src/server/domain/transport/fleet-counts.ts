// wl_fleet.driverCount and truckCount are derived, read-only fields: after every driver write (add,
// edit, delete, an action, an approved transfer) the fleets of the tenant are recounted in the
// same transaction. driverCount = the fleet's drivers; truckCount = the distinct non-empty plate
// numbers (licensePlateNumber) among them, i.e. the trucks the fleet's drivers drive.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import type { Db } from '../../engine/db/database.ts';
import { col, modelOf, type Models } from './columns.ts';

export const FLEET = 'wl_fleet';
export const DRIVER = 'wl_driver';

/** Recount every fleet of the tenant; `leaving` are driver ids about to be deleted (not counted). */
export async function recountFleets(trx: Db, models: Models, tenantId: number, leaving: string[] = []): Promise<void> {
  const fleet = modelOf(models, FLEET).table;
  const driver = modelOf(models, DRIVER).table;
  const fleetId = `d.${col(models, DRIVER, 'fleetId')}`;
  const plate = `d.${col(models, DRIVER, 'licensePlateNumber')}`;
  await trx
    .updateTable(fleet)
    .set((eb) => {
      const base = () => {
        let q = eb.selectFrom(`${driver} as d`).whereRef(fleetId, '=', `${fleet}.id`);
        if (leaving.length) q = q.where('d.id', 'not in', leaving);
        return q;
      };
      return {
        [col(models, FLEET, 'driverCount')]: base().select((s) => s.fn.countAll().as('n')),
        [col(models, FLEET, 'truckCount')]: base()
          .where(plate, 'is not', null)
          .where(plate, '<>', '')
          .select((s) => s.fn.count(plate).distinct().as('n')),
      };
    })
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** A new fleet has no drivers yet: its counts start at 0 (read-only fields get no default on add). */
export function fleetHooks(models: Models): EntityHooks {
  return {
    async beforeInsert(_trx, _ctx, row) {
      row[col(models, FLEET, 'driverCount')] = 0;
      row[col(models, FLEET, 'truckCount')] = 0;
    },
  };
}
