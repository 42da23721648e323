// The list's Export button in Chromium against the real server: nothing to export says
// 文件下载失败; with rows, the download is <title>.xlsx holding the filtered rows with labels.
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageApi, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const stamp = Date.now() % 100000;

/** A signed POST with the browser's token, as the SPA makes it. */
async function post(p: Page, path: string, body: Record<string, unknown>) {
  expect((await pageApi(p, server.url, 'POST', path, body)).status).toBe(200);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ acceptDownloads: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('Excel export in Chromium', () => {
  it('says 文件下载失败 when the filtered list is empty', async () => {
    await page.goto(`${server.url}/user/login?redirect=/wl/site`);
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/wl\/site/);
    await page.getByPlaceholder('请输入网点名称').fill(`nothing-${stamp}`);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.waitForURL(/siteName=/);
    await expect.poll(() => page.locator('.ant-table-placeholder').isVisible()).toBe(true);
    expect(await page.locator('tr.ant-table-row').count()).toBe(0);
    await page.getByRole('button', { name: '导出' }).click();
    await expect.poll(() => page.getByText('文件下载失败').isVisible()).toBe(true);
  });

  it('downloads 网点.xlsx with the filtered rows and dictionary labels', async () => {
    for (const [i, type] of [
      [1, 1],
      [2, 3],
    ])
      await post(page, '/wl/site/add', { siteName: `XL${stamp}-${i}`, type, siteMode: 0 });
    await post(page, '/wl/site/add', { siteName: `Other${stamp}`, type: 0, siteMode: 0 });
    await page.getByPlaceholder('请输入网点名称').fill(`XL${stamp}`);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => page.getByText('共 2 条').isVisible()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('网点.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const name = header.indexOf('网点名称') + 1;
    const type = header.indexOf('网点类型') + 1;
    const rows = [2, 3].map((r) => [ws.getRow(r).getCell(name).value, ws.getRow(r).getCell(type).value]);
    expect(ws.rowCount).toBe(3);
    expect(rows.sort()).toEqual([
      [`XL${stamp}-1`, '一级转运中心'],
      [`XL${stamp}-2`, '网点'],
    ]);
  });
});
