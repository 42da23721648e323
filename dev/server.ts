// startDev: the one process of `npm run dev`. One HTTP server: requests under the API base go to the
// current Fastify app (app-slot.ts), everything else to Vite (spa.ts); schemas/ is watched
// (watch-schemas.ts) and each burst of saves runs the schema loop (schema-loop.ts): regenerate,
// migrate the development database, build a new app and swap it in, no restart. The development
// database is SQLite in <dataDir>/dev.db unless DATABASE_URL says otherwise.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/server/config/config.ts';
import { AppSlot } from './app-slot.ts';
import { SchemaLoop, type DevProblem, type Rebuilt } from './schema-loop.ts';
import { studioDevRoutes } from './studio/index.ts';
import { startSpa, type DevSpa } from './spa.ts';
import { watchSchemas } from './watch-schemas.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface DevOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Default: the repository's schemas/. */
  schemasDir?: string;
  /**
   * Where gen writes: src/generated/ for the repository's schemas; for another schemas folder,
   * <dataDir>/generated, started as a copy of src/generated/ (so its migrations continue those).
   */
  outDir?: string;
  /** Holds dev.db (default: the repository's data/). */
  dataDir?: string;
  /** Environment over process.env for the server's configuration (ADMIN_PASSWORD, CAPTCHA ...). */
  env?: Record<string, string | undefined>;
  /** Serve the SPA through Vite (default true); the API alone without it. */
  spa?: boolean;
  /** Fastify's request log (default false). */
  logger?: boolean;
  /** Lines for the terminal (default console.log / console.error). */
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export interface DevServer {
  url: string;
  apiBase: string;
  /** The X-Sign secret of this run (the SPA gets it in index.html). */
  signSecret: string;
  schemasDir: string;
  outDir: string;
  /** The problems of the last schema pass; empty when it succeeded. */
  problems(): DevProblem[];
  /** Resolves when no schema pass is running or pending. */
  settled(): Promise<void>;
  /** Subscribe to passes: 'rebuilt' after a swap, 'problems' when they change. */
  on(event: 'rebuilt', listener: (r: Rebuilt) => void): void;
  on(event: 'problems', listener: (p: DevProblem[]) => void): void;
  close(): Promise<void>;
}

function printProblems(problems: DevProblem[], warn: (line: string) => void): void {
  if (!problems.length) return warn('Schemas are valid again.');
  const lines = problems.map((p) => `  ${p.file || 'schemas'}: ${p.pointer || '/'}: ${p.message}`);
  warn(`Invalid schema file(s); the server keeps the last good state:\n${lines.join('\n')}`);
}

export async function startDev(opts: DevOptions): Promise<DevServer> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const warn = opts.warn ?? ((line: string) => console.error(line));
  const schemasDir = resolve(opts.schemasDir ?? join(ROOT, 'schemas'));
  const dataDir = resolve(opts.dataDir ?? join(ROOT, 'data'));
  const ownSchemas = schemasDir === join(ROOT, 'schemas');
  const outDir = resolve(opts.outDir ?? (ownSchemas ? join(ROOT, 'src/generated') : join(dataDir, 'generated')));
  mkdirSync(dataDir, { recursive: true });
  if (!existsSync(join(outDir, 'migrations'))) cpSync(join(ROOT, 'src/generated'), outDir, { recursive: true });

  const env: Record<string, string | undefined> = { NODE_ENV: 'development', ...process.env, ...opts.env };
  env.DATABASE_URL ??= `sqlite:${join(dataDir, 'dev.db')}`;
  const loaded = loadConfig(env);
  // One secret for the whole run: the page keeps working across app swaps.
  const config = { ...loaded, signSecret: loaded.signSecret ?? randomBytes(16).toString('hex') };

  const slot = new AppSlot();
  const loop: SchemaLoop = new SchemaLoop({
    schemasDir,
    outDir,
    slot,
    build: {
      config,
      logger: opts.logger ?? false,
      jobs: { scheduler: config.scheduler },
      // The Schema Studio (dev/studio/): its menu, permission and routes exist in development only.
      // A save answers once this loop has regenerated and swapped (with the drops the person
      // confirmed), so the page that saved sees the new entity at once.
      devRoutes: studioDevRoutes({
        schemasDir,
        generatedDir: outDir,
        onSaved: async (result) => {
          loop.allowDrops(result.allowDestructive);
          await loop.run();
        },
      }),
    },
  });
  const apiBase = config.apiBase;
  const isApi = (url = '') => url === apiBase || url.startsWith(`${apiBase}/`) || url.startsWith(`${apiBase}?`);

  let spa: DevSpa | undefined;
  const server: Server = createServer((req, res) => {
    if (isApi(req.url) || !spa) slot.handle(req, res);
    else spa.vite.middlewares(req, res);
  });
  server.on('upgrade', (req, socket, head) => {
    if (isApi(req.url)) slot.upgrade(req, socket, head); // Vite answers its own HMR socket
  });

  loop.on('problems', (problems) => {
    printProblems(problems, warn);
    spa?.showProblems(problems);
  });
  loop.on('rebuilt', (r) => {
    if (r.adminPassword !== undefined) {
      log(
        env.ADMIN_PASSWORD
          ? 'Created the first account: admin (password from ADMIN_PASSWORD)'
          : `Created the first account: admin / ${r.adminPassword}  (shown once; change it after signing in)`,
      );
    }
    if (r.changed.length) {
      void spa?.reloadGenerated(r.changed);
      const files = r.changed.length > 8 ? `${r.changed.length} files` : r.changed.join(', ');
      log(`Schemas: wrote ${files} in ${r.genMs} ms; the server reloaded in ${r.ms} ms.`);
    }
  });

  await loop.run();
  // The generator loads prettier and json-schema-to-typescript on the first save that needs them
  // (a new entity's types): load them now, so that first save is as quick as the next ones.
  const { format } = await import('prettier');
  await format('const x = { a: 1 };\n', { parser: 'typescript' });
  await import('json-schema-to-typescript');
  if (opts.spa !== false) {
    spa = await startSpa({
      httpServer: server,
      outDir,
      appConfig: { apiBase, signSecret: config.signSecret, staticDomain: config.staticDomain },
      problems: () => loop.problems,
    });
  }
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(opts.port, opts.host ?? config.host, done);
  });
  // gen's own formatting of a saved file comes back as one more change: nothing new then.
  const watcher = watchSchemas(schemasDir, (files) => {
    if (!files.length || loop.changedSince(files)) void loop.run();
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host ?? config.host;
  const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${port}`;

  return {
    url,
    apiBase,
    signSecret: config.signSecret,
    schemasDir,
    outDir,
    problems: () => loop.problems,
    settled: async () => {
      await new Promise((r) => setTimeout(r, 200)); // a save still settling in the watcher
      await loop.idle();
    },
    on(event: 'rebuilt' | 'problems', listener: (arg: never) => void) {
      loop.on(event, listener as (arg: unknown) => void);
    },
    async close() {
      watcher.close();
      await spa?.vite.close();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await slot.close();
    },
  };
}
