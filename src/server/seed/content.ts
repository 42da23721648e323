// Everything around the orders: the administrative areas of the network's cities, site staff,
// customers with addresses (exactly one default each; they are the orders' senders), news,
// banners, driver announcements (published / revoked by their workflow), driver message templates,
// commission rules, accidents and the last day's positions of the vehicles on the road.
import { formatDateTime } from '../engine/db/time.ts';
import { type Company, SEED_USER, mobile, personName, street } from './company.ts';
import { COMPANY_KINDS, COMPANY_WORDS } from './names.ts';
import { NETWORK, allCities, districts, somePlace } from './places.ts';
import { writeWorkflowRecord } from './workflow-record.ts';
import type { SeedWriter } from './writer.ts';

const DAY = 86_400_000;
const setup = (c: Company, days = 100) => ({ at: new Date(c.now.getTime() - days * DAY), by: 'admin' });

export function buildAreas(w: SeedWriter, c: Company): void {
  if (!w.has('wl_area')) return;
  const provinces = new Map<string, string>();
  for (const city of allCities()) {
    const [p, ci] = districts(city)[0].area.split(',');
    let pid = provinces.get(p);
    if (!pid) {
      pid = w.add('wl_area', { name: city.province, level: 1, postcode: `${p.slice(0, 2)}0000` }, setup(c));
      provinces.set(p, pid);
    }
    const cityName = city.city === '市辖区' ? city.province : city.city;
    const cid = w.add(
      'wl_area',
      { name: cityName, parentId: pid, level: 2, postcode: `${ci.slice(0, 4)}00` },
      setup(c),
    );
    for (const d of districts(city).slice(0, 6)) {
      w.add('wl_area', { name: d.district, parentId: cid, level: 3 }, setup(c));
    }
  }
}

export function buildStaff(w: SeedWriter, c: Company): void {
  if (!w.has('wl_staff')) return;
  const rng = w.rng;
  for (const s of c.sites) {
    const jobs =
      s.type === 3
        ? ['网点主管', '客服专员', '分拣员']
        : s.type === 0
          ? ['总经理', '财务主管', '运营总监']
          : ['场站经理', '调度员', '分拣组长', '叉车司机'];
    for (const jobName of jobs)
      w.add('wl_staff', { name: personName(rng), siteId: s.id, jobName, phone: mobile(rng) }, setup(c, 95));
  }
}

/** Customers (the senders of the orders) with 1-3 addresses, the first one the default. */
export function buildCustomers(w: SeedWriter, c: Company, count: number): void {
  const rng = w.rng;
  const cities = allCities();
  const phones = new Set<string>();
  for (let i = 0; i < count; i++) {
    const city = rng.pick(cities);
    const place = somePlace(city, rng);
    let phone = mobile(rng);
    while (phones.has(phone)) phone = mobile(rng);
    phones.add(phone);
    const shipper = {
      name: personName(rng),
      phone,
      company: `${city.short}${rng.pick(COMPANY_WORDS)}${rng.pick(COMPANY_WORDS)}${rng.pick(COMPANY_KINDS)}`,
      city,
      area: place.area,
      address: `${city.short}${place.district}${street(rng)}`,
    };
    c.shippers.push(shipper);
    if (!w.has('wl_customer')) continue;
    const at = { at: new Date(c.now.getTime() - rng.int(91, 99) * DAY), by: 'admin' };
    const id = w.add(
      'wl_customer',
      { name: shipper.name, phone, company: shipper.company, email: `c${i + 1}@example.com` },
      at,
    );
    if (!w.has('wl_customer_address')) continue;
    const n = rng.int(1, 3);
    for (let k = 0; k < n; k++) {
      const p = k === 0 ? place : somePlace(city, rng);
      w.add(
        'wl_customer_address',
        {
          customerId: id,
          contact: k === 0 ? shipper.name : personName(rng),
          phone: k === 0 ? phone : mobile(rng),
          area: p.area,
          address: k === 0 ? shipper.address : `${city.short}${p.district}${street(rng)}`,
          isDefault: k === 0,
        },
        at,
      );
    }
  }
}

const NEWS = [
  ['速运达华南转运中心二期正式启用', 'top'],
  ['关于春节期间收派件安排的通知', 'top'],
  ['冷链专线开通：广州—上海48小时达', 'normal'],
  ['安全生产月：车辆出车前检查要点', 'normal'],
  ['新版电子面单上线，揽件效率提升30%', 'normal'],
  ['西南区域新增12个营业部', 'normal'],
  ['关于调整偏远地区派送费的公告', 'normal'],
  ['优秀快递员表彰名单公布', 'normal'],
] as const;

export function buildNotices(w: SeedWriter, c: Company): void {
  const rng = w.rng;
  if (w.has('wl_news')) {
    NEWS.forEach(([title, topFlag], i) =>
      w.add(
        'wl_news',
        {
          title,
          topFlag,
          status: i === NEWS.length - 1 ? 'stopped' : 'published',
          cover: 'demo/news-cover.png',
          content: `<p>${title}。</p><p>详情请咨询所属网点或拨打客服热线 400-800-1234。</p>`,
        },
        { at: new Date(c.now.getTime() - (80 - i * 9) * DAY), by: 'admin' },
      ),
    );
  }
  for (const entity of ['wl_banner', 'wl_driver_banner']) {
    if (!w.has(entity)) continue;
    const titles =
      entity === 'wl_banner'
        ? ['寄件享95折', '冷链专线上线', '企业月结服务']
        : ['司机安全驾驶月', '加油优惠', '新司机入驻奖励'];
    titles.forEach((title, i) =>
      w.add(
        entity,
        {
          title,
          image: `demo/${entity === 'wl_banner' ? 'banner' : 'driver-banner'}-${i + 1}.png`,
          linkUrl: 'https://example.com/',
          sort: i + 1,
          status: i === 2 ? '0' : '1',
        },
        setup(c, 60 - i * 10),
      ),
    );
  }
  if (w.has('wl_driver_announcement')) {
    const items: [string, string | number][] = [
      ['高温天气行车安全提醒', '1'],
      ['国庆假期高速免费通行安排', '2'],
      ['车辆年检集中办理通知', '1'],
      ['新的装卸货申请流程说明', '1'],
      ['十二月运费结算时间调整', '0'],
    ];
    items.forEach(([title, target], i) =>
      writeWorkflowRecord(w, {
        entity: 'wl_driver_announcement',
        at: new Date(c.now.getTime() - (70 - i * 12) * DAY),
        now: c.now,
        target,
        actors: ['admin'],
        body: { title, content: `<p>各位司机师傅：${title}，请相互转告。</p>` },
      }),
    );
  }
  if (w.has('wl_driver_msg_template')) {
    const templates: [string, string, number, string, number][] = [
      ['新订单通知', 'ORDER_NEW', 1, '您有新的货运订单 ${orderNo}，请及时接单。', 1],
      ['装货审核结果', 'LOADING_RESULT', 1, '订单 ${orderNo} 的装货申请已${result}。', 1],
      ['卸货审核结果', 'UNLOADING_RESULT', 1, '订单 ${orderNo} 的卸货申请已${result}。', 0],
      ['系统维护通知', 'SYSTEM_MAINTAIN', 2, '系统将于 ${time} 进行维护，请提前安排。', 0],
      ['加油优惠活动', 'PROMO_FUEL', 3, '${station} 加油享每升优惠 ${amount} 元。', 0],
    ];
    for (const [name, code, type, content, useStatus] of templates) {
      w.add('wl_driver_msg_template', { name, code, type, content, useStatus }, setup(c, 90));
    }
  }
  if (w.has('wl_commission')) {
    const rules: [string, number, number | undefined, string, number][] = [
      ['网点揽件提成', 0, undefined, 'percent', 5],
      ['快递员揽件提成', 1, 1, 'fixed', 1.5],
      ['快递员派件提成', 1, 1, 'fixed', 1.2],
      ['干线司机趟次补贴', 2, undefined, 'fixed', 150],
      ['加盟网点派件提成', 0, undefined, 'percent', 3],
    ];
    for (const [name, target, roleType, type, value] of rules) {
      w.add(
        'wl_commission',
        { name, target, roleType, type, value, status: '1', siteId: target === 0 ? rng.pick(c.outlets).id : undefined },
        setup(c, 90),
      );
    }
  }
}

export function buildAccidents(w: SeedWriter, c: Company): void {
  if (!w.has('wl_accident')) return;
  const rng = w.rng;
  for (let i = 0; i < 14; i++) {
    const v = rng.pick(c.vehicles);
    const days = rng.int(0, 88);
    const at = new Date(c.now.getTime() - days * DAY - rng.int(1, 10) * 3_600_000);
    w.add(
      'wl_accident',
      {
        vehicleId: v.id,
        driverName: v.driverName,
        accidentTime: formatDateTime(at),
        place: `${rng.pick(['G4京港澳高速', 'G15沈海高速', 'G60沪昆高速', 'G75兰海高速', '市区'])}${rng.int(1, 2000)}公里处`,
        type: rng.pick([1, 2, 3, 4]),
        description: rng.pick(['追尾前车，车头轻微受损', '倒车时刮擦护栏', '雨天货物受潮', '变道时与社会车辆刮蹭']),
        lossAmount: rng.int(2, 300) * 100,
        state: days > 20 ? 2 : days > 5 ? rng.pick([1, 2]) : 0,
      },
      { at, by: SEED_USER },
    );
  }
}

/** The last 24 hours of positions (every 15 minutes) of the vehicles on the road, between two cities. */
export function buildTracks(w: SeedWriter, c: Company): void {
  if (!w.has('wl_vehicle_track')) return;
  const rng = w.rng;
  const onRoad = c.vehicles.filter((v) => Number(w.valueOf(v.id, 'state')) === 1);
  const cities = NETWORK.map((n) => n.centre);
  for (const v of onRoad) {
    const a = rng.pick(cities);
    const b = rng.pick(cities.filter((x) => x !== a));
    const points = 96;
    for (let k = 0; k <= points; k++) {
      const f = k / points;
      const at = new Date(c.now.getTime() - (points - k) * 15 * 60_000);
      const wobble = Math.sin(f * Math.PI * 3) * 0.15;
      w.add(
        'wl_vehicle_track',
        {
          vehicleId: v.id,
          time: formatDateTime(at),
          lng: Math.round((a.lng + (b.lng - a.lng) * f + wobble) * 1e5) / 1e5,
          lat: Math.round((a.lat + (b.lat - a.lat) * f - wobble) * 1e5) / 1e5,
          speed: k === points ? 0 : rng.int(55, 95),
          address: f < 0.5 ? `${a.short}方向` : `${b.short}方向`,
        },
        { at, by: SEED_USER },
      );
    }
  }
}
