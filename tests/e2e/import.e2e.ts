// The list's Import button in Chromium against the real server: a workbook made here with exceljs,
// two valid sites and one without its required type, imported into 网点管理; the answer is
// 导入成功,但是有错误数据!, 点击下载 gives the error workbook holding the bad row and an error column,
// and the list shows the two new sites.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const dir = mkdtempSync(join(tmpdir(), 'e2e-import-'));
const stamp = Date.now() % 100000;
const good = [`IM${stamp}-1`, `IM${stamp}-2`];
const bad = `IM${stamp}-bad`;

/** Chinese titles as headers, dictionary labels as values, the way an export writes them. */
async function sitesWorkbook(): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('网点');
  ws.addRow(['网点名称', '网点类型', '经营模式']);
  ws.addRow([good[0], '一级转运中心', '自营']);
  ws.addRow([bad, null, '自营']);
  ws.addRow([good[1], '网点', '加盟']);
  const file = join(dir, 'sites.xlsx');
  await wb.xlsx.writeFile(file);
  return file;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ acceptDownloads: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('Excel import in Chromium', () => {
  it('imports the valid rows, offers the error workbook and lists the new sites', async () => {
    await page.goto(`${server.url}/user/login?redirect=/wl/site`);
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/wl\/site/);

    await page.getByRole('button', { name: '导入', exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '导入EXCEL' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const start = dialog.getByRole('button', { name: '开始导入' });
    expect(await start.isDisabled()).toBe(true);
    await dialog.locator('input[type=file]').setInputFiles(await sitesWorkbook());
    await expect.poll(() => dialog.getByText('sites.xlsx').isVisible()).toBe(true);
    await start.click();

    const result = page.locator('.ant-modal-confirm').filter({ hasText: '导入成功,但是有错误数据!' });
    await expect.poll(() => result.isVisible(), { timeout: 30_000 }).toBe(true);
    // One clean-clone CI run saw no download after the click (not understood; it passed alone and in
    // every other run): a second click after 15 s tells a lost click from a broken download.
    const clickForDownload = (timeout: number) =>
      Promise.all([page.waitForEvent('download', { timeout }), result.getByText('点击下载').click()]);
    const [download] = await clickForDownload(15_000).catch(() => clickForDownload(30_000));
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.readFile(await download.path());
    const ws = errors.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1).map(String);
    const nameCol = header.indexOf('网点名称') + 1;
    const errorCol = header.findIndex((h) => /错误|error/i.test(h)) + 1;
    expect(nameCol).toBeGreaterThan(0);
    expect(errorCol).toBeGreaterThan(0);
    expect(ws.actualRowCount).toBe(2);
    expect(ws.getRow(2).getCell(nameCol).value).toBe(bad);
    expect(String(ws.getRow(2).getCell(errorCol).value ?? '')).not.toBe('');

    await result.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByPlaceholder('请输入网点名称').fill(`IM${stamp}`);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => page.getByText('共 2 条').isVisible()).toBe(true);
    for (const name of good) expect(await page.getByRole('cell', { name, exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(bad).count()).toBe(0);
  });
});
