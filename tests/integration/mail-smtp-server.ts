// A real SMTP server for the mail tests (the smtp-server package) on 127.0.0.1 and a random port:
// plain SMTP with AUTH PLAIN/LOGIN (no STARTTLS, so nothing needs a certificate), one account, and
// recipients that answer 451 (try later) or 550 (no such mailbox) on demand. Received messages are
// kept raw with their envelope; `headers`/`body` read them back. Nothing leaves the machine.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

export interface TestSmtp {
  port: number;
  user: string;
  password: string;
  received: Received[];
  /** Recipients answered 451 at RCPT TO (transient) until removed. */
  busy: Set<string>;
  /** Recipients answered 550 (permanent). */
  unknown: Set<string>;
  close(): Promise<void>;
}

export async function startSmtp(user = 'mailer', password = 'S3cret!pass'): Promise<TestSmtp> {
  const received: Received[] = [];
  const busy = new Set<string>();
  const unknown = new Set<string>();
  const refuse = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) return callback(null, { user });
      return callback(refuse('Authentication credentials invalid', 535));
    },
    onRcptTo(address, _session, callback) {
      if (busy.has(address.address)) return callback(refuse('Mailbox busy, try again later', 451));
      if (unknown.has(address.address)) return callback(refuse('No such mailbox here', 550));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    user,
    password,
    received,
    busy,
    unknown,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 with nothing listening (bound, then released). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The message's headers (unfolded, names lower-cased). */
export function headers(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const out: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

/** The body of a single-part message, quoted-printable soft breaks undone. */
export function body(raw: string): string {
  const text = raw.slice(raw.search(/\r?\n\r?\n/)).trim();
  return /quoted-printable/i.test(headers(raw)['content-transfer-encoding'] ?? '')
    ? text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    : text;
}

/** A TCP server on 127.0.0.1 that takes connections and never says a word (no SMTP greeting). */
export async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
