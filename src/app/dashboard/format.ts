// Number texts of the dashboards: thousands separators (spec 001 §9) for counts and money, bytes as
// KB/MB/GB, durations as d h m.
import { formatMoney, formatNumber } from '../../../runtime/antd/format-value.ts';

export const count = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : formatNumber(v));
export const money = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : formatMoney(v));

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];
export function bytes(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '-';
  let n = v;
  let u = 0;
  while (n >= 1024 && u < UNITS.length - 1) {
    n /= 1024;
    u += 1;
  }
  return `${formatNumber(Math.round(n * 10) / 10)} ${UNITS[u]}`;
}

export function duration(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h ${m}m` : h > 0 ? `${h}h ${m}m` : `${m}m ${seconds % 60}s`;
}
