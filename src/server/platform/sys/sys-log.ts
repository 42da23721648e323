// Rows of sys_log (docs/architecture.md#audit): sign-ins (logType 1) and account operations (logType 2) that
// do not go through the generic engine (password changes, resets, freezes, force-logout).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../engine/db/database.ts';
import { nowText } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';

export const LOG_SIGN_IN = 1;
export const LOG_OPERATION = 2;

export interface LogEntry {
  logType: number;
  content: string;
  /** The account the entry is about (sys_log.userid is the account name, as in JeecgBoot). */
  username: string;
  realname?: string | null;
  operateType?: number;
}

export async function writeSysLog(db: Db, request: FastifyRequest, entry: LogEntry, started?: number): Promise<void> {
  await db
    .insertInto('sys_log')
    .values({
      id: uuidv7(),
      log_type: entry.logType,
      log_content: entry.content.slice(0, 1000),
      operate_type: entry.operateType ?? null,
      userid: entry.username.slice(0, 32),
      username: (entry.realname ?? entry.username).slice(0, 64),
      ip: request.ip.slice(0, 64),
      method: request.method,
      request_url: request.url.split('?')[0].slice(0, 255),
      cost_time: started === undefined ? null : Date.now() - started,
      create_by: request.user?.username ?? entry.username,
      create_time: nowText(),
      version: 1,
    })
    .execute();
}
