// SIGKILL during an import: an all-or-nothing (mode=all) import of ROWS sites over HTTP, the server
// killed once the progress endpoint says rows are being written, restarted on the same database: not
// one of those rows exists (the import's one transaction never committed) and the server serves again.
// (Moved here from tests/integration/import-kill.test.ts; now on PostgreSQL too.)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../integration/helpers/multipart.ts';
import { login } from '../integration/helpers/server-process.ts';
import { DIALECTS, withDb } from './fault-db.ts';
import { faultSuite } from './fault-suite.ts';

const ROWS = 30_000;
const workDir = mkdtempSync(join(tmpdir(), 'fault-import-'));
const workbook = join(workDir, 'sites.xlsx');

async function writeSites(file: string, rows: number): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('Sites');
  ws.addRow(['Site name', 'Site type', 'Site mode', 'Person in charge', 'Address']).commit();
  for (let i = 0; i < rows; i++) ws.addRow([`Kill ${i}`, 1, 0, `P${i % 100}`, `Street ${i}`]).commit();
  ws.commit();
  await wb.commit();
}

beforeAll(() => writeSites(workbook, ROWS), 60_000);
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe.each(DIALECTS)('an all-or-nothing import killed while writing on %s', (dialect) => {
  const suite = faultSuite(dialect);

  it('leaves no row behind after a restart', async () => {
    const first = await suite.start();
    const token = await login(first);
    const { payload, headers } = multipart([
      { name: 'files[]', fileName: 'sites.xlsx', data: readFileSync(workbook) },
      { name: 'mode', value: 'all' },
      { name: 'progressId', value: 'kill-1' },
    ]);
    const upload = first
      .call('POST', '/wl/site/importExcel', { token, body: payload, headers })
      .catch((e: unknown) => e);

    let seen: { phase: string; done: number } | undefined;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const p = await first.call<{ phase: string; done: number }>('GET', '/sys/excel/progress', {
        token,
        query: { id: 'kill-1' },
      });
      if (p.status === 200) {
        seen = p.body.result;
        if (seen.phase === 'writing' && seen.done > 0) break;
        if (seen.phase === 'done' || seen.phase === 'failed') break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toMatchObject({ phase: 'writing' });
    expect(seen!.done).toBeGreaterThan(0);
    expect(seen!.done).toBeLessThan(ROWS);
    await first.kill();
    expect(await upload).toBeInstanceOf(Error); // the connection died with the process

    const second = await suite.start();
    try {
      await login(second);
      const n = await withDb(suite.fdb, (db) =>
        db
          .selectFrom('wl_site')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('site_name', 'like', 'Kill %')
          .executeTakeFirstOrThrow(),
      );
      expect(Number(n.n)).toBe(0);
      console.log(`[faults] ${dialect}: killed with ${seen!.done} of ${ROWS} rows written, 0 stored`);
    } finally {
      await second.kill();
    }
  }, 150_000);
});
