// The advanced query in Chromium on 网点管理: an empty condition is refused (不能查询空条件); a
// two-group query, (网点类型 in 公司, 一级转运中心 OR 创建时间 between two dates) AND 网点名称 like QA,
// shows exactly the matching rows and marks the list; it is saved on the server, and a new browser
// context signed in as the same user lists it in the builder and applies it again.
import Database from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageApi, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;

const SITES: [string, number, string][] = [
  ['QA Alpha', 0, '2026-01-10 10:00:00'],
  ['QA Beta', 1, '2026-03-15 10:00:00'],
  ['QA Gamma', 2, '2026-02-05 10:00:00'],
  ['QA Delta', 3, '2026-05-01 10:00:00'],
  ['Other Zeta', 1, '2026-02-06 10:00:00'],
];
const MATCHING = ['QA Alpha', 'QA Beta', 'QA Gamma'];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openSites(page: Page) {
  await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
  await page.goto(`${server.url}/wl/site`);
  await expect.poll(() => page.getByRole('button', { name: '高级查询' }).isVisible()).toBe(true);
}

/** Pick an option of an antd Select (typing filters long lists, which the dropdown virtualises). */
async function choose(page: Page, select: Locator, ...options: string[]) {
  await select.click();
  for (const option of options) {
    await page.keyboard.type(option);
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  }
  // A multiple select stays open: close it. A single one closed on the click, and Escape would now
  // close the builder's dialog.
  if (await page.locator('.ant-select-dropdown:visible').count()) await page.keyboard.press('Escape');
}

async function shows(page: Page, names: string[]) {
  await expect.poll(() => page.getByText(`共 ${names.length} 条`).isVisible()).toBe(true);
  for (const name of names) expect(await page.getByRole('row', { name: new RegExp(name) }).isVisible()).toBe(true);
}

describe('advanced query in Chromium', () => {
  it('builds a two-group query, sees the right rows, saves it and applies it in a new context', async () => {
    const first = await browser.newContext();
    const page = await first.newPage();
    await openSites(page);
    for (const [siteName, type] of SITES) {
      const r = await pageApi(page, server.url, 'POST', '/wl/site/add', { siteName, type, siteMode: 0 });
      expect(r.success, r.message).toBe(true);
    }
    const db = new Database(server.dbFile);
    for (const [siteName, , at] of SITES) {
      db.prepare('update wl_site set create_time = ? where site_name = ?').run(at, siteName);
    }
    db.close();
    await page.reload();

    await page.getByRole('button', { name: '高级查询' }).click();
    const dialog = page.getByRole('dialog', { name: '高级查询构造器' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => page.getByText('不能查询空条件').isVisible()).toBe(true);

    const rows = dialog.getByTestId('query-condition');
    await choose(page, rows.nth(0).getByLabel('选择查询字段'), '网点名称');
    await rows.nth(0).getByPlaceholder('请输入值').fill('QA');

    await dialog.getByRole('button', { name: '添加分组' }).click();
    const group = dialog.getByTestId('query-group');
    const inGroup = group.getByTestId('query-condition');
    await choose(page, inGroup.nth(0).getByLabel('选择查询字段'), '网点类型');
    await choose(page, inGroup.nth(0).getByLabel('匹配规则'), '在...中');
    await choose(page, inGroup.nth(0).locator('.ant-select').nth(2), '公司', '一级转运中心');
    await group.getByRole('button', { name: '添加条件' }).click();
    await choose(page, inGroup.nth(1).getByLabel('选择查询字段'), '创建时间');
    for (const [placeholder, value] of [
      ['开始', '2026-02-01 00:00:00'],
      ['结束', '2026-02-28 23:59:59'],
    ]) {
      await inGroup.nth(1).getByPlaceholder(placeholder).click();
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
    }
    await dialog.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await shows(page, MATCHING);
    expect(await page.getByTestId('super-query-active').isVisible()).toBe(true);

    await page.getByRole('button', { name: '高级查询' }).click();
    await dialog.getByRole('button', { name: '保存查询' }).click();
    const save = page.getByRole('dialog', { name: '保存查询' });
    await save.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => save.getByText('保存名称不能为空').isVisible()).toBe(true);
    await save.getByLabel('保存名称').fill('两组查询');
    await save.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByTestId('saved-queries').getByText('两组查询').isVisible()).toBe(true);
    await first.close();

    const second = await browser.newContext();
    const again = await second.newPage();
    await openSites(again);
    await shows(
      again,
      SITES.map(([name]) => name),
    );
    await again.getByRole('button', { name: '高级查询' }).click();
    const saved = again.getByRole('dialog', { name: '高级查询构造器' }).getByTestId('saved-queries');
    await saved.getByText('两组查询').click();
    await shows(again, MATCHING);
    expect(await again.getByTestId('super-query-active').isVisible()).toBe(true);
    await second.close();
  });
});
