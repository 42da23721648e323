// The sendQueuedMail job's work: sys_email_log rows in status 0 whose next try is due, oldest first.
// Each attempt is claimed by one conditional UPDATE (retry_count moves on, next_retry_time is pushed
// back by the back-off), so two instances never send the same message at once and a crash mid-send
// is retried later. A transient failure (4xx, lost connection) keeps the row at 0 with its error
// until MAX_ATTEMPTS; a permanent one (5xx, refused login, no account) ends it at 2.
import type { Db } from '../../engine/db/database.ts';
import { formatDateTime } from '../../engine/db/time.ts';
import { findAccount } from './accounts.ts';
import { MAIL_FAILED, MAIL_SENDING, MAIL_SENT, MAX_ATTEMPTS, backoffMs, finishLog } from './mail-log.ts';
import type { MailService } from './mailer.ts';

export interface QueueSummary {
  sent: number;
  failed: number;
  retrying: number;
}

export async function sendQueuedMail(db: Db, mail: MailService, limit = 50): Promise<QueueSummary> {
  const summary: QueueSummary = { sent: 0, failed: 0, retrying: 0 };
  const start = mail.now();
  const due = await db
    .selectFrom('sys_email_log')
    .select(['id', 'account_id', 'to_address', 'subject', 'content', 'is_html', 'retry_count'])
    .where('status', '=', MAIL_SENDING)
    .where('next_retry_time', '<=', formatDateTime(start))
    .orderBy('next_retry_time')
    .orderBy('id')
    .limit(limit)
    .execute();
  for (const row of due) {
    const before = Number(row.retry_count ?? 0);
    const attempts = before + 1;
    const claimed = await db
      .updateTable('sys_email_log')
      .set({
        retry_count: attempts,
        next_retry_time: formatDateTime(new Date(mail.now().getTime() + backoffMs(attempts))),
      })
      .where('id', '=', row.id)
      .where('status', '=', MAIL_SENDING)
      .where('retry_count', '=', before)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue; // another instance took this attempt
    const accountId = (row.account_id as string | null) || null;
    const account = await findAccount(db, accountId);
    if (account) {
      await db
        .updateTable('sys_email_log')
        .set({ account_id: account.id, from_address: account.fromAddress })
        .where('id', '=', row.id)
        .execute();
    }
    const result = await mail.attempt(
      account,
      {
        to: row.to_address as string,
        subject: row.subject as string,
        content: (row.content as string | null) ?? '',
        html: row.is_html === true || row.is_html === 1,
      },
      accountId,
    );
    if (result.ok) {
      await finishLog(db, row.id as string, MAIL_SENT, mail.now());
      summary.sent += 1;
    } else if (result.transient && attempts < MAX_ATTEMPTS) {
      await finishLog(db, row.id as string, MAIL_SENDING, mail.now(), result.error);
      summary.retrying += 1;
    } else {
      await finishLog(db, row.id as string, MAIL_FAILED, mail.now(), result.error);
      summary.failed += 1;
    }
  }
  return summary;
}
