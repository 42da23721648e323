// wl_fleet.driverCount and truckCount are derived, read-only fields: after every driver write (add,
// edit, delete, an action, an approved transfer) the fleets of the tenant are recounted in the
// same transaction. driverCount = the fleet's drivers; truckCount = the distinct non-empty plate
// numbers (licensePlateNumber) among them, i.e. the trucks the fleet's drivers drive. A fleet whose
// counts change is edited through the write pipeline (engine/crud/side-writes.ts): version bumped,
// one sys_data_log row with the old counts, the fleet's plugins and after-commit work.
import type { Ctx } from '../../engine/crud/context.ts';
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { sideEdit, type SideDeps } from '../../engine/crud/side-writes.ts';
import type { Db } from '../../engine/db/database.ts';
import { col, modelOf, type Models } from './columns.ts';

export const FLEET = 'wl_fleet';
export const DRIVER = 'wl_driver';

/** Recount every fleet of the request's tenant; `leaving` are driver ids about to be deleted (not counted). */
export async function recountFleets(trx: Db, ctx: Ctx, deps: SideDeps, leaving: string[] = []): Promise<void> {
  const models = deps.models;
  const fleet = modelOf(models, FLEET);
  const driver = modelOf(models, DRIVER).table;
  const drivers = col(models, FLEET, 'driverCount');
  const trucks = col(models, FLEET, 'truckCount');
  const fleetId = `d.${col(models, DRIVER, 'fleetId')}`;
  const plate = `d.${col(models, DRIVER, 'licensePlateNumber')}`;
  const rows = (await trx
    .selectFrom(`${fleet.table} as f`)
    .select((eb) => {
      const base = () => {
        let q = eb.selectFrom(`${driver} as d`).whereRef(fleetId, '=', 'f.id');
        if (leaving.length) q = q.where('d.id', 'not in', leaving);
        return q;
      };
      return [
        'f.id as id',
        `f.${drivers} as drivers`,
        `f.${trucks} as trucks`,
        base()
          .select((s) => s.fn.countAll().as('n'))
          .as('driverCount'),
        base()
          .where(plate, 'is not', null)
          .where(plate, '<>', '')
          .select((s) => s.fn.count(plate).distinct().as('n'))
          .as('truckCount'),
      ];
    })
    .where('f.tenant_id', '=', ctx.tenantId)
    .execute()) as { id: string; drivers: unknown; trucks: unknown; driverCount: unknown; truckCount: unknown }[];
  for (const r of rows) {
    const counts = { driverCount: Number(r.driverCount), truckCount: Number(r.truckCount) };
    if (r.drivers !== null && Number(r.drivers) === counts.driverCount && Number(r.trucks) === counts.truckCount) {
      continue;
    }
    await sideEdit(trx, ctx, deps, FLEET, String(r.id), counts);
  }
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
