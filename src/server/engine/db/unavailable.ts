// Whether a thrown error means the database cannot be used right now (PostgreSQL down, restarting,
// refusing connections or having cut ours; SQLite locked by another process past the busy timeout)
// rather than a bad query: the error handler answers 503 (try again) instead of 500. A network error
// (ECONNREFUSED ...) carries no sign of which peer failed; another dependency down is a 503 as well.

/** SQLSTATE classes and codes of a lost or refused PostgreSQL connection. */
const PG_CODES = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin shutdown, crash shutdown, cannot connect now, database dropped
  /^53300$/, // too many connections
];

const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED']);

/** node-postgres' own messages for a connection that died or could not be made (they carry no code). */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error/,
  /^timeout exceeded when trying to connect/,
  /is not currently accepting connections/, // 55000 on connect to a database with ALLOW_CONNECTIONS false
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NET_CODES.has(code) || SQLITE_CODES.has(code) || PG_CODES.some((re) => re.test(code))) return true;
    }
    if (PG_MESSAGES.some((re) => re.test(e.message))) return true;
  }
  return false;
}
