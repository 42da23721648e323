// An import in the default mode writes batch by batch and yields between batches: other requests are
// served while it runs, and they see its committed batches (never a half-written batch).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { importFile, tempRoot, workbookOf } from './helpers/import.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const ROWS = 6000;
const BATCH = 250; // import-rows.ts

describe.each(DIALECTS)('an import on %s does not block other requests', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect, env: { UPLOAD_DIR: tempRoot() } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('serves lists between its batches and shows only whole batches', async () => {
    const rows: unknown[][] = [['Site name', 'Site type', 'Site mode', 'Person in charge']];
    for (let i = 0; i < ROWS; i++) rows.push([`Busy ${i}`, 1, 0, `P${i % 50}`]);
    const file = await workbookOf(rows);

    let finished = false;
    const upload = importFile(t, '/wl/site', file, {}, { 'accept-language': 'en' }).finally(() => {
      finished = true;
    });
    const seenWhileRunning: number[] = [];
    for (let i = 0; !finished && i < 10_000; i++) {
      const list = await t.get<{ total: number }>('/wl/site/list', { siteName: 'Busy*', pageSize: 1 });
      expect(list.status).toBe(200);
      if (!finished) seenWhileRunning.push(list.body.result.total);
      // Requests arrive as I/O events: inject answers within microtasks, so let the loop turn.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const answer = await upload;
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ total: ROWS, imported: ROWS, failed: 0 });

    // Lists answered while the import ran, and at least one of them saw it half done.
    expect(seenWhileRunning.length).toBeGreaterThan(0);
    expect(seenWhileRunning.some((n) => n > 0 && n < ROWS)).toBe(true);
    // Each batch commits whole: a list sees a multiple of the batch size, never a torn batch.
    for (const n of seenWhileRunning) expect(n % BATCH).toBe(0);
  }, 120_000);
});
