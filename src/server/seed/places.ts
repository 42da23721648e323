// The company's geography: transfer centres and outlets in real cities, with region paths taken
// from the region table (runtime/core/regions.ts), so every `area` value is a valid path.
import { regionChildren } from '../../../runtime/core/regions.ts';
import type { Rng } from './prng.ts';

export interface City {
  province: string;
  city: string;
  /** Short name used in site names (广州). */
  short: string;
  /** Plate prefix (粤A). */
  plate: string;
  lng: number;
  lat: number;
}

/** Road distance in km between two cities: the great-circle distance and a road factor of 1.25. */
export function roadKm(a: City, b: City): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 1.25) || 25;
}

/** Level-1 transfer centres, each with the level-2 centres under it. */
export const NETWORK: { centre: City; region: string; subs: City[] }[] = [
  {
    region: '华南',
    centre: { province: '广东省', city: '广州市', short: '广州', plate: '粤A', lng: 113.26, lat: 23.13 },
    subs: [
      { province: '广东省', city: '深圳市', short: '深圳', plate: '粤B', lng: 114.06, lat: 22.54 },
      { province: '广东省', city: '佛山市', short: '佛山', plate: '粤E', lng: 113.12, lat: 23.02 },
      { province: '广西壮族自治区', city: '南宁市', short: '南宁', plate: '桂A', lng: 108.37, lat: 22.82 },
    ],
  },
  {
    region: '华东',
    centre: { province: '上海市', city: '市辖区', short: '上海', plate: '沪A', lng: 121.47, lat: 31.23 },
    subs: [
      { province: '浙江省', city: '杭州市', short: '杭州', plate: '浙A', lng: 120.16, lat: 30.27 },
      { province: '江苏省', city: '南京市', short: '南京', plate: '苏A', lng: 118.8, lat: 32.06 },
      { province: '江苏省', city: '苏州市', short: '苏州', plate: '苏E', lng: 120.58, lat: 31.3 },
    ],
  },
  {
    region: '华北',
    centre: { province: '北京市', city: '市辖区', short: '北京', plate: '京A', lng: 116.4, lat: 39.9 },
    subs: [
      { province: '天津市', city: '市辖区', short: '天津', plate: '津A', lng: 117.2, lat: 39.13 },
      { province: '河北省', city: '石家庄市', short: '石家庄', plate: '冀A', lng: 114.51, lat: 38.04 },
    ],
  },
  {
    region: '西南',
    centre: { province: '四川省', city: '成都市', short: '成都', plate: '川A', lng: 104.07, lat: 30.57 },
    subs: [
      { province: '重庆市', city: '市辖区', short: '重庆', plate: '渝A', lng: 106.55, lat: 29.56 },
      { province: '贵州省', city: '贵阳市', short: '贵阳', plate: '贵A', lng: 106.63, lat: 26.65 },
    ],
  },
  {
    region: '华中',
    centre: { province: '湖北省', city: '武汉市', short: '武汉', plate: '鄂A', lng: 114.31, lat: 30.59 },
    subs: [
      { province: '湖南省', city: '长沙市', short: '长沙', plate: '湘A', lng: 112.94, lat: 28.23 },
      { province: '河南省', city: '郑州市', short: '郑州', plate: '豫A', lng: 113.62, lat: 34.75 },
    ],
  },
];

export interface Place {
  /** province,city,district codes. */
  area: string;
  district: string;
}

function codeOf(parent: string, name: string): string {
  const found = regionChildren(parent).find((r) => r.name === name);
  if (!found) throw new Error(`region ${name} not found under ${parent}`);
  return found.code;
}

const districtCache = new Map<City, Place[]>();

/** The city's districts (without the catch-all 市辖区 entries), looked up once per city. */
export function districts(c: City): Place[] {
  let list = districtCache.get(c);
  if (!list) {
    const p = codeOf('86', c.province);
    const city = codeOf(p, c.city);
    list = regionChildren(city)
      .filter((d) => d.name !== '市辖区' && /^\d{6}$/.test(d.code))
      .map((d) => ({ area: `${p},${city},${d.code}`, district: d.name }));
    districtCache.set(c, list);
  }
  return list;
}

export function somePlace(c: City, rng: Rng): Place {
  return rng.pick(districts(c));
}

export function allCities(): City[] {
  return NETWORK.flatMap((n) => [n.centre, ...n.subs]);
}
