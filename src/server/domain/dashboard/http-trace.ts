// The recent HTTP requests the monitor shows (spec 001 §2.3 "http trace"): method, path, status,
// duration, time, user name and request id of the last requests, newest first. Never the query
// string (it may hold a token or a search term), headers or bodies. In memory, per instance.
import type { FastifyInstance } from 'fastify';
import { formatDateTime } from '../../engine/db/time.ts';

export interface TracedRequest {
  time: string;
  method: string;
  /** The path only: everything from `?` on is dropped. */
  path: string;
  status: number;
  durationMs: number;
  username: string | null;
  requestId: string;
}

export interface HttpTrace {
  /** Newest first. */
  recent(limit?: number): TracedRequest[];
}

export const TRACE_SIZE = 100;
const MAX_PATH = 200;

/** Record every request of this scope (register before the routes it should see). */
export function registerHttpTrace(app: FastifyInstance, size = TRACE_SIZE): HttpTrace {
  // Times are formatted when read: every request writes an entry, few are ever read.
  const ring: (Omit<TracedRequest, 'time'> & { at: number })[] = [];
  app.addHook('onResponse', (request, reply, done) => {
    ring.push({
      at: Date.now(),
      method: request.method,
      path: request.url.split('?')[0]!.slice(0, MAX_PATH),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      username: request.user?.username ?? null,
      requestId: String(request.id),
    });
    if (ring.length > 2 * size) ring.splice(0, ring.length - size);
    done();
  });
  return {
    recent(limit = size) {
      return ring
        .slice(-Math.min(limit, size))
        .reverse()
        .map(({ at, ...r }) => ({ time: formatDateTime(new Date(at)), ...r }));
    },
  };
}
