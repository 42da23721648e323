// GET {API_BASE}/websocket/{userId} (docs/architecture.md#realtime, spec 001 §7.5): the session token comes as
// the Sec-WebSocket-Protocol (browsers cannot set headers on a WebSocket; the server echoes it, as the
// protocol requires). The upgrade is refused with 401 when the token is missing or dead and 403 when
// it belongs to another user id. A text `HeartBeat` is answered with `HeartBeat` once the session is
// checked again, so a socket outlives neither a logout nor a revoked session by more than one
// heartbeat. Silent peers are found by a ping every 30 s and dropped.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { ResolveSession } from '../../engine/plugins/auth.ts';
import { HttpError, MESSAGES } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';
import type { Connection, Hub } from './hub.ts';
import { HEARTBEAT } from './types.ts';

/** Sockets one user may hold at once on one instance (browser tabs). */
export const MAX_SOCKETS_PER_USER = 20;
const PING_MS = 30_000;
/** Close code when the session behind a socket has ended (1008: policy violation). */
export const SESSION_ENDED = 1008;

const OTHER_USER = t('令牌不属于该用户', 'The token does not belong to this user');
const TOO_MANY = t('连接数过多', 'Too many connections');

/** The first offered sub-protocol: the token. */
export function protocolToken(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  return (raw ?? '').split(',')[0].trim();
}

function textOf(data: RawData, isBinary: boolean): string | undefined {
  return !isBinary && Buffer.isBuffer(data) ? data.toString('utf8') : undefined;
}

export function registerSocketRoute(app: FastifyInstance, hub: Hub, resolveSession: ResolveSession): void {
  const live = new Map<WebSocket, { alive: boolean }>();
  const pinger = setInterval(() => {
    for (const [socket, state] of live) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }, PING_MS);
  pinger.unref();
  app.addHook('onClose', async () => clearInterval(pinger));

  const checkUpgrade = async (request: FastifyRequest) => {
    const token = protocolToken(request.headers['sec-websocket-protocol']);
    if (!token) throw new HttpError(401, MESSAGES.unauthorized);
    const user = await resolveSession(token);
    if (!user) throw new HttpError(401, MESSAGES.unauthorized);
    if (user.id !== (request.params as { userId: string }).userId) throw new HttpError(403, OTHER_USER);
    if (user.mustChangePassword) throw new HttpError(403, MESSAGES.forbidden);
    if (hub.count(user.id) >= MAX_SOCKETS_PER_USER) throw new HttpError(429, TOO_MANY);
  };

  app.get(
    '/websocket/:userId',
    { websocket: true, config: { public: true, unsigned: true }, onRequest: checkUpgrade },
    (socket, request) => {
      const { userId } = request.params as { userId: string };
      const token = protocolToken(request.headers['sec-websocket-protocol']);
      const state = { alive: true };
      const conn: Connection = {
        userId,
        send: (text) => {
          if (socket.readyState === socket.OPEN) socket.send(text);
        },
      };
      live.set(socket, state);
      hub.add(conn);
      socket.on('pong', () => (state.alive = true));
      socket.on('message', (data, isBinary) => {
        state.alive = true;
        if (textOf(data, isBinary) !== HEARTBEAT) return;
        resolveSession(token).then(
          (user) => (user?.id === userId ? conn.send(HEARTBEAT) : socket.close(SESSION_ENDED, 'session ended')),
          () => conn.send(HEARTBEAT), // a database hiccup is not the client's fault
        );
      });
      socket.on('close', () => {
        live.delete(socket);
        hub.remove(conn);
      });
    },
  );
}
