// The server program: read the configuration, build the app with the built SPA (the job scheduler on or
// off as SCHEDULER says; under the startup lock of db/startup-lock.ts on PostgreSQL), listen, and print
// the address (and, on the first start, the admin credentials once). Run directly under tsx (npm run
// dev:server, the tests' server processes); npm start runs the bundle of this module
// (scripts/build-server.ts: dist-server/main.mjs imports dist-server/server.mjs and calls runServer).
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { withStartupLock } from './engine/db/startup-lock.ts';
import { printMigrationPlan } from './platform/ops/migration-plan-cli.ts';
import { migrateMode } from './platform/ops/migrate-at-start.ts';

/**
 * The built SPA relative to this module: ../../dist from src/server/main.ts (tsx, npm run dev:server);
 * the production bundle in dist-server/ (scripts/build-server.ts) defines it as ../dist.
 */
declare const SPA_DIR_FROM_MODULE: string | undefined;
const spaFromModule = typeof SPA_DIR_FROM_MODULE === 'string' ? SPA_DIR_FROM_MODULE : '../../dist';

async function main(): Promise<void> {
  let config;
  let mode;
  try {
    config = loadConfig();
    mode = migrateMode(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // MIGRATE=plan: print what the next start would apply, change nothing, exit.
  if (mode === 'plan') {
    console.log(await printMigrationPlan(config.database));
    return;
  }
  const spaDir = resolve(import.meta.dirname, spaFromModule);
  // Several instances may start at once on one PostgreSQL database: one prepares it at a time.
  const { app, adminPassword } = await withStartupLock(config.database, () =>
    buildApp({ config, spaDir, logger: true, jobs: { scheduler: config.scheduler } }),
  );
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    // In-flight requests finish; a keep-alive connection whose last answer went out after the close
    // began would hold the exit until its keep-alive timeout (72 s): drop connections once idle.
    const dropIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(dropIdle);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Listening on http://${config.host}:${port}`);
  if (adminPassword !== undefined) {
    console.log(
      config.adminPassword !== undefined
        ? 'Created the first account: admin (password from ADMIN_PASSWORD)'
        : `Created the first account: admin / ${adminPassword}  (shown once; change it after signing in)`,
    );
  }
}

/** Start the server; on failure print why and exit 1. */
export function runServer(): void {
  main().catch((err) => {
    console.error(`Failed to start: ${(err as Error).message}`);
    process.exit(1);
  });
}

// Started as the program (not imported: the bundle's entry imports it and calls runServer itself).
if (import.meta.main) runServer();
