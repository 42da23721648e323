// Freight orders (wl_order): created over the last days with a weight, priced by their freight
// template as POST /wl/order/quote prices them (src/server/domain/pricing), and given their pickup and unload
// codes; each moved along its workflow to a state that fits its age with one history row per
// transition (the transition's required fields set on the way: plate at accept, a reject reason), and
// paid by order fee rows (wl_order_fee) whose amounts add up to the order's received price.
import type { Rec } from '../engine/crud/records.ts';
import { formatDateTime } from '../engine/db/time.ts';
import { matchTier, priceTier } from '../domain/pricing/pricing.ts';
import { sameState } from '../../../runtime/core/states.ts';
import { type Company, mobile, personName, street, vehicleOfDay } from './company.ts';
import { GOODS } from './names.ts';
import { somePlace } from './places.ts';
import { createdAt, targetState, timedPath } from './timeline.ts';
import type { SeedWriter } from './writer.ts';

const ORDER = 'wl_order';
const DONE = 70;
const CANCELLED = 110;
const REJECT_REASONS = ['货物信息不完整', '收货地址超出服务范围', '客户要求取消', '价格未达成一致', '重复下单'];

const yuan = (minor: number) => minor / 100;
const ymd = (d: Date) =>
  `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

/** Payments (minor units) of an order in `state`: none, a deposit, or the whole price in one or two parts. */
function payments(w: SeedWriter, price: number, state: number): number[] {
  const rng = w.rng;
  if (state === CANCELLED || state === 10) return [];
  if (state === DONE) {
    const r = rng.next();
    if (r < 0.06) return [];
    if (r < 0.16) return [Math.round((price * rng.int(30, 70)) / 100)];
    if (r < 0.5) {
      const deposit = Math.round((price * 30) / 100);
      return [deposit, price - deposit];
    }
    return [price];
  }
  const r = rng.next();
  if (r < 0.45) return [];
  if (r < 0.8) return [Math.round((price * 30) / 100)];
  return [price];
}

export async function buildFreightOrders(
  w: SeedWriter,
  c: Company,
  count: number,
  days: number,
  /** Called every 500 orders; the load may write queued rows then (demo.ts). */
  progress: (n: number) => void | Promise<void>,
): Promise<void> {
  if (!w.has(ORDER)) return;
  const rng = w.rng;
  const entity = w.model(ORDER).entity;
  const field = entity.states!.field;
  const dispatchers = c.users.filter((u) => u.roleType === 0).map((u) => u.username);
  const actors = dispatchers.length ? dispatchers : ['admin'];
  const perDay = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const at = createdAt(rng, c.now, days);
    const day = ymd(at);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const shipper = rng.pick(c.shippers);
    const to = rng.pick(c.shippers.filter((s) => s.city !== shipper.city));
    const receiverPlace = somePlace(to.city, rng);
    const weight = rng.chance(0.3) ? rng.int(5, 50) : rng.int(51, 3500); // kg: parcels of pallets to part loads
    const templateId = rng.pick(c.freightTemplates);
    const pricing = c.templatePricing.get(templateId)!;
    const tier = matchTier(pricing.tiers, weight * 1000);
    const price = tier ? priceTier(tier, weight * 1000, pricing.ratio).cents : rng.int(30, 1500) * 1000;
    const target = targetState(
      entity,
      {
        finals: [
          [DONE, 88],
          [CANCELLED, 12],
        ],
      },
      rng,
      at,
      c.now,
    );
    const steps = timedPath(entity, target, rng, at, c.now);
    const vehicle = vehicleOfDay(c, day, rng);
    const body: Rec = {
      orderNo: `YF${day}${String(seq).padStart(5, '0')}`,
      itemInfo: `${rng.pick(GOODS)} ${rng.int(1, 40)}件`,
      weight,
      price: yuan(price),
      senderName: shipper.name,
      senderPhone: shipper.phone,
      senderArea: shipper.area,
      senderAddress: `${shipper.address}（${shipper.company}）`,
      receiverName: personName(rng),
      receiverPhone: mobile(rng),
      receiverArea: receiverPlace.area,
      receiverAddress: `${to.city.short}${receiverPlace.district}${street(rng)}`,
      freightTemplateId: templateId,
      // The codes the order is given on creation; the driver types them at pickup and unloading.
      pickupCode: rng.digits(6),
      unloadCode: rng.digits(6),
      driverIncomeTemplateId: rng.pick(c.incomeTemplates),
    };
    const notes: (string | undefined)[] = [];
    for (const s of steps) {
      const t = s.transition;
      let note: string | undefined;
      if (t.name === 'accept') {
        body.vehicleId = vehicle.id;
        body.plateNumber = vehicle.plate;
        const driver = c.drivers.get(vehicle.id);
        if (driver) body.driverId = driver.id;
      }
      if (t.name === 'auditReject') body.rejectReason = rng.pick(REJECT_REASONS);
      if (t.name === 'rejectLoading' || t.name === 'rejectUnloading') note = '提货码与现场不符，请重新申请';
      if (t.name === 'repair') note = '车辆故障，就近维修';
      if (t.name === 'cancel') note = rng.pick(REJECT_REASONS);
      for (const name of t.requires ?? []) if (body[name] === undefined) body[name] = rng.digits(6);
      notes.push(note);
    }
    const state = steps.length ? Number(steps[steps.length - 1].transition.to) : Number(body[field] ?? 10);
    const paid = payments(w, price, state);
    body.receivedPrice = yuan(paid.reduce((a, b) => a + b, 0));
    body[field] = state;
    const creator = rng.pick(actors);
    const last = steps[steps.length - 1];
    const id = w.add(ORDER, body, {
      at,
      by: creator,
      version: 1 + steps.length,
      ...(last ? { updatedAt: last.at, updatedBy: rng.pick(actors) } : {}),
    });
    let from: unknown = 10;
    steps.forEach((s, k) => {
      w.stateLog(
        ORDER,
        id,
        field,
        from,
        s.transition.to,
        s.transition.name,
        { at: s.at, by: rng.pick(actors) },
        notes[k],
      );
      from = s.transition.to;
    });
    // Payments: the deposit once the order is accepted, the balance when it is completed.
    const payAt = (k: number) => {
      const pick = k === 0 ? steps.find((s) => sameState(s.transition.to, 20)) : last;
      return pick?.at ?? at;
    };
    paid.forEach((amount, k) => {
      if (!w.has('wl_order_fee')) return;
      const time = payAt(k);
      w.add(
        'wl_order_fee',
        {
          orderId: id,
          orderState: k === 0 && paid.length > 1 ? 20 : state,
          amount: yuan(amount),
          time: formatDateTime(time),
          remark: paid.length > 1 ? (k === 0 ? '预付款' : '尾款') : amount === price ? '全款' : '预付款',
          orderNum: k,
        },
        { at: time, by: rng.pick(actors) },
      );
    });
    const accepted = steps.find((s) => s.transition.name === 'accept');
    c.freight.push({
      id,
      orderNo: String(body.orderNo),
      state,
      ...(body.vehicleId ? { vehicle } : {}),
      day,
      at,
      ...(accepted ? { acceptedAt: accepted.at } : {}),
      lastAt: last?.at ?? at,
      price,
      address: String(body.receiverAddress),
    });
    if ((i + 1) % 500 === 0 || i + 1 === count) await progress(i + 1);
  }
}
