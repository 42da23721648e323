// The live connection as the browser opens it: the test app listens on a free local port and a `ws`
// client connects to {API_BASE}/websocket/{userId} with the token as its sub-protocol. Messages are
// collected so a test can wait for one (with a deadline) or assert that none came.
import WebSocket from 'ws';
import { API, type TestApp } from './test-app.ts';

export interface LiveSocket {
  ws: WebSocket;
  /** Text frames received so far, in order. */
  received: string[];
  /** The next frame (after those already taken) matching `match`, or an error after `ms`. */
  next(match?: (text: string) => boolean, ms?: number): Promise<string>;
  /** Forget the frames received so far (next() then waits for new ones). */
  skip(): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** Refusal of the upgrade: the HTTP status the server answered instead of 101. */
export class Refused extends Error {
  constructor(readonly status: number) {
    super(`upgrade refused with ${status}`);
  }
}

/** Start listening (once per app) and return the websocket base URL of the API. */
export async function socketBase(t: TestApp): Promise<string> {
  const address = t.app.server.listening
    ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`
    : await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `${address.replace(/^http/, 'ws')}${API}`;
}

export function openSocket(base: string, userId: string, token?: string): Promise<LiveSocket> {
  const ws = new WebSocket(`${base}/websocket/${encodeURIComponent(userId)}`, token ? [token] : []);
  const received: string[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data, isBinary) => {
    if (isBinary) return;
    received.push(data.toString());
    for (const w of waiters) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const socket: LiveSocket = {
    ws,
    received,
    closed,
    next(match = () => true, ms = 2_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          while (taken < received.length) {
            const text = received[taken++];
            if (match(text)) {
              waiters.delete(look);
              clearTimeout(timer);
              resolve(text);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching message within ${ms} ms (got ${JSON.stringify(received)})`));
        }, ms);
        waiters.add(look);
        look();
      });
    },
    skip() {
      taken = received.length;
    },
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => {
      reject(new Refused(res.statusCode ?? 0));
      ws.terminate();
    });
    ws.on('error', (err) => reject(err)); // after the open, errors end in 'close'
  });
}

/** The status of a refused upgrade (fails when the connection opens). */
export async function refusal(base: string, userId: string, token?: string): Promise<number> {
  try {
    const s = await openSocket(base, userId, token);
    await s.close();
  } catch (err) {
    if (err instanceof Refused) return err.status;
    throw err;
  }
  throw new Error('the connection was accepted');
}

/** A parsed live message ({cmd, msgTxt, ...}), or undefined for other frames (HeartBeat). */
export function live(text: string): { cmd: string; msgTxt: string; [k: string]: unknown } | undefined {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && 'cmd' in v ? (v as { cmd: string; msgTxt: string }) : undefined;
  } catch {
    return undefined;
  }
}
