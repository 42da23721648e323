// The running server of `npm run dev`: one Fastify app at a time answers the API. A rebuilt app takes
// the slot at once (requests arriving after the swap go to it); the old one keeps answering the
// requests it already holds and is closed when they are done (or after GRACE_MS), so a save never
// cuts a request in half; requests arriving during a schema pass wait for its end (hold). Sessions
// live in the database, so they survive the swap.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DEV_REGISTRY_HEADER } from '../runtime/core/dev-registry.ts';

const GRACE_MS = 10_000;

interface Entry {
  app: FastifyInstance;
  /** The version of the registry the app was built on (registry-version.ts). */
  registryVersion?: string;
  inflight: number;
  drained?: () => void;
}

export class AppSlot {
  private current: Entry | undefined;
  private readonly retiring = new Set<Promise<void>>();
  private gate: Promise<unknown> | undefined;

  get app(): FastifyInstance | undefined {
    return this.current?.app;
  }

  /**
   * Holds new requests until `pass` settles (a schema pass: the SPA's hot update, fired by the files
   * gen writes, asks for menus and lists the new app must answer, not the old one).
   */
  hold(pass: Promise<unknown>): void {
    this.gate = pass;
    const open = () => {
      if (this.gate === pass) this.gate = undefined;
    };
    pass.then(open, open);
  }

  /** Hands one request to the current app (503 while the first build is still running). */
  handle(req: IncomingMessage, res: ServerResponse): void {
    const gate = this.gate;
    if (gate) {
      const later = () => this.handle(req, res);
      void gate.then(later, later);
      return;
    }
    const entry = this.current;
    if (!entry) {
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
      res.end(JSON.stringify({ success: false, code: 503, message: 'The development server is starting' }));
      return;
    }
    entry.inflight++;
    // Which registry answers: a page holding an older one waits for its hot update (README.md).
    if (entry.registryVersion) res.setHeader(DEV_REGISTRY_HEADER, entry.registryVersion);
    res.once('close', () => {
      entry.inflight--;
      if (entry.inflight === 0) entry.drained?.();
    });
    entry.app.routing(req, res);
  }

  /** A WebSocket upgrade (realtime) for the current app. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (this.current) this.current.app.server.emit('upgrade', req, socket, head);
    else socket.destroy();
  }

  /** Puts `app` (built on that registry version) in the slot; the previous app closes once its requests are answered. */
  swap(app: FastifyInstance, registryVersion?: string): void {
    const old = this.current;
    this.current = { app, registryVersion, inflight: 0 };
    if (old) {
      const done = this.retire(old).finally(() => this.retiring.delete(done));
      this.retiring.add(done);
    }
  }

  private async retire(entry: Entry): Promise<void> {
    if (entry.inflight > 0) {
      await new Promise<void>((resolve) => {
        entry.drained = resolve;
        setTimeout(resolve, GRACE_MS).unref();
      });
    }
    await entry.app.close();
  }

  /** Closes the current app and waits for the retiring ones. */
  async close(): Promise<void> {
    const entry = this.current;
    this.current = undefined;
    if (entry) await this.retire(entry);
    await Promise.all(this.retiring);
  }
}
