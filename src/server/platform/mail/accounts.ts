// Email accounts (sys_email_account) as the mailer uses them: the chosen or default account with
// its password opened, and a nodemailer SMTP transport for it.
import nodemailer, { type SMTPTransportOptions, type Transporter } from 'nodemailer';
import type { Db } from '../../engine/db/database.ts';
import type { SecretBox } from './secret-box.ts';

export interface EmailAccount {
  id: string;
  fromAddress: string;
  host: string;
  port: number;
  useSsl: boolean;
  username: string | null;
  /** The sealed password (secret-box.ts), never sent to a client. */
  sealedPassword: string | null;
}

/** Timeouts of one SMTP conversation; tests may shorten them. */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

const truthy = (v: unknown) => v === true || v === 1 || v === '1';

/** The account `id`, or else the default one (isDefault, then the oldest); undefined when none. */
export async function findAccount(db: Db, id?: string | null): Promise<EmailAccount | undefined> {
  let query = db
    .selectFrom('sys_email_account')
    .select(['id', 'from_address', 'host', 'port', 'use_ssl', 'username', 'password']);
  query = id
    ? query.where('id', '=', id)
    : query.orderBy('is_default', 'desc').orderBy('create_time').orderBy('id').limit(1);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id as string,
    fromAddress: row.from_address as string,
    host: row.host as string,
    port: Number(row.port),
    useSsl: truthy(row.use_ssl),
    username: (row.username as string | null) || null,
    sealedPassword: (row.password as string | null) || null,
  };
}

/** An SMTP transport for the account: implicit TLS when useSsl, else STARTTLS when the server offers it. */
export function transportFor(account: EmailAccount, box: SecretBox, timeouts: SmtpTimeouts): Transporter {
  const options: SMTPTransportOptions = {
    host: account.host,
    port: account.port,
    secure: account.useSsl,
    ...timeouts,
  };
  if (account.username) {
    const pass = account.sealedPassword ? box.open(account.sealedPassword) : '';
    options.auth = { user: account.username, pass };
  }
  return nodemailer.createTransport(options);
}
