// Transport: fleets at the transfer centres with a driver per vehicle (some frozen), transport lines
// between the centres (trunk) and from each level-1 centre to its level-2 ones (branch); after the
// freight orders: trips grouping a vehicle's orders of a day (linked by wl_trip_order) in the state
// their orders have reached, a waybill with tasks per trip, whole-vehicle orders, route changes,
// driver transfers and transport applies. Fleet counts are derived last, as the server derives them.
import { formatDateTime } from '../engine/db/time.ts';
import { type Company, type FreightInfo, SEED_USER, mobile, personName, street } from './company.ts';
import { GOODS } from './names.ts';
import { roadKm } from './places.ts';
import { createdAt } from './timeline.ts';
import { writeWorkflowRecord } from './workflow-record.ts';
import type { SeedWriter } from './writer.ts';

const HOUR = 3_600_000;

const actorsOf = (c: Company) => {
  const list = c.users.filter((u) => u.roleType === 0).map((u) => u.username);
  return list.length ? list : ['admin'];
};

export function buildFleetsAndDrivers(w: SeedWriter, c: Company): void {
  if (!w.has('wl_fleet')) return;
  const rng = w.rng;
  const setup = { at: new Date(c.now.getTime() - 110 * 24 * HOUR), by: 'admin' };
  const fleetOfSite = new Map<string, string>();
  for (const s of c.centres) {
    const id = w.add(
      'wl_fleet',
      {
        siteId: s.id,
        name: `${s.name.replace(/转运中心$/, '')}车队`,
        manager: personName(rng),
        managerPhone: mobile(rng),
        remark: '自有车队',
      },
      setup,
      { driverCount: 0, truckCount: 0 },
    );
    fleetOfSite.set(s.id, id);
    c.fleets.push({ id, siteId: s.id });
  }
  if (!w.has('wl_driver')) return;
  let seq = 0;
  const driver = (name: string, fleetId: string, plate: string | undefined, fromType: number) => {
    seq += 1;
    const username = `driver${String(seq).padStart(3, '0')}`;
    const frozen = rng.chance(0.06);
    const r = writeWorkflowRecord(w, {
      entity: 'wl_driver',
      at: new Date(c.now.getTime() - rng.int(60, 105) * 24 * HOUR),
      now: c.now,
      target: frozen ? 1 : 0,
      actors: ['admin'],
      body: {
        fleetId,
        name,
        username,
        password: w.password,
        firstName: name.slice(1),
        lastName: name.slice(0, 1),
        phone: mobile(rng),
        sex: rng.chance(0.92) ? 1 : 2,
        familyMembers: personName(rng),
        memberPhone: mobile(rng),
        licensePlateNumber: plate,
        homeAddress: street(rng),
        guarantor: personName(rng),
        guarantorPhone: mobile(rng),
        fromType,
      },
      step: (t) => (t.name === 'freeze' ? '证件过期，暂停派车' : undefined),
    });
    return { id: r.id, username };
  };
  for (const v of c.vehicles) {
    const fleetId = fleetOfSite.get(v.siteId) ?? rng.pick(c.fleets).id;
    const d = driver(v.driverName, fleetId, v.plate, rng.chance(0.8) ? 0 : 1);
    c.drivers.set(v.id, { id: d.id, name: v.driverName, fleetId, username: d.username });
  }
  for (let i = 0; i < 8; i++) driver(personName(rng), rng.pick(c.fleets).id, undefined, 1); // spare drivers
}

export function buildLines(w: SeedWriter, c: Company): void {
  if (!w.has('wl_transport_line')) return;
  const rng = w.rng;
  const setup = { at: new Date(c.now.getTime() - 100 * 24 * HOUR), by: 'admin' };
  const level1 = c.centres.filter((s) => s.type === 1);
  let seq = 0;
  const line = (from: (typeof c.centres)[number], to: (typeof c.centres)[number], type: number) => {
    const km = roadKm(from.city, to.city);
    const minutes = Math.round((km / (type === 0 ? 70 : 55)) * 60) + 30;
    const name = `${from.city.short}—${to.city.short}${type === 0 ? '干线' : '支线'}`;
    const id = w.add(
      'wl_transport_line',
      {
        code: `L${String(++seq).padStart(4, '0')}`,
        name,
        type,
        fromSiteId: from.id,
        toSiteId: to.id,
        distance: km,
        avgPrice: Math.round(km * (type === 0 ? 6.5 : 7.8)),
        duration: minutes,
        remark: rng.chance(0.3) ? '夜间发车' : undefined,
      },
      setup,
    );
    c.lines.push({ id, name, from, to, km, minutes });
  };
  for (const a of level1) for (const b of level1) if (a !== b) line(a, b, 0);
  for (const s of c.centres.filter((x) => x.type === 2)) {
    const parent = level1.find((p) => w.valueOf(s.id, 'parentId') === p.id) ?? level1[0];
    line(parent, s, 1);
    line(s, parent, 1);
  }
}

/** Trip state from its orders: all finished -> completed, any on the road -> in transit, else waiting. */
function tripTarget(orders: FreightInfo[]): number {
  if (orders.every((o) => o.state === 70 || o.state === 110)) return 40;
  if (orders.some((o) => [40, 50, 55, 60, 70, 80].includes(o.state))) return 20;
  return 10;
}

export function buildTrips(w: SeedWriter, c: Company): void {
  if (!w.has('wl_transport_trip') || !c.lines.length) return;
  const rng = w.rng;
  const actors = actorsOf(c);
  const groups = new Map<string, FreightInfo[]>();
  for (const o of c.freight) {
    if (!o.vehicle || o.state === 110) continue;
    const key = `${o.vehicle.id}|${o.day}`;
    const g = groups.get(key) ?? [];
    g.push(o);
    groups.set(key, g);
  }
  let seq = 0;
  const trips: { id: string; state: number; lineId: string; at: Date }[] = [];
  for (const [key, orders] of groups) {
    const vehicle = orders[0].vehicle!;
    const lines = c.lines.filter((l) => l.from.id === vehicle.siteId);
    const line = lines.length ? rng.pick(lines) : rng.pick(c.lines);
    const start = new Date(Math.min(...orders.map((o) => (o.acceptedAt ?? o.at).getTime())));
    const target = tripTarget(orders);
    const driver = c.drivers.get(vehicle.id);
    const end = new Date(start.getTime() + line.minutes * 60_000);
    const r = writeWorkflowRecord(w, {
      entity: 'wl_transport_trip',
      at: start,
      now: c.now,
      target,
      actors,
      body: {
        serialNo: `TC${key.split('|')[1]}${String(++seq).padStart(4, '0')}`,
        siteId: line.from.id,
        lineId: line.id,
        driverId: driver?.id,
        vehicleId: vehicle.id,
        startTime: formatDateTime(start),
        ...(target === 40 && end < c.now ? { endTime: formatDateTime(end) } : {}),
        type: 0,
      },
    });
    trips.push({ id: r.id, state: Number(r.state), lineId: line.id, at: start });
    if (w.has('wl_trip_order')) {
      for (const o of orders)
        w.add('wl_trip_order', { tripId: r.id, orderId: o.id }, { at: start, by: rng.pick(actors) });
    }
    if (w.has('wl_waybill') && driver)
      buildWaybill(w, c, r.id, Number(r.state), orders, vehicle.id, driver, line, start, key);
  }
  buildRouteChanges(w, c, trips);
}

function buildWaybill(
  w: SeedWriter,
  c: Company,
  _tripId: string,
  tripState: number,
  orders: FreightInfo[],
  vehicleId: string,
  driver: { id: string; fleetId: string; name: string },
  line: Company['lines'][number],
  start: Date,
  key: string,
): void {
  const rng = w.rng;
  const target = tripState === 40 ? 50 : tripState === 20 ? rng.pick([20, 30]) : 10;
  const planned = (h: number) => formatDateTime(new Date(start.getTime() + h * HOUR));
  const hours = line.minutes / 60;
  const mileage = rng.int(20_000, 400_000);
  const weight = orders.length * rng.int(300, 2500);
  const r = writeWorkflowRecord(w, {
    entity: 'wl_waybill',
    at: start,
    now: c.now,
    target,
    actors: actorsOf(c),
    body: {
      waybillNo: `YD${key.split('|')[1]}${String(c.freight.indexOf(orders[0])).padStart(5, '0')}`,
      vehicleId,
      driverId: driver.id,
      fleetId: driver.fleetId,
      lineId: line.id,
      plannedPickupTime: planned(1),
      plannedArrivalTime: planned(1 + hours),
      plannedReturnTime: planned(2 + 2 * hours),
      orderCount: orders.length,
      pieceCount: orders.length * rng.int(5, 40),
      freight: orders.reduce((s, o) => s + o.price, 0) / 100,
      grossWeight: weight,
      netWeight: Math.round(weight * 0.93),
      startMileage: mileage,
      startPosition: line.from.city.short,
      endPosition: line.to.city.short,
    },
    step: (t, at, body) => {
      if (t.name === 'load') body.actualPickupTime = formatDateTime(at);
      if (t.name === 'arrive') body.actualArrivalTime = formatDateTime(at);
      if (t.name === 'unload') body.signerName = personName(rng);
      if (t.name === 'returned') {
        body.actualReturnTime = formatDateTime(at);
        body.endMileage = mileage + line.km * 2;
        body.fuelLitres = Math.round(line.km * 2 * 0.32);
        body.fuelCost = Math.round(line.km * 2 * 0.32 * 7.6 * 100) / 100;
      }
      return undefined;
    },
  });
  if (!w.has('wl_waybill_task')) return;
  orders.forEach((o, k) => {
    const done = target >= 40 || (target === 30 && k === 0);
    w.add(
      'wl_waybill_task',
      {
        waybillId: r.id,
        sequence: k + 1,
        orderId: o.id,
        address: o.address,
        plannedTime: planned(1 + hours + k * 0.5),
        ...(done ? { actualTime: planned(1.2 + hours + k * 0.5) } : {}),
        state: done ? 1 : 0,
      },
      { at: start, by: SEED_USER },
    );
  });
}

function buildRouteChanges(
  w: SeedWriter,
  c: Company,
  trips: { id: string; state: number; lineId: string; at: Date }[],
): void {
  if (!w.has('wl_route_change')) return;
  const rng = w.rng;
  const open = trips.filter((t) => t.state < 40);
  const done = trips.filter((t) => t.state === 40);
  const picks = [...open.slice(0, 4), ...done.slice(-6)];
  for (const trip of picks) {
    const other = c.lines.filter((l) => l.id !== trip.lineId);
    const to = rng.pick(other);
    const fromLineId = trip.lineId;
    // A completed trip's request was decided while it was on the road; an open trip's may still wait.
    const target = trip.state === 40 ? rng.pick([1, 2]) : rng.pick([0, 1]);
    const r = writeWorkflowRecord(w, {
      entity: 'wl_route_change',
      at: new Date(trip.at.getTime() + HOUR),
      now: c.now,
      target,
      actors: actorsOf(c),
      body: {
        tripId: trip.id,
        toLineId: to.id,
        reason: rng.pick(['前方道路施工封闭', '高速交通管制', '客户要求改送', '天气原因绕行']),
      },
      server: { fromLineId },
      step: (t, _at, body) => {
        if (t.name === 'reject') body.rejectReason = '原线路可正常通行';
        return undefined;
      },
    });
    if (Number(r.state) === 1) {
      w.patch(trip.id, { lineId: to.id });
      trip.lineId = to.id;
    }
  }
}

export function buildVehicleOrders(w: SeedWriter, c: Company, count: number, days: number): void {
  if (!w.has('wl_vehicle_order')) return;
  const rng = w.rng;
  const actors = actorsOf(c);
  for (let i = 0; i < count; i++) {
    const at = createdAt(rng, c.now, days);
    const line = c.lines.length ? rng.pick(c.lines) : undefined;
    const vehicle = rng.pick(c.vehicles);
    const driver = c.drivers.get(vehicle.id);
    const shipper = rng.pick(c.shippers);
    const price = rng.int(25, 180) * 10_000; // 2,500 - 18,000 yuan
    writeWorkflowRecord(w, {
      entity: 'wl_vehicle_order',
      at,
      now: c.now,
      plan: {
        finals: [
          [90, 85],
          [100, 5],
          [110, 10],
        ],
      },
      actors,
      body: {
        orderNo: `ZC${formatDateTime(at).slice(0, 10).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`,
        itemInfo: `${rng.pick(GOODS)} 整车`,
        itemWeight: rng.int(5, 30) * 1000,
        price: price / 100,
        senderName: shipper.name,
        senderPhone: shipper.phone,
        senderAddress: shipper.address,
        receiverName: personName(rng),
        receiverPhone: mobile(rng),
        receiverAddress: street(rng),
        lineId: line?.id,
        vehicleId: vehicle.id,
        driverId: driver?.id,
      },
      step: (t, _at, body) => {
        // A 30 % deposit at loading, the balance at unloading; a cancelled order is refunded.
        if (t.name === 'load') body.receivedPrice = Math.round(price * 0.3) / 100;
        if (t.name === 'unload') body.receivedPrice = price / 100;
        if (t.name === 'reject') body.rejectReason = '货物与订单描述不符';
        if (t.name === 'cancel') body.receivedPrice = 0;
        return undefined;
      },
    });
  }
}

export function buildDriverTransfers(w: SeedWriter, c: Company): void {
  if (!w.has('wl_driver_transfer') || c.fleets.length < 2) return;
  const rng = w.rng;
  const drivers = [...c.drivers.values()].slice(0, 10);
  for (const d of drivers) {
    const to = rng.pick(c.fleets.filter((f) => f.id !== d.fleetId));
    const r = writeWorkflowRecord(w, {
      entity: 'wl_driver_transfer',
      at: new Date(c.now.getTime() - rng.int(1, 60) * 24 * HOUR),
      now: c.now,
      plan: {
        finals: [
          [1, 3],
          [2, 1],
        ],
      },
      actors: actorsOf(c),
      body: {
        driverId: d.id,
        toFleetId: to.id,
        reason: rng.pick(['家庭搬迁', '线路调整', '个人申请', '车队人员调配']),
      },
      server: { fromFleetId: d.fleetId },
      step: (t, _at, body) => {
        if (t.name === 'reject') body.rejectReason = '目标车队满员';
        return undefined;
      },
    });
    if (Number(r.state) === 1) {
      w.patch(d.id, { fleetId: to.id });
      d.fleetId = to.id;
    }
  }
}

export function buildTransportApplies(w: SeedWriter, c: Company): void {
  if (!w.has('wl_transport_apply')) return;
  const rng = w.rng;
  const actors = actorsOf(c);
  for (const s of c.outlets.slice(0, 24)) {
    writeWorkflowRecord(w, {
      entity: 'wl_transport_apply',
      at: new Date(c.now.getTime() - rng.int(0, 80) * 24 * HOUR - rng.int(1, 20) * HOUR),
      now: c.now,
      plan: {
        finals: [
          [1, 3],
          [2, 1],
        ],
      },
      actors,
      body: {
        siteId: s.id,
        applyName: rng.pick(['增开夜间班车', '临时加派车辆', '大件货物专车', '节假日运力补充', '冷链运输申请']),
        notes: `${s.name}${rng.pick(['近期件量上涨', '客户集中发货', '促销活动备货'])}，申请支援`,
      },
      step: (t, at, body, server) => {
        server.operateBy = rng.pick(actors);
        server.operateTime = formatDateTime(at);
        if (t.name === 'reject') body.rejectReason = '本周运力已满，请下周再申请';
        return undefined;
      },
    });
  }
}

/** driverCount / truckCount of each fleet, as src/server/domain/transport derives them. */
export function deriveFleetCounts(w: SeedWriter, c: Company): void {
  if (!w.has('wl_driver')) return;
  const drivers = w.ids('wl_driver');
  for (const f of c.fleets) {
    const mine = drivers.filter((id) => w.valueOf(id, 'fleetId') === f.id);
    const plates = new Set(mine.map((id) => w.valueOf(id, 'licensePlateNumber')).filter((p) => p));
    w.patch(f.id, { driverCount: mine.length, truckCount: plates.size });
  }
}
