// wl_driver_transfer (docs/decisions.md#11-other-workflows: 0 pending review -> 1 approved | 2 rejected). On add the server fills
// fromFleetId (read-only) with the driver's current fleet; approving moves the driver to toFleetId
// in the action's transaction and recounts the fleets. A driver no longer in the tenant refuses it.
import type { EntityHooks } from '../../engine/crud/hooks.ts';
import { nowText } from '../../engine/db/time.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { col, modelOf, rowInTenant, type Models } from './columns.ts';
import { DRIVER, recountFleets } from './fleet-counts.ts';

export const TRANSFER = 'wl_driver_transfer';
const NO_DRIVER = t('调动的司机不存在', 'The driver of this transfer no longer exists');

export function transferHooks(models: Models): EntityHooks {
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
      await trx
        .updateTable(modelOf(models, DRIVER).table)
        .set({
          [driverFleet]: change.before.toFleetId,
          version: Number(driver.version) + 1,
          update_by: ctx.user.username,
          update_time: nowText(),
        })
        .where('id', '=', driver.id as string)
        .execute();
      await recountFleets(trx, models, ctx.tenantId);
    },
  };
}
