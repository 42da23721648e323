// Child process: the real app (buildApp) on the bench's SQLite file, listening on a random port. It
// tells the parent its address, serves until the parent says stop, then reports its peak RSS (the
// parent times the requests). Usage: excel-server.ts <sqlite file> <sign secret>
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/config.ts';
import { report, startClocks } from './excel-child.ts';

const [file, secret] = process.argv.slice(2);
const config = loadConfig({ ADMIN_PASSWORD: 'Bench#2026', CAPTCHA: 'off', NODE_ENV: 'test', SIGN_SECRET: secret });
config.database = { kind: 'sqlite', file };
const { app } = await buildApp({ config });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const started = startClocks();
if (process.env.BENCH_MEM_LOG) {
  // Memory every second, to see what the peak is made of.
  setInterval(() => {
    const m = process.memoryUsage();
    const f = (n: number) => (n / 2 ** 20).toFixed(0);
    console.log(`  [server] rss ${f(m.rss)} heap ${f(m.heapUsed)}/${f(m.heapTotal)} external ${f(m.external)} MB`);
  }, 1000).unref();
}
process.send!({ kind: 'listening', url });
process.on('message', (m: { kind?: string }) => {
  if (m.kind !== 'stop') return;
  void app.close().then(async () => {
    await report(started, 0);
    process.exit(0);
  });
});
