// The server's pino options (Fastify `logger`): request lines keep method, URL, host and address, but
// secrets never reach the log. Headers carrying credentials and body fields holding passwords, tokens,
// captchas or SMS codes are censored wherever a log call puts them (pino `redact`), and the same
// names are masked in a request URL's query string. (The dev SMS sender writes the code in its
// message text on purpose: that is how a code reaches a developer without a gateway.)
import type { FastifyServerOptions } from 'fastify';
import { stdoutLines } from './log-stream.ts';

export const CENSOR = '[redacted]';

const SECRET_HEADERS = ['x-access-token', 'authorization', 'cookie', 'set-cookie', 'x-sign', 'sec-websocket-protocol'];
const SECRET_FIELDS = [
  'password',
  'oldpassword',
  'newpassword',
  'confirmpassword',
  'token',
  'accessToken',
  'captcha',
  'smscode',
  'checkKey',
  'appSecret',
  'signSecret',
];
const SECRET_QUERY = new Set(SECRET_FIELDS.map((f) => f.toLowerCase()));
/** A query pair named like a secret, as written (no escapes): the URLs of most requests have none. */
const SECRET_PAIR = new RegExp(`(?:^|&)(?:${SECRET_FIELDS.join('|')})(?:=|&|$)`, 'i');

/** Where a log call may put headers, and where secret fields may sit (top level, one or two deep). */
const HOLDERS = ['req.headers', 'res.headers', 'headers', 'request.headers', 'reply.headers'];
const FIELD_PREFIXES = ['', '*.', '*.*.', 'req.body.', 'request.body.'];

function redactPaths(): string[] {
  return [
    ...HOLDERS.flatMap((h) => SECRET_HEADERS.map((name) => `${h}["${name}"]`)),
    ...FIELD_PREFIXES.flatMap((prefix) => SECRET_FIELDS.map((f) => `${prefix}${f}`)),
  ];
}

/** `/x?token=abc&page=1` -> `/x?token=[redacted]&page=1` (names compared without case). */
export function maskUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  // Without escapes ('%', '+') a name is compared as written: no secret-like name, nothing to mask.
  const search = url.slice(q + 1);
  if (!/[%+]/.test(search) && !SECRET_PAIR.test(search)) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // a malformed escape stays as written; compare it raw
      }
      return eq >= 0 && SECRET_QUERY.has(name.toLowerCase()) ? `${rawName}=${CENSOR}` : pair;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${query}`;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function loggerOptions(): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: 'info',
    // Lines written to standard output in batches (log-stream.ts).
    stream: stdoutLines(),
    redact: { paths: redactPaths(), censor: CENSOR },
    serializers: {
      // Fastify's own request line, with the query's secrets masked.
      req: (req: RequestLike) => ({
        method: req.method,
        url: req.url === undefined ? undefined : maskUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
