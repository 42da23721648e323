// The company's master data: the site tree with fee settings, vehicle types and vehicles, freight
// and driver-income templates with tiers, zones with zone freight, demo roles and staff users with
// role types. Transport, parcels and the rest: transport.ts, parcels.ts, content.ts.
import type { Rec } from '../engine/crud/records.ts';
import { FEE_KINDS } from '../domain/parcel/transition-effects.ts';
import { ratioParts, type Tier } from '../domain/pricing/pricing.ts';
import { GIVEN, PLATE_LETTERS, STREETS, SURNAMES, SURNAME_PINYIN, VEHICLE_COLOURS } from './names.ts';
import { NETWORK, districts, somePlace, type City } from './places.ts';
import type { Rng } from './prng.ts';
import type { SeedWriter, Stamp } from './writer.ts';

export const SEED_USER = 'demo-seed';

export interface SiteInfo {
  id: string;
  name: string;
  type: number;
  city: City;
  area: string;
}

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  roleType: number;
  siteId: string;
}

export interface VehicleInfo {
  id: string;
  index: number;
  plate: string;
  siteId: string;
  driverName: string;
  driverPhone: string;
}

/** A freight order as the trips and waybills see it. */
export interface FreightInfo {
  id: string;
  orderNo: string;
  state: number;
  vehicle?: VehicleInfo;
  day: string;
  at: Date;
  /** When it was accepted (got its vehicle) and when it was last moved. */
  acceptedAt?: Date;
  lastAt: Date;
  price: number;
  address: string;
}

export interface Company {
  now: Date;
  freight: FreightInfo[];
  /** Transport lines: id, sites, distance. */
  lines: { id: string; name: string; from: SiteInfo; to: SiteInfo; km: number; minutes: number }[];
  /** Fleet and driver of each vehicle (when the transport entities exist). */
  drivers: Map<string, { id: string; name: string; fleetId: string; username: string }>;
  fleets: { id: string; siteId: string }[];
  sites: SiteInfo[];
  outlets: SiteInfo[];
  centres: SiteInfo[];
  users: UserInfo[];
  vehicles: VehicleInfo[];
  freightTemplates: string[];
  incomeTemplates: string[];
  /** Each template's tiers and ratio (parts per million), so demo orders are priced by the quote's rules. */
  templatePricing: Map<string, { tiers: Tier[]; ratio: number }>;
  /** Business customers (names and phones) used as senders. */
  shippers: { name: string; phone: string; company: string; city: City; area: string; address: string }[];
}

/** The vehicles on the road on a day: a few, changing from day to day, so a vehicle's orders of a day share a trip. */
export function vehicleOfDay(c: Company, day: string, rng: Rng): VehicleInfo {
  const n = c.vehicles.length;
  const seed = [...day].reduce((a, ch) => (a * 31 + ch.charCodeAt(0)) % 9973, 7);
  const k = rng.int(0, Math.min(7, n - 1));
  return c.vehicles[(seed * 13 + k * 7) % n];
}

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

export function personName(rng: Rng): string {
  return rng.pick(SURNAMES) + rng.pick(GIVEN);
}

export function mobile(rng: Rng): string {
  return rng.pick(['135', '136', '137', '138', '139', '150', '151', '158', '177', '186', '188']) + rng.digits(8);
}

export function street(rng: Rng): string {
  return `${rng.pick(STREETS)}${rng.int(1, 399)}号`;
}

function setup(now: Date, rng: Rng): Stamp {
  return { at: daysAgo(now, 120 + rng.int(0, 30)), by: 'admin' };
}

function fees(rng: Rng, type: number): Rec {
  const fee = (commission: boolean) => (commission ? rng.pick([2, 3, 5, 8]) : rng.pick([1, 1.5, 2, 2.5, 3, 5]));
  const out: Rec = {};
  for (const k of FEE_KINDS) {
    const commission =
      type === 3 && (k === 'siteReceive' || k === 'expressReceive') ? rng.chance(0.6) : rng.chance(0.15);
    out[`${k}FeeType`] = commission ? 1 : 0;
    out[`${k}Fee`] = fee(commission);
  }
  return out;
}

function site(
  w: SeedWriter,
  now: Date,
  name: string,
  type: number,
  city: City,
  parentId: string | undefined,
  person: string,
): SiteInfo {
  const rng = w.rng;
  const place = somePlace(city, rng);
  const id = w.add(
    'wl_site',
    {
      siteName: name,
      parentId,
      type,
      siteMode: type === 3 && rng.chance(0.35) ? 1 : 0,
      area: place.area,
      address: `${city.short}${place.district}${street(rng)}`,
      person,
      personPhone: mobile(rng),
      startTime: type === 3 ? '08:30:00' : '00:00:00',
      endTime: type === 3 ? '20:30:00' : '23:59:59',
      ...fees(rng, type),
    },
    setup(now, rng),
  );
  return { id, name, type, city, area: place.area };
}

export function buildSites(w: SeedWriter, c: Company): void {
  const rng = w.rng;
  const hq = site(w, c.now, '速运达物流集团', 0, NETWORK[0].centre, undefined, personName(rng));
  c.sites.push(hq);
  for (const n of NETWORK) {
    const centre = site(w, c.now, `${n.region}${n.centre.short}转运中心`, 1, n.centre, hq.id, personName(rng));
    c.sites.push(centre);
    c.centres.push(centre);
    const outletsOf = (parent: SiteInfo, city: City, count: number) => {
      const ds = districts(city);
      for (let i = 0; i < count && i < ds.length; i++) {
        const d = ds[(i * 3 + 1) % ds.length];
        const s = site(
          w,
          c.now,
          `${city.short}${d.district.replace(/(区|县|市)$/, '')}营业部`,
          3,
          city,
          parent.id,
          personName(rng),
        );
        c.sites.push(s);
        c.outlets.push(s);
      }
    };
    outletsOf(centre, n.centre, 2);
    for (const sub of n.subs) {
      const s = site(w, c.now, `${sub.short}转运中心`, 2, sub, centre.id, personName(rng));
      c.sites.push(s);
      c.centres.push(s);
      outletsOf(s, sub, 3);
    }
  }
}

const VEHICLE_TYPES: [string, number, number, number, number][] = [
  ['4.2米厢式货车', 4.2, 2.3, 4, 16],
  ['6.8米高栏车', 6.8, 2.6, 10, 38],
  ['7.6米厢式货车', 7.6, 2.7, 12, 45],
  ['9.6米厢式货车', 9.6, 2.7, 18, 60],
  ['13米半挂车', 13, 2.8, 32, 85],
  ['17.5米平板车', 17.5, 1.6, 35, 110],
  ['依维柯面包车', 4.9, 2.1, 1.5, 9],
];

export function buildVehicles(w: SeedWriter, c: Company, count: number): void {
  const rng = w.rng;
  const types = VEHICLE_TYPES.map(([name, carLong, carHeight, carLoadWeight, carLoadVolume]) => ({
    id: w.add('wl_vehicle_type', { name, carLong, carHeight, carLoadWeight, carLoadVolume }, setup(c.now, rng)),
    weight: carLoadWeight,
    volume: carLoadVolume,
  }));
  const plates = new Set<string>();
  for (let i = 0; i < count; i++) {
    const s = rng.pick(c.centres);
    const newPlate = () => `${s.city.plate}${rng.pick([...PLATE_LETTERS])}${rng.digits(4)}`;
    let plate = newPlate();
    while (plates.has(plate)) plate = newPlate();
    plates.add(plate);
    const type = rng.pick(types);
    const driverName = personName(rng);
    const id = w.add(
      'wl_vehicle',
      {
        serial: `CL${String(i + 1).padStart(5, '0')}`,
        siteId: s.id,
        typeId: type.id,
        licenceNumber: plate,
        driverName,
        allowWeight: type.weight,
        allowVolume: type.volume,
        state: rng.weighted([
          [0, 50],
          [1, 40],
          [2, 6],
          [3, 4],
        ]),
        colour: rng.pick(VEHICLE_COLOURS),
        area: s.area,
        currentAddress: `${s.city.short}${street(rng)}`,
        wholeOrderFeeType: rng.chance(0.5) ? 1 : 0,
        wholeOrderFee: rng.pick([5, 8, 10, 200, 300]),
        partOrderFeeType: rng.chance(0.5) ? 1 : 0,
        partOrderFee: rng.pick([3, 5, 50, 80]),
      },
      setup(c.now, rng),
    );
    c.vehicles.push({ id, index: i, plate, siteId: s.id, driverName, driverPhone: mobile(rng) });
  }
}

export function buildTemplates(w: SeedWriter, c: Company): void {
  const rng = w.rng;
  const tiers: [number, number | undefined, number, number][] = [
    [0, 50, 80, 0],
    [50, 500, 3.2, 1],
    [500, 3000, 2.4, 1],
    [3000, undefined, 1.8, 1],
  ];
  // Every template has the same tiers at list price; its ratio is the discount or surcharge, applied
  // once by the quote (src/server/domain/pricing: tier result x ratio). 大客户协议运费 10 kg: 80.00 x 0.85 = 68.00.
  const template = (name: string, type: number, ratio: number, list: string[]) => {
    const id = w.add('wl_freight_template', { name, type, isCommon: list.length === 0, ratio }, setup(c.now, rng));
    list.push(id);
    const priced: Tier[] = tiers.map(([startWeight, endWeight, price, pricingType], i) => ({
      id: w.add(
        'wl_freight',
        { templateId: id, startWeight, endWeight, price, pricingType, orderNum: i },
        setup(c.now, rng),
      ),
      startGrams: startWeight * 1000,
      endGrams: endWeight === undefined ? null : endWeight * 1000,
      priceCents: Math.round(price * 100),
      pricingType,
      orderNum: i,
    }));
    c.templatePricing.set(id, { tiers: priced, ratio: ratioParts(ratio) });
  };
  template('标准零担运费', 0, 1, c.freightTemplates);
  template('大客户协议运费', 0, 0.85, c.freightTemplates);
  template('加急专线运费', 0, 1.3, c.freightTemplates);
  template('司机标准收入', 1, 0.7, c.incomeTemplates);
  template('司机长途收入', 1, 0.75, c.incomeTemplates);
}

export function buildZones(w: SeedWriter, c: Company): void {
  const rng = w.rng;
  const zones = NETWORK.map((n, i) => ({
    id: w.add(
      'wl_zone',
      {
        name: `${n.region}区`,
        code: `Z${String(i + 1).padStart(2, '0')}`,
        area: districts(n.centre)[0].area.split(',')[0],
        remark: `${n.region}${n.centre.short}及周边`,
      },
      setup(c.now, rng),
    ),
    name: `${n.region}区`,
  }));
  for (const from of zones) {
    for (const to of zones) {
      const zf = w.add(
        'wl_zone_freight',
        { name: `${from.name}→${to.name}`, fromZoneId: from.id, toZoneId: to.id },
        setup(c.now, rng),
      );
      const base = from === to ? 1.2 : 2 + rng.int(0, 10) / 10;
      const intervals: [string, number, string, number, number][] = [
        ['gt', 0, 'le', 100, base + 0.8],
        ['gt', 100, 'le', 1000, base],
        ['gt', 1000, 'le', 100000, Math.round((base - 0.4) * 100) / 100],
      ];
      intervals.forEach(([startOperator, intervalStart, endOperator, intervalEnd, pricePerKg], i) =>
        w.add(
          'wl_zone_freight_detail',
          { zoneFreightId: zf, startOperator, intervalStart, endOperator, intervalEnd, pricePerKg, orderNum: i },
          setup(c.now, rng),
        ),
      );
    }
  }
}

export const DEMO_ROLES: { code: string; name: string; en: string; prefixes: string[] }[] = [
  { code: 'demo_dispatcher', name: '调度员', en: 'Dispatcher', prefixes: ['wl:'] },
  {
    code: 'demo_courier',
    name: '快递员',
    en: 'Courier',
    prefixes: ['wl:order:list', 'wl:order:queryById', 'wl:parcelOrder'],
  },
  {
    code: 'demo_stock',
    name: '仓管助理',
    en: 'Stock assistant',
    prefixes: ['wl:order:list', 'wl:parcelOrder', 'wl:storage'],
  },
];

/** Users with role types at the sites, and their demo roles; returns the role ids by code. */
export function buildUsers(w: SeedWriter, c: Company): Map<string, string> {
  const rng = w.rng;
  const stamp = () => ({ at: daysAgo(c.now, 100 + rng.int(0, 10)), by: SEED_USER });
  const roles = new Map(
    DEMO_ROLES.map((r) => [
      r.code,
      w.add(
        'sys_role',
        {
          roleName: r.name,
          roleNameEn: r.en,
          roleCode: r.code,
          description: `演示数据：${r.name}`,
          descriptionEn: `Demo data: ${r.en}`,
        },
        stamp(),
      ),
    ]),
  );
  let seq = 0;
  const user = (siteId: string, roleType: number, role: string) => {
    const surname = rng.pick(SURNAMES);
    const realname = surname + rng.pick(GIVEN);
    const username = `${SURNAME_PINYIN[surname]}${String(++seq).padStart(3, '0')}`;
    const id = w.add(
      'sys_user',
      {
        username,
        realname,
        password: w.password,
        phone: mobile(rng),
        email: `${username}@example.com`,
        status: 0,
        sex: rng.chance(0.7) ? 1 : 2,
        workNo: `D${String(seq).padStart(5, '0')}`,
        roleType,
        siteId,
      },
      stamp(),
    );
    w.add('sys_user_role', { userId: id, roleId: roles.get(role)! }, stamp());
    c.users.push({ id, username, realname, roleType, siteId });
  };
  for (const s of c.centres) {
    if (s.type === 1) user(s.id, 0, 'demo_dispatcher');
    user(s.id, 3, 'demo_stock');
    user(s.id, 2, 'demo_stock');
  }
  for (const s of c.outlets) {
    user(s.id, 1, 'demo_courier');
    user(s.id, 1, 'demo_courier');
  }
  return roles;
}
