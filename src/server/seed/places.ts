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
}

/** Level-1 transfer centres, each with the level-2 centres under it. */
export const NETWORK: { centre: City; region: string; subs: City[] }[] = [
  {
    region: '华南',
    centre: { province: '广东省', city: '广州市', short: '广州', plate: '粤A' },
    subs: [
      { province: '广东省', city: '深圳市', short: '深圳', plate: '粤B' },
      { province: '广东省', city: '佛山市', short: '佛山', plate: '粤E' },
      { province: '广西壮族自治区', city: '南宁市', short: '南宁', plate: '桂A' },
    ],
  },
  {
    region: '华东',
    centre: { province: '上海市', city: '市辖区', short: '上海', plate: '沪A' },
    subs: [
      { province: '浙江省', city: '杭州市', short: '杭州', plate: '浙A' },
      { province: '江苏省', city: '南京市', short: '南京', plate: '苏A' },
      { province: '江苏省', city: '苏州市', short: '苏州', plate: '苏E' },
    ],
  },
  {
    region: '华北',
    centre: { province: '北京市', city: '市辖区', short: '北京', plate: '京A' },
    subs: [
      { province: '天津市', city: '市辖区', short: '天津', plate: '津A' },
      { province: '河北省', city: '石家庄市', short: '石家庄', plate: '冀A' },
    ],
  },
  {
    region: '西南',
    centre: { province: '四川省', city: '成都市', short: '成都', plate: '川A' },
    subs: [
      { province: '重庆市', city: '市辖区', short: '重庆', plate: '渝A' },
      { province: '贵州省', city: '贵阳市', short: '贵阳', plate: '贵A' },
    ],
  },
  {
    region: '华中',
    centre: { province: '湖北省', city: '武汉市', short: '武汉', plate: '鄂A' },
    subs: [
      { province: '湖南省', city: '长沙市', short: '长沙', plate: '湘A' },
      { province: '河南省', city: '郑州市', short: '郑州', plate: '豫A' },
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

/** The city's districts (without the catch-all 市辖区 entries). */
export function districts(c: City): Place[] {
  const p = codeOf('86', c.province);
  const city = codeOf(p, c.city);
  return regionChildren(city)
    .filter((d) => d.name !== '市辖区' && /^\d{6}$/.test(d.code))
    .map((d) => ({ area: `${p},${city},${d.code}`, district: d.name }));
}

export function somePlace(c: City, rng: Rng): Place {
  return rng.pick(districts(c));
}

export function allCities(): City[] {
  return NETWORK.flatMap((n) => [n.centre, ...n.subs]);
}
