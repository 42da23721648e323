// Export progress: an export given a progressId reports it (kind export) to its own user through
// GET /sys/excel/progress; a malformed progressId is refused before anything is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './helpers/databases.ts';
import { userWith } from './helpers/permission-users.ts';
import { seed } from './helpers/seed.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { download, readSheet } from './helpers/workbook.ts';

const EN = { 'accept-language': 'en' };

describe.each(DIALECTS)('Excel export progress on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    await seed(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('reports kind export, phase done, done = total = the rows, to its own user only', async () => {
    const res = await download(t, '/wl/vehicle', { progressId: 'exp-1', column: 'serial', order: 'asc' }, EN);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect((await readSheet(res)).rows).toHaveLength(3);
    const mine = await t.get('/sys/excel/progress', { id: 'exp-1' });
    expect(mine.status).toBe(200);
    expect(mine.body.result).toEqual({ kind: 'export', phase: 'done', done: 3, total: 3 });
    const u = await userWith(t, ['wl:vehicle:list', 'wl:vehicle:exportXls']);
    expect((await t.get('/sys/excel/progress', { id: 'exp-1' }, u.headers)).status).toBe(404);
    // the other user's own export under the same id is theirs, and leaves the admin's entry alone
    const theirs = await download(t, '/wl/vehicle', { progressId: 'exp-1', serial: 'V1' }, u.headers);
    expect(theirs.statusCode).toBe(200);
    expect((await t.get('/sys/excel/progress', { id: 'exp-1' }, u.headers)).body.result).toEqual({
      kind: 'export',
      phase: 'done',
      done: 1,
      total: 1,
    });
    expect((await t.get('/sys/excel/progress', { id: 'exp-1' })).body.result).toMatchObject({ done: 3 });
  });

  it('refuses a malformed progressId with 400 and starts no progress', async () => {
    for (const progressId of ['bad id!', 'x'.repeat(65), 'a/b']) {
      const res = await download(t, '/wl/vehicle', { progressId }, EN);
      expect(res.statusCode, progressId).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Missing or invalid parameter: progressId' });
    }
    expect((await t.get('/sys/excel/progress', { id: 'x'.repeat(64) })).status).toBe(404);
    // an empty progressId is the same as none
    expect((await download(t, '/wl/vehicle', { progressId: '' }, EN)).statusCode).toBe(200);
  });
});
