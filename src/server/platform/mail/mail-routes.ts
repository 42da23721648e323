// POST /sys/emailAccount/testSend {id, to}: a test message from that account, sent at once and
// logged like any other (sys_email_log row 1 sent, or 2 failed with the server's error). A failure
// is a 502 carrying the SMTP error and the log row id.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../engine/plugins/errors.ts';
import { HttpError, badRequest, notFound } from '../../engine/plugins/http-error.ts';
import { langOf, say, t } from '../../engine/plugins/i18n.ts';
import type { Db } from '../../engine/db/database.ts';
import { findAccount } from './accounts.ts';
import { checkRecipients, type MailService } from './mailer.ts';
import { MAIL_MESSAGES } from './messages.ts';

export const MAIL_PERMISSION_CODES = [
  {
    code: 'system:emailAccount:testSend',
    title: t('邮箱账户:发送测试邮件', 'Email account: send a test message'),
    parentMenuKey: 'emailAccount',
  },
];

export function registerMailRoutes(app: FastifyInstance, deps: { db: Db; mail: MailService }): void {
  app.post(
    '/sys/emailAccount/testSend',
    { config: { permission: 'system:emailAccount:testSend' } },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const lang = langOf(request);
      if (typeof body.id !== 'string' || body.id === '' || body.id.length > 64) {
        throw badRequest(t('缺少参数或参数无效: id', 'Missing or invalid parameter: id'));
      }
      const to = checkRecipients(body.to);
      if (!(await findAccount(deps.db, body.id))) throw notFound(MAIL_MESSAGES.accountNotFound);
      const result = await deps.mail.send(
        { to, subject: say(MAIL_MESSAGES.testSubject, lang), content: say(MAIL_MESSAGES.testBody, lang) },
        { accountId: body.id, user: request.user!.username },
      );
      if (result.error !== undefined) throw new HttpError(502, MAIL_MESSAGES.failed(result.error), result);
      return ok(result, say(MAIL_MESSAGES.sent, lang));
    },
  );
}
