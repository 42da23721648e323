// The announcements addressed to one user in one tenant: published, of the tenant, and either for all
// users or with a record for this user (designated users get theirs at release). The read flag
// comes from that record ('0' when there is none yet). The only way a user sees an announcement.
import { sql } from 'kysely';
import { andAll, escapeLike, toExpression, type Cond } from '../../engine/db/filter.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { ANNOUNCEMENT_TABLE, NOT_READ, PUBLISHED, READ, SEND_TABLE, TO_ALL } from './announcement-hooks.ts';

export interface Reader {
  db: Db;
  dialect: Dialect;
  userId: string;
  tenantId: number;
}

export interface MyFilters {
  readFlag?: string;
  msgCategory?: string;
  title?: string;
  anntId?: string;
}

/** Columns of one addressed announcement as the user sees it (content only when asked). */
export function mySelect(withContent: boolean): string[] {
  return [
    'a.id as id',
    'a.id as anntId',
    'a.title as title',
    'a.msg_category as msgCategory',
    'a.priority as priority',
    'a.sender as sender',
    'a.send_time as sendTime',
    'a.open_type as openType',
    'a.open_page as openPage',
    'a.bus_id as busId',
    'a.msg_abstract as msgAbstract',
    ...(withContent ? ['a.content as content'] : []),
    's.read_flag as readFlag',
    's.read_time as readTime',
  ];
}

export function addressed(r: Reader, f: MyFilters = {}) {
  const conds: Cond[] = [
    { op: 'eq', column: 'a.tenant_id', value: r.tenantId },
    { op: 'eq', column: 'a.send_status', value: PUBLISHED },
    {
      op: 'or',
      items: [
        { op: 'eq', column: 'a.msg_type', value: TO_ALL },
        { op: 'notNull', column: 's.id' },
      ],
    },
  ];
  if (f.anntId) conds.push({ op: 'eq', column: 'a.id', value: f.anntId });
  if (f.msgCategory) conds.push({ op: 'eq', column: 'a.msg_category', value: f.msgCategory });
  if (f.title) conds.push({ op: 'like', column: 'a.title', pattern: `%${escapeLike(f.title)}%` });
  if (f.readFlag === READ) conds.push({ op: 'eq', column: 's.read_flag', value: READ });
  if (f.readFlag === NOT_READ) {
    conds.push({
      op: 'or',
      items: [
        { op: 'isNull', column: 's.read_flag' },
        { op: 'ne', column: 's.read_flag', value: READ },
      ],
    });
  }
  const where = andAll(conds)!;
  return r.db
    .selectFrom(`${ANNOUNCEMENT_TABLE} as a`)
    .leftJoin(`${SEND_TABLE} as s`, (j) => j.onRef('s.annt_id', '=', 'a.id').on('s.user_id', '=', r.userId))
    .where((eb) => toExpression(eb, where, r.dialect));
}

/** A row of the query with the read flag filled in. */
export function withFlag<T extends Record<string, unknown>>(row: T): T {
  return { ...row, readFlag: row.readFlag === READ ? READ : NOT_READ };
}

export async function countAddressed(r: Reader, f: MyFilters): Promise<number> {
  const row = await addressed(r, f)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
