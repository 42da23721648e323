// Graceful shutdown: SIGTERM while slow requests (Excel exports of ROWS sites) are in flight. Every
// export finishes with 200 and a complete workbook, a new connection made after the SIGTERM is
// refused, and the process exits with code 0.
import { connect } from 'node:net';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { login } from '../integration/helpers/server-process.ts';
import { DIALECTS } from './fault-db.ts';
import { faultSuite } from './fault-suite.ts';
import { addSiteCopies } from './site-copies.ts';

const ROWS = 10_000;
const EXPORTS = 3;

/** Whether a new TCP connection to `port` is refused. */
const refused = (port: number) =>
  new Promise<boolean>((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      ok(false);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => ok(err.code === 'ECONNREFUSED'));
  });

async function sheetRows(data: Buffer): Promise<number> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(data as unknown as ArrayBuffer);
  return wb.worksheets[0].actualRowCount;
}

describe.each(DIALECTS)('graceful shutdown on %s', (dialect) => {
  const suite = faultSuite(dialect);

  it('finishes in-flight exports, refuses new connections and exits 0', async () => {
    // The full request log (REQUEST_LOG=full) writes a line as each request comes in.
    const server = await suite.start({ env: { REQUEST_LOG: 'full' } });
    const token = await login(server);
    await addSiteCopies(
      server,
      token,
      suite.fdb,
      'Export model',
      Array.from({ length: ROWS - 1 }, (_, i) => `Export ${i}`),
    );

    const port = Number(new URL(server.base).port);
    let done = 0;
    const exports = Array.from({ length: EXPORTS }, () =>
      server.call('GET', '/wl/site/exportXls', { token }).finally(() => done++),
    );
    // SIGTERM once the server has received every export (its log has a line per incoming request).
    const received = () =>
      server
        .output()
        .split('\n')
        .filter((l) => l.includes('incoming request') && l.includes('/exportXls')).length;
    const deadline = Date.now() + 30_000;
    while (received() < EXPORTS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(received()).toBe(EXPORTS);
    const t0 = Date.now();
    server.child.kill('SIGTERM');

    let wasRefused = false;
    while (!wasRefused && server.child.exitCode === null) {
      wasRefused = await refused(port);
      if (!wasRefused) await new Promise((r) => setTimeout(r, 20));
    }
    const doneAtRefusal = done;
    const answers = await Promise.all(exports);
    const answeredAfter = Date.now() - t0;
    const exit = await server.exited;
    console.log(
      `[faults] ${dialect}: refused new connections, exports answered ${answeredAfter} ms and exit ${Date.now() - t0} ms after SIGTERM`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    expect(wasRefused).toBe(true);
    expect(doneAtRefusal).toBeLessThan(EXPORTS); // refused while exports were still running
    for (const a of answers) {
      expect(a.status, a.raw.subarray(0, 300).toString()).toBe(200);
      expect(a.type).toContain('spreadsheetml');
      expect(await sheetRows(a.raw)).toBe(ROWS + 1); // the header row and every site
    }
  }, 120_000);
});
