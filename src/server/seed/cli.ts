// npm run seed -- --demo [--orders N] [--days N] [--seed N] [--force]
// Opens the configured database (DATABASE_URL or the default SQLite file) through buildApp, so it
// is migrated and holds the admin account, permissions and dictionaries exactly as `npm start`
// leaves it, then writes the demo company (demo.ts) and prints a summary.
import { resolve } from 'node:path';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config/config.ts';
import { parseArgs, USAGE } from './args.ts';
import { DEFAULT_ORDERS, DemoRefused, seedDemo } from './demo.ts';
import { printSummary } from './summary.ts';
import { openModels } from './models.ts';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Migrate, create admin, seed permissions and dictionaries: what a first start does.
  const { app, adminPassword } = await buildApp({ config, jobs: { scheduler: false } });
  await app.close();
  if (adminPassword !== undefined) console.log(`Created the first account: admin / ${adminPassword}  (shown once)`);
  const opened = await openModels(config.database);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
  try {
    const summary = await seedDemo(opened.db, opened.dialect, opened.models, {
      force: args.force,
      uploadRoot: resolve(config.uploadDir),
      ...(args.orders !== undefined ? { orders: args.orders } : {}),
      ...(args.days !== undefined ? { days: args.days } : {}),
      ...(args.seed !== undefined ? { seed: args.seed } : {}),
      // Alone on the database: bulk loads rebuild the indexes once instead of row by row (PostgreSQL).
      dropIndexes: (args.orders ?? DEFAULT_ORDERS) >= 50_000,
      // Bounded memory on SQLite too: nobody else uses this connection during the load.
      chunkRows: 200_000,
      onProgress: (m) => console.log(`${elapsed()}  ${m}`),
    });
    printSummary(summary, (line) => console.log(line));
  } catch (err) {
    if (err instanceof DemoRefused) {
      console.error(`Refused: ${err.message}`);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await opened.close();
  }
}

main().catch((err) => {
  console.error(`Seeding failed: ${(err as Error).message}`);
  process.exit(1);
});
