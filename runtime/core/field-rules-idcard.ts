// Chinese resident ID card numbers (GB 11643): 15 digits (region, YYMMDD birth date in the 1900s,
// sequence) or 18 (region, YYYYMMDD birth date, sequence, ISO 7064 MOD 11-2 check character 0-9/X).
// The birth date must be a real calendar date and not in the future; the region must not start with 0.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';

function isBirthDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  const real = d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
  return real && year >= 1800 && d.getTime() <= Date.now();
}

/** The check character of the first 17 digits of an 18-digit number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

export function isIdCard(value: string): boolean {
  if (/^[1-9]\d{14}$/.test(value)) {
    return isBirthDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  if (!/^[1-9]\d{16}[\dXx]$/.test(value)) return false;
  const born = isBirthDate(Number(value.slice(6, 10)), Number(value.slice(10, 12)), Number(value.slice(12, 14)));
  return born && idCardCheckChar(value.slice(0, 17)) === value[17].toUpperCase();
}
