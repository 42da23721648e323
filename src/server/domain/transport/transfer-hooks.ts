// wl_driver_transfer (docs/decisions.md#11-other-workflows: 0 pending review -> 1 approved | 2 rejected). On add the server fills
// fromFleetId (read-only) with the driver's current fleet; approving moves the driver to toFleetId
// in the action's transaction, as an edit of the driver through the write pipeline
// (engine/crud/side-writes.ts: the driver's version bumped, its sys_data_log row, its plugins, which
// recount the fleets). A driver no longer in the tenant refuses it.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { sideEdit, type SideDeps } from '../../engine/crud/side-writes.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { col, rowInTenant } from './columns.ts';
import { DRIVER } from './fleet-counts.ts';

export const TRANSFER = 'wl_driver_transfer';
const NO_DRIVER = t('调动的司机不存在', 'The driver of this transfer no longer exists');

export function transferHooks(deps: SideDeps): EntityHooks {
  const models = deps.models;
  const driverFleet = col(models, DRIVER, 'fleetId');
  return {
    async beforeInsert(trx, ctx, row) {
      const driver = await rowInTenant(trx, ctx, models, DRIVER, row[col(models, TRANSFER, 'driverId')]);
      row[col(models, TRANSFER, 'fromFleetId')] = driver?.[driverFleet] ?? null;
    },
    async afterTransition(trx, ctx, change) {
      if (change.action !== 'approve') return;
      const driver = await rowInTenant(trx, ctx, models, DRIVER, change.before.driverId);
      if (!driver) throw new HttpError(422, NO_DRIVER);
      await sideEdit(trx, ctx, deps, DRIVER, driver.id as string, { fleetId: change.before.toFleetId });
    },
  };
}
