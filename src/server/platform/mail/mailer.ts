// The mail service: send now (the test button, anything a user waits for) or queue for the
// sendQueuedMail job (announcements and other notifications). Every message gets a sys_email_log
// row; a send now ends it at 1 or 2 at once, a queued one is retried with back-off (queue.ts).
import { FORMAT_RULES } from '../../../../runtime/core/formats.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { findAccount, transportFor, type EmailAccount, type SmtpTimeouts } from './accounts.ts';
import {
  MAIL_FAILED,
  MAIL_SENDING,
  MAIL_SENT,
  backoffMs,
  finishLog,
  insertLog,
  type OutgoingMail,
} from './mail-log.ts';
import { MAIL_MESSAGES } from './messages.ts';
import type { SecretBox } from './secret-box.ts';

export interface MailServiceOptions {
  db: Db;
  dialect: Dialect;
  box: SecretBox;
  timeouts: SmtpTimeouts;
  now?: () => Date;
}

export interface SendOptions {
  /** The account to send from; the default account when omitted. */
  accountId?: string | null;
  /** Recorded as the log row's createBy (default 'system'). */
  user?: string;
}

export interface SendResult {
  id: string;
  status: typeof MAIL_SENT | typeof MAIL_FAILED;
  error?: string;
}

/** What one SMTP attempt came to. */
export type Attempt = { ok: true } | { ok: false; error: string; transient: boolean };

const TRANSIENT_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS']);

/** A failure worth retrying: a 4xx reply (nodemailer's `permanent: false`) or a lost connection. */
export function isTransient(err: unknown): boolean {
  const e = err as { code?: unknown; permanent?: unknown; responseCode?: unknown };
  if (typeof e.responseCode === 'number') return e.permanent === false;
  return typeof e.code === 'string' && TRANSIENT_CODES.has(e.code);
}

const bilingual = (m: { zh: string; en: string }) => `${m.zh} (${m.en})`;

/** Refuse a recipient list that is not one or more comma-separated addresses (400). */
export function checkRecipients(to: unknown): string {
  const list = typeof to === 'string' ? to.split(',').map((s) => s.trim()) : [];
  if (list.length === 0 || list.length > 50 || list.some((a) => !FORMAT_RULES.email.pattern.test(a))) {
    throw badRequest(MAIL_MESSAGES.toInvalid);
  }
  return list.join(', ');
}

export function createMailService(opts: MailServiceOptions) {
  const { db, dialect, box, timeouts } = opts;
  const now = opts.now ?? (() => new Date());

  /** One SMTP conversation through `account`. */
  async function attempt(
    account: EmailAccount | undefined,
    mail: OutgoingMail,
    wanted?: string | null,
  ): Promise<Attempt> {
    if (!account) {
      const missing = wanted ? MAIL_MESSAGES.accountNotFound : MAIL_MESSAGES.noAccount;
      return { ok: false, error: bilingual(missing), transient: false };
    }
    try {
      const transport = transportFor(account, box, timeouts);
      try {
        await transport.sendMail({
          from: account.fromAddress,
          to: mail.to,
          subject: mail.subject,
          ...(mail.html ? { html: mail.content } : { text: mail.content }),
        });
      } finally {
        transport.close();
      }
      return { ok: true };
    } catch (err) {
      return { ok: false, error: (err as Error).message || String(err), transient: isTransient(err) };
    }
  }

  return {
    attempt,
    now,

    /** Send at once; the log row ends at 1 sent or 2 failed with the error (no retry). */
    async send(mail: OutgoingMail, options: SendOptions = {}): Promise<SendResult> {
      const to = checkRecipients(mail.to);
      const account = await findAccount(db, options.accountId);
      const started = now();
      const id = await insertLog(db, dialect, {
        mail: { ...mail, to },
        accountId: account?.id ?? options.accountId ?? null,
        fromAddress: account?.fromAddress ?? null,
        status: MAIL_SENDING,
        attempts: 1,
        // A crash before the outcome is written leaves the row to the queue after this back-off.
        nextTry: new Date(started.getTime() + backoffMs(1)),
        createBy: options.user ?? 'system',
        now: started,
      });
      const result = await attempt(account, { ...mail, to }, options.accountId);
      if (result.ok) {
        await finishLog(db, id, MAIL_SENT, now());
        return { id, status: MAIL_SENT };
      }
      await finishLog(db, id, MAIL_FAILED, now(), result.error);
      return { id, status: MAIL_FAILED, error: result.error };
    },

    /** Queue for the sendQueuedMail job (status 0, due now); returns the log row id. */
    async enqueue(mail: OutgoingMail, options: SendOptions = {}): Promise<string> {
      const to = checkRecipients(mail.to);
      return insertLog(db, dialect, {
        mail: { ...mail, to },
        accountId: options.accountId ?? null,
        fromAddress: null,
        status: MAIL_SENDING,
        attempts: 0,
        nextTry: now(),
        createBy: options.user ?? 'system',
        now: now(),
      });
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
