// Built-in job expireSessions: deletes what has expired from the sign-in tables (sys_session,
// sys_captcha, sys_sms_code; all keep their expiry as Unix ms in expires_at). Sign-in already ignores
// expired rows; this keeps the tables small.
import type { JobHandler } from './job-types.ts';

const TABLES = ['sys_session', 'sys_captcha', 'sys_sms_code'] as const;

export const expireSessions: JobHandler = async ({ db, now }) => {
  const counts: string[] = [];
  for (const table of TABLES) {
    const result = await db.deleteFrom(table).where('expires_at', '<', now.getTime()).executeTakeFirst();
    counts.push(`${table} ${Number(result.numDeletedRows)}`);
  }
  return `deleted: ${counts.join(', ')}`;
};
