// UI texts of the vehicle-track page in both languages.
import type { I18nText } from '../../../runtime/core/registry.ts';
import { useLang } from '../../../runtime/react/registry-context.tsx';

export const TRACK_MESSAGES = {
  title: { zh: '车辆轨迹', en: 'Vehicle tracks' },
  vehicle: { zh: '车辆', en: 'Vehicle' },
  pickVehicle: { zh: '请选择车辆', en: 'Pick a vehicle' },
  pickFirst: { zh: '选择车辆和时间范围，查看它的行驶轨迹', en: 'Pick a vehicle and a time range to see its track' },
  pressQuery: { zh: '点击「查询」查看所选车辆的行驶轨迹', en: 'Press Search to see the vehicle’s track' },
  range: { zh: '时间范围', en: 'Time range' },
  query: { zh: '查询', en: 'Search' },
  noPoints: { zh: '该时间范围内没有轨迹点', en: 'No positions in this time range' },
  start: { zh: '起点', en: 'Start' },
  end: { zh: '终点', en: 'End' },
  time: { zh: '时间', en: 'Time' },
  lng: { zh: '经度', en: 'Longitude' },
  lat: { zh: '纬度', en: 'Latitude' },
  speed: { zh: '速度(km/h)', en: 'Speed (km/h)' },
  address: { zh: '位置', en: 'Address' },
  locate: { zh: '定位', en: 'Locate' },
  locating: { zh: '正在获取位置…', en: 'Looking the address up…' },
  locateFailed: { zh: '定位地址获取失败', en: 'Failed to get the location address' },
  noTiles: { zh: '未配置地图瓦片，仅显示轨迹', en: 'No map tiles configured: the track is drawn alone' },
  points: { zh: '轨迹点', en: 'Positions' },
  loadFailed: { zh: '轨迹加载失败', en: 'Failed to load the track' },
} satisfies Record<string, I18nText>;

export type TrackText = (key: keyof typeof TRACK_MESSAGES) => string;

export function useTrackText(): TrackText {
  const lang = useLang();
  return (key) => (lang === 'en' ? TRACK_MESSAGES[key].en : TRACK_MESSAGES[key].zh);
}
