// Child process of the load bench: the real app (buildApp) on the bench's SQLite file, listening on a
// random port, so the simulated users' own work (signing, JSON, timing) does not run on the server's
// event loop. The sign-in limit per IP is raised: the 50 users all sign in from 127.0.0.1 at once.
// Usage: server.ts <sqlite file> <sign secret>; tells the parent its address, stops when told and
// reports the CPU time it used since the parent's 'mark'.
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config/config.ts';
import { DEFAULT_RATE_LIMITS } from '../../../src/server/platform/sys/rate-limit.ts';

const [file, secret] = process.argv.slice(2);
const config = loadConfig({ ADMIN_PASSWORD: 'Bench#2026', CAPTCHA: 'off', NODE_ENV: 'test', SIGN_SECRET: secret });
config.database = { kind: 'sqlite', file };
const { app } = await buildApp({
  config,
  rateLimits: { ...DEFAULT_RATE_LIMITS, login: { max: 1000, windowMs: 60_000 } },
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send!({ kind: 'listening', url });
let cpu = process.cpuUsage();
process.on('message', (m: { kind?: string }) => {
  // 'mark' starts the CPU clock of the measured run; 'stop' reports the CPU time (ms) since the mark.
  if (m.kind === 'mark') cpu = process.cpuUsage();
  if (m.kind !== 'stop') return;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  void app.close().then(() => process.send!({ kind: 'stopped', cpuMs }, () => process.exit(0)));
});
