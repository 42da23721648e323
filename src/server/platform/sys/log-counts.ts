// Sign-ins (sys_log logType 1) per day for the last 7 days, oldest first, days without any included:
// [{date: 'YYYY-MM-DD', tian: 'MM-DD', visit, ip, type}] (JeecgBoot's visitInfo shape plus `date`).
import { sql } from 'kysely';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';

export async function visitCounts(db: Db, dialect: Dialect, today: Date) {
  const days = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6 + i);
    return formatDateTime(d).slice(0, 10);
  });
  // Fixed SQL per dialect: the day of a local-time datetime column.
  const day =
    dialect === 'postgres' ? sql<string>`to_char(create_time, 'YYYY-MM-DD')` : sql<string>`substr(create_time, 1, 10)`;
  const rows = (await db
    .selectFrom('sys_log')
    .select([day.as('day'), (eb) => eb.fn.countAll().as('visit'), (eb) => eb.fn.count('ip').distinct().as('ip')])
    .where('log_type', '=', 1)
    .where('create_time', '>=', `${days[0]} 00:00:00`)
    .groupBy(day)
    .execute()) as { day: string; visit: number | string; ip: number | string }[];
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return days.map((date) => {
    const r = byDay.get(date);
    return { date, tian: date.slice(5), type: date, visit: Number(r?.visit ?? 0), ip: Number(r?.ip ?? 0) };
  });
}
