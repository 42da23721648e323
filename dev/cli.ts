// npm run dev: the API and the SPA with hot reload on one port (PORT, default 5173), schemas/ watched;
// see dev/README.md. Ctrl-C stops it.
import { startDev } from './server.ts';

const port = Number(process.env.PORT ?? 5173);
const dev = await startDev({ port, logger: process.env.REQUEST_LOG !== undefined });
console.log(`npm run dev: http://localhost:${new URL(dev.url).port}/ (API under ${dev.apiBase}; watching schemas/)`);
const stop = async () => {
  await dev.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
