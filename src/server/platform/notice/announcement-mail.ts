// Announcements whose message type (`sendType`) is email also go out by mail when released: one
// message per recipient with an email address, queued through `app.mail.enqueue` (a sys_email_log
// row in status 0, sent by the sendQueuedMail job with its retries). Subject = the title, HTML body =
// the content, sanitised again as rich text. Recipients: the designated users (their read records)
// or every user of the announcement's tenant; frozen users and users without an address are left
// out, and an address shared by several users gets one message.
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { sanitizeRichText } from '../../engine/crud/richtext.ts';
import type { Rec } from '../../engine/crud/records.ts';
import type { Db } from '../../engine/db/database.ts';
import type { MailService } from '../mail/index.ts';
import { DEFAULT_TENANT } from '../permissions/user-access.ts';
import { USER_ENABLED } from '../sys/session.ts';
import { SEND_TABLE, TO_USERS } from './announcement-hooks.ts';

/** msg_send_type dictionary: the value that asks for mail. */
export const SEND_BY_EMAIL = 'email';

export interface ReleasedAnnouncement {
  id: string;
  title: string;
  content: string;
  msgType: string;
  tenantId: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the database is Kysely<any>
type Eb = ExpressionBuilder<any, any>;

/** A user of `tenant`: a sys_user_tenant row, or none at all for the default tenant. */
function inTenant(eb: Eb, tenant: number) {
  const rows = () => eb.selectFrom('sys_user_tenant as ut').select('ut.user_id').whereRef('ut.user_id', '=', 'u.id');
  const member = eb.exists(rows().where('ut.tenant_no', '=', tenant));
  return tenant === DEFAULT_TENANT ? eb.or([member, eb.not(eb.exists(rows()))]) : member;
}

/** The distinct addresses of the announcement's enabled recipients, in user order. */
export async function recipientAddresses(db: Db, a: ReleasedAnnouncement): Promise<string[]> {
  const rows = await db
    .selectFrom('sys_user as u')
    .select('u.email')
    .where('u.status', '=', USER_ENABLED)
    .where('u.email', 'is not', null)
    .where('u.email', '!=', '')
    .where((eb) =>
      a.msgType === TO_USERS
        ? eb('u.id', 'in', eb.selectFrom(SEND_TABLE).select('user_id').where('annt_id', '=', a.id))
        : inTenant(eb, a.tenantId),
    )
    .orderBy('u.id')
    .execute();
  const seen = new Set<string>();
  const out: string[] = [];
  for (const r of rows) {
    const address = String(r.email).trim();
    const key = address.toLowerCase();
    if (address && !seen.has(key)) {
      seen.add(key);
      out.push(address);
    }
  }
  return out;
}

export interface AnnouncementMailDeps {
  db: Db;
  mail: MailService;
  log: FastifyBaseLogger;
}

/**
 * After a release has committed: when the announcement (its record as the release answers it) is
 * sent by email, queue one message per recipient. Answers how many were queued (0 for other types).
 */
export async function mailAnnouncement(
  deps: AnnouncementMailDeps,
  record: Rec,
  released: { id: string; tenantId: number; user: string },
): Promise<number> {
  if (record.sendType !== SEND_BY_EMAIL) return 0;
  const a: ReleasedAnnouncement = {
    id: released.id,
    title: String(record.title ?? ''),
    content: String(record.content ?? ''),
    msgType: String(record.msgType ?? ''),
    tenantId: released.tenantId,
  };
  const content = sanitizeRichText(a.content);
  let queued = 0;
  try {
    for (const to of await recipientAddresses(deps.db, a)) {
      try {
        await deps.mail.enqueue({ to, subject: a.title, content, html: true }, { user: released.user });
        queued += 1;
      } catch (err) {
        // An address stored before validation existed: skip it, the others still get their message.
        deps.log.warn({ err, announcement: a.id, to }, 'announcement mail not queued');
      }
    }
  } catch (err) {
    // The release has committed; answering 500 now would only invite a second (refused) release.
    deps.log.error({ err, announcement: a.id, queued }, 'announcement mail failed');
  }
  return queued;
}
