// What each parcel transition writes elsewhere (afterTransition, same transaction as the move):
// storage logs (wl_storage_in / wl_storage_out) and the site fee ledger (wl_site_fee), both at the
// site where the step happens. The mapping is documented in README.md. Each row is added through the
// write pipeline (engine/crud/side-writes.ts: the entity's add checks and plugins, a sys_data_log row).
import { minorToMoney } from '../../../../runtime/core/formats.ts';
import type { EntityModel } from '../../engine/crud/entity-model.ts';
import type { EntityHooks, TransitionChange } from '../../engine/crud/hooks.ts';
import { sideAdd, type SideDeps } from '../../engine/crud/side-writes.ts';
import { nowText } from '../../engine/db/time.ts';
import { HttpError } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import { siteFeeMinor } from './fee.ts';

export const STORAGE_IN = 'wl_storage_in';
export const STORAGE_OUT = 'wl_storage_out';
export const SITE_FEE = 'wl_site_fee';
export const SITE = 'wl_site';

/** site_fee_kind dictionary value -> the wl_site setting prefix (`<prefix>FeeType`, `<prefix>Fee`). */
export const FEE_KINDS = [
  'siteReceive',
  'siteStock',
  'siteDispatch',
  'expressReceive',
  'expressDispatch',
  'stockIn',
  'stockOut',
] as const;
export type FeeKind = (typeof FEE_KINDS)[number];

interface Effect {
  /** Which parcel field names the site of the step. */
  site: 'pickupSiteId' | 'currentSiteId';
  log?: 'in' | 'out';
  fees: FeeKind[];
}

export const EFFECTS: Record<string, Effect> = {
  pickup: { site: 'pickupSiteId', fees: ['expressReceive'] },
  stockIn: { site: 'currentSiteId', log: 'in', fees: ['siteReceive', 'stockIn'] },
  stockOut: { site: 'currentSiteId', log: 'out', fees: ['stockOut'] },
  depart: { site: 'currentSiteId', fees: ['siteDispatch'] },
  arrive: { site: 'currentSiteId', log: 'in', fees: ['siteStock', 'stockIn'] },
  deliveryStockOut: { site: 'currentSiteId', log: 'out', fees: ['stockOut'] },
  dispatch: { site: 'currentSiteId', fees: ['expressDispatch'] },
};

const NO_SITE = t('该订单没有当前网点，无法记录出入库', 'The order has no current site to record the stock move at');

function column(model: EntityModel, field: string): string {
  return model.fields.get(field)!.column;
}

/** The afterTransition hook, given the entity models (wl_parcel_order and the rows it writes) and plugins. */
export function transitionEffects(deps: SideDeps): EntityHooks {
  const models = deps.models;
  return {
    async afterTransition(trx, ctx, change: TransitionChange) {
      const effect = EFFECTS[change.action];
      if (!effect) return;
      const siteId = (change.fields[effect.site] ?? change.before[effect.site] ?? null) as string | null;
      if (!siteId) {
        if (effect.log) throw new HttpError(422, NO_SITE);
        return;
      }
      const now = nowText();
      if (effect.log) {
        const log = effect.log === 'in' ? STORAGE_IN : STORAGE_OUT;
        const values = { parcelOrderId: change.id, siteId, orderState: change.to, action: change.action };
        await sideAdd(trx, ctx, deps, log, { ...values, operatorId: ctx.user.id, time: now });
      }
      const site = models.get(SITE)!;
      const settings = await trx.selectFrom(site.table).selectAll().where('id', '=', siteId).executeTakeFirst();
      if (!settings) return;
      const price = Number(change.before.price ?? 0); // `before` is keyed by field name (minor units)
      for (const kind of effect.fees) {
        const value = settings[column(site, `${kind}Fee`)];
        if (value === null || value === undefined || Number(value) === 0) continue; // not charged here
        const feeType = Number(settings[column(site, `${kind}FeeType`)] ?? 0);
        await sideAdd(trx, ctx, deps, SITE_FEE, {
          siteId,
          parcelOrderId: change.id,
          feeKind: FEE_KINDS.indexOf(kind),
          feeType,
          // Wire values: money travels as a decimal (stored in minor units, field-codec.ts).
          feeValue: minorToMoney(Number(value)),
          orderPrice: minorToMoney(price),
          amount: minorToMoney(siteFeeMinor(feeType, Number(value), price)),
          action: change.action,
          time: now,
        });
      }
    },
  };
}
