// Rows of sys_email_log: one per message, status 0 sending -> 1 sent | 2 failed (docs/decisions.md#11-other-workflows).
// retry_count counts the attempts started; next_retry_time is when the queue may try again, set
// when an attempt starts, so an attempt cut short by a crash is retried after its back-off.
import type { Db, Dialect } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import { uuidv7 } from '../../engine/db/uuid.ts';

export const MAIL_SENDING = 0;
export const MAIL_SENT = 1;
export const MAIL_FAILED = 2;

/** Attempts of a queued message before it fails for good. */
export const MAX_ATTEMPTS = 5;

/** Wait after attempt n (1-based) before the next: 2, 8, 32, 128 minutes. */
export function backoffMs(attempt: number): number {
  return 2 * 60_000 * 4 ** (attempt - 1);
}

export interface OutgoingMail {
  /** One address or several separated by commas. */
  to: string;
  subject: string;
  content: string;
  /** The content is HTML (default plain text). */
  html?: boolean;
}

export interface LogInsert {
  mail: OutgoingMail;
  accountId: string | null;
  fromAddress: string | null;
  status: number;
  attempts: number;
  nextTry: Date | null;
  error?: string;
  createBy: string;
  now: Date;
}

const ERROR_MAX = 2000;
export const clip = (s: string) => (s.length > ERROR_MAX ? `${s.slice(0, ERROR_MAX - 1)}…` : s);

export async function insertLog(db: Db, dialect: Dialect, row: LogInsert): Promise<string> {
  const id = uuidv7();
  await db
    .insertInto('sys_email_log')
    .values({
      id,
      account_id: row.accountId,
      from_address: row.fromAddress,
      to_address: row.mail.to,
      subject: row.mail.subject,
      content: row.mail.content,
      is_html: dialect === 'sqlite' ? (row.mail.html ? 1 : 0) : row.mail.html === true,
      status: row.status,
      error_msg: row.error === undefined ? null : clip(row.error),
      retry_count: row.attempts,
      next_retry_time: row.nextTry ? formatDateTime(row.nextTry) : null,
      create_by: row.createBy,
      create_time: formatDateTime(row.now),
      version: 1,
    })
    .execute();
  return id;
}

/** The outcome of an attempt: 1 sent, 2 failed for good, or still 0 with the last error (retry later). */
export async function finishLog(db: Db, id: string, status: number, now: Date, error?: string): Promise<void> {
  await db
    .updateTable('sys_email_log')
    .set({
      status,
      error_msg: error === undefined ? null : clip(error),
      sent_time: status === MAIL_SENT ? formatDateTime(now) : null,
      update_time: formatDateTime(now),
    })
    .where('id', '=', id)
    .execute();
}
