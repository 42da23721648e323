// Datetimes travel and are stored as local server time 'YYYY-MM-DD HH:mm:ss', dates as 'YYYY-MM-DD'.

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function formatDateTime(d: Date): string {
  return (
    `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

export function nowText(): string {
  return formatDateTime(new Date());
}

/** A real calendar date in 'YYYY-MM-DD'. */
export function isValidDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

export function isValidTime(s: string): boolean {
  const m = /^(\d{2}):(\d{2}):(\d{2})$/.exec(s);
  return !!m && Number(m[1]) < 24 && Number(m[2]) < 60 && Number(m[3]) < 60;
}

export function isValidDateTime(s: string): boolean {
  return s.length === 19 && s[10] === ' ' && isValidDate(s.slice(0, 10)) && isValidTime(s.slice(11));
}
