// Display formats of list cells (spec 001 §1, §9): thousands separators, money with 2 decimals,
// dates as YYYY-MM-DD and date-times as YYYY-MM-DD HH:mm:ss.
import dayjs from 'dayjs';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

export function formatMoney(value: unknown): string {
  if (isBlank(value)) return '';
  const n = Number(value);
  return Number.isFinite(n) ? money.format(n) : String(value);
}

export function formatNumber(value: unknown): string {
  if (isBlank(value)) return '';
  const n = Number(value);
  return Number.isFinite(n) ? plain.format(n) : String(value);
}

export function formatDate(value: unknown, format: string): string {
  if (isBlank(value)) return '';
  const d = dayjs(value as string | number);
  return d.isValid() ? d.format(format) : String(value);
}
