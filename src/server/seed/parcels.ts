// Parcel orders (wl_parcel_order) along their workflow, with what each step writes on the server
// (src/server/domain/parcel, mirrored here with its own tables): the pickup and dispatch assignments to
// couriers (wl_order_assign), storage in/out logs at the site of the step, the site fee ledger
// (wl_site_fee, the site's fee settings through siteFeeMinor), and the payment state derived from
// the received amount (paymentOf): prepaid at pickup, cash on delivery at signing, monthly accounts
// partly or not yet paid.
import { formatDateTime } from '../engine/db/time.ts';
import { siteFeeMinor } from '../domain/parcel/fee.ts';
import { paymentOf } from '../domain/parcel/payment.ts';
import { EFFECTS, FEE_KINDS } from '../domain/parcel/transition-effects.ts';
import { type Company, type SiteInfo, type UserInfo, mobile, personName, street } from './company.ts';
import { PARCEL_GOODS } from './names.ts';
import { somePlace } from './places.ts';
import { createdAt } from './timeline.ts';
import { writeWorkflowRecord } from './workflow-record.ts';
import type { SeedWriter } from './writer.ts';

const PARCEL = 'wl_parcel_order';
const REJECT_REASONS = ['包装破损', '收件人拒收', '商品与描述不符', '地址错误无法联系'];

const ymd = (d: Date) => formatDateTime(d).slice(0, 10).replace(/-/g, '');

/** Parcel price in minor units: first kilogram 12 yuan, then 2 yuan per started kilogram (more across regions). */
function priceOf(weight: number, far: boolean): number {
  const extra = Math.max(0, Math.ceil(weight - 1));
  return (far ? 1500 : 1200) + extra * (far ? 400 : 200);
}

export async function buildParcelOrders(
  w: SeedWriter,
  c: Company,
  count: number,
  days: number,
  /** Called every 500 orders; the load may write queued rows then (demo.ts). */
  progress: (n: number) => void | Promise<void>,
): Promise<void> {
  if (!w.has(PARCEL)) return;
  const rng = w.rng;
  const couriersAt = new Map<string, UserInfo[]>();
  for (const u of c.users) if (u.roleType === 1) couriersAt.set(u.siteId, [...(couriersAt.get(u.siteId) ?? []), u]);
  const stockUsers = c.users.filter((u) => u.roleType === 2 || u.roleType === 3);
  const outlets = c.outlets.filter((s) => couriersAt.has(s.id));
  const perDay = new Map<string, number>();
  const siteSettings = (site: SiteInfo, kind: string) => ({
    type: Number(w.valueOf(site.id, `${kind}FeeType`) ?? 0),
    value: Number(w.valueOf(site.id, `${kind}Fee`) ?? 0),
  });
  const siteById = new Map(c.sites.map((s) => [s.id, s]));
  for (let i = 0; i < count; i++) {
    const at = createdAt(rng, c.now, days);
    const day = ymd(at);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const from = rng.pick(outlets);
    const to = rng.pick(outlets.filter((s) => s !== from));
    const far = from.city !== to.city;
    const weight = Math.round((0.2 + rng.next() * (rng.chance(0.8) ? 5 : 30)) * 10) / 10;
    const price = priceOf(weight, far);
    const paymentType = rng.weighted([
      [0, 70],
      [1, 10],
      [2, 20],
    ] as const);
    const paymentMethod = paymentType === 0 && rng.chance(0.3) ? 1 : 0;
    const [l, wd, h] = [rng.int(10, 60), rng.int(10, 40), rng.int(5, 40)];
    const sender = rng.chance(0.5) && c.shippers.length ? rng.pick(c.shippers) : undefined;
    const senderPlace = somePlace(from.city, rng);
    const receiverPlace = somePlace(to.city, rng);
    const pickupCourier = rng.pick(couriersAt.get(from.id)!);
    const dispatchCourier = rng.pick(couriersAt.get(to.id)!);
    let received = 0;
    const effects: { action: string; to: number; site: string; at: Date; by: UserInfo }[] = [];
    const assigns: { type: number; courier: UserInfo; at: Date }[] = [];
    const r = writeWorkflowRecord(w, {
      entity: PARCEL,
      at,
      now: c.now,
      plan: {
        finals: [
          [90, 90],
          [100, 3],
          [110, 7],
        ],
      },
      actors: [pickupCourier.username],
      createdBy: pickupCourier.username,
      body: {
        orderNo: `KD${day}${String(seq).padStart(6, '0')}`,
        itemInfo: rng.pick(PARCEL_GOODS),
        itemWeight: weight,
        itemLength: l,
        itemWidth: wd,
        itemHeight: h,
        itemVolume: Math.round(l * wd * h) / 1e6,
        price: price / 100,
        paymentType,
        paymentMethod,
        receivedPrice: 0,
        senderName: sender?.name ?? personName(rng),
        senderArea: senderPlace.area,
        senderPhone: sender?.phone ?? mobile(rng),
        senderAddress: `${from.city.short}${senderPlace.district}${street(rng)}`,
        receiverName: personName(rng),
        receiverArea: receiverPlace.area,
        receiverPhone: mobile(rng),
        receiverAddress: `${to.city.short}${receiverPlace.district}${street(rng)}`,
      },
      step: (t, stepAt, body, server) => {
        const when = formatDateTime(stepAt);
        switch (t.name) {
          case 'pickup':
            assigns.push({ type: 0, courier: pickupCourier, at: new Date(stepAt.getTime() - 20 * 60_000) });
            Object.assign(body, { pickupCourierId: pickupCourier.id, pickupTime: when, pickupSiteId: from.id });
            if (paymentMethod === 0 && paymentType !== 2) received = paymentType === 1 ? Math.round(price / 2) : price;
            break;
          case 'stockIn':
          case 'stockOut':
            body.currentSiteId = from.id;
            break;
          case 'arrive':
          case 'deliveryStockOut':
            body.currentSiteId = to.id;
            break;
          case 'dispatch':
            assigns.push({ type: 1, courier: dispatchCourier, at: new Date(stepAt.getTime() - 20 * 60_000) });
            Object.assign(body, { dispatchCourierId: dispatchCourier.id, dispatchTime: when });
            break;
          case 'sign':
            Object.assign(body, { signName: body.receiverName, signTime: when });
            if (paymentType === 2) received = rng.chance(0.5) ? price : 0;
            else received = price;
            break;
          case 'reject':
            Object.assign(body, { rejectReason: rng.pick(REJECT_REASONS), rejectImages: 'demo/parcel-reject.png' });
            break;
          case 'cancel':
            received = 0;
            break;
        }
        const effect = EFFECTS[t.name];
        const site = effect ? ((body[effect.site] as string | undefined) ?? undefined) : undefined;
        if (effect && site) {
          const by = effect.log ? rng.pick(stockUsers) : t.name === 'dispatch' ? dispatchCourier : pickupCourier;
          effects.push({ action: t.name, to: Number(t.to), site, at: stepAt, by });
        }
        body.receivedPrice = received / 100;
        const pay = paymentOf(price, received);
        server.paymentState = pay.state;
        server.uncollectedPrice = pay.uncollected / 100;
        return t.name === 'cancel' ? '客户取消寄件' : undefined;
      },
      server: { paymentState: 0, uncollectedPrice: price / 100 },
    });
    for (const a of assigns) {
      if (!w.has('wl_order_assign')) break;
      w.add(
        'wl_order_assign',
        {
          parcelOrderId: r.id,
          assignType: a.type,
          courierId: a.courier.id,
          remark: a.type === 0 ? '系统派单' : undefined,
        },
        { at: a.at, by: rng.pick(stockUsers)?.username ?? 'admin' },
        { assignTime: formatDateTime(a.at), operatorId: (rng.pick(stockUsers) ?? a.courier).id },
      );
    }
    for (const e of effects) {
      const effect = EFFECTS[e.action];
      const time = formatDateTime(e.at);
      if (effect.log && w.has(effect.log === 'in' ? 'wl_storage_in' : 'wl_storage_out')) {
        w.add(
          effect.log === 'in' ? 'wl_storage_in' : 'wl_storage_out',
          { parcelOrderId: r.id, siteId: e.site, orderState: e.to, action: e.action, operatorId: e.by.id, time },
          { at: e.at, by: e.by.username },
        );
      }
      const site = siteById.get(e.site);
      if (!site || !w.has('wl_site_fee')) continue;
      for (const kind of effect.fees) {
        const s = siteSettings(site, kind);
        if (!s.value) continue;
        w.add(
          'wl_site_fee',
          {
            siteId: e.site,
            parcelOrderId: r.id,
            feeKind: FEE_KINDS.indexOf(kind),
            feeType: s.type,
            feeValue: s.value / 100,
            orderPrice: price / 100,
            amount: siteFeeMinor(s.type, s.value, price) / 100,
            action: e.action,
            time,
          },
          { at: e.at, by: e.by.username },
        );
      }
    }
    if ((i + 1) % 500 === 0 || i + 1 === count) await progress(i + 1);
  }
}
