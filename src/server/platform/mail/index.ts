// The mail module as buildApp wires it (README.md): the mail service (also `app.mail` for other
// modules: send now or enqueue), the sys_email_account hooks and the test-send route.
import type { FastifyInstance } from 'fastify';
import type { EntityPlugin } from '../../engine/crud/extensions.ts';
import type { Db, Dialect } from '../../engine/db/database.ts';
import { emailAccountHooks } from './account-hooks.ts';
import { DEFAULT_SMTP_TIMEOUTS, type SmtpTimeouts } from './accounts.ts';
import { createMailService, type MailService } from './mailer.ts';
import { registerMailRoutes } from './mail-routes.ts';
import { secretBox } from './secret-box.ts';

export { MAIL_PERMISSION_CODES } from './mail-routes.ts';
export type { MailService } from './mailer.ts';
export type { OutgoingMail } from './mail-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Send mail now or queue it (src/server/platform/mail). */
    mail: MailService;
  }
}

export interface MailOptions {
  /** SMTP timeouts over DEFAULT_SMTP_TIMEOUTS (tests shorten them). */
  timeouts?: Partial<SmtpTimeouts>;
  /** The mail clock (queued rows' times); default the system clock. */
  now?: () => Date;
}

export interface MailModule {
  service: MailService;
  plugins: EntityPlugin[];
  /** No APP_SECRET: passwords are sealed with a development key (refused in production by config.ts). */
  developmentKey: boolean;
  register(api: FastifyInstance): void;
}

export function createMail(
  db: Db,
  dialect: Dialect,
  appSecret: string | undefined,
  options: MailOptions = {},
): MailModule {
  const box = secretBox(appSecret);
  const service = createMailService({
    db,
    dialect,
    box,
    timeouts: { ...DEFAULT_SMTP_TIMEOUTS, ...options.timeouts },
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    service,
    plugins: [{ module: 'mail', entity: 'sys_email_account', ...emailAccountHooks(box, dialect) }],
    developmentKey: box.development,
    register: (api) => registerMailRoutes(api, { db, mail: service }),
  };
}
