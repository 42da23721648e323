// The multi-tab workspace in Chromium (spec 000 §2 page shell): Home first without a ×, the
// last tab refused (exact texts), the context menu's close-others and refresh, and a list's page,
// filter and unsaved search input surviving a switch to another tab and back (kept alive).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageApi, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const SLOW = { timeout: 20_000 };

const tabBar = () => page.getByTestId('tab-bar');
const tab = (title: string): Locator => tabBar().locator('.ant-tabs-tab').filter({ hasText: title });
const tabTitles = () => tabBar().locator('.ant-tabs-tab').allInnerTexts();
/** Right-click a tab and choose an entry of its context menu (again if the menu was not open yet). */
async function contextMenu(title: string, item: string) {
  await expect
    .poll(async () => {
      await tab(title).click({ button: 'right' });
      const entry = page.locator('.ant-dropdown:visible').last().getByRole('menuitem', { name: item, exact: true });
      if (!(await entry.isVisible().catch(() => false))) return false;
      return entry
        .click({ timeout: 2_000 })
        .then(() => true)
        .catch(() => false);
    }, SLOW)
    .toBe(true);
}
const warning = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
/** The shown page (hidden tabs stay in the DOM with display: none). */
const shown = () => page.locator('.ant-layout-content [data-tab-pane]:not([aria-hidden])');

/** The shown list has its table and is not loading. */
async function listLoaded() {
  await expect.poll(() => shown().locator('.ant-table').isVisible(), SLOW).toBe(true);
  await expect.poll(() => shown().locator('.ant-spin-spinning').count(), SLOW).toBe(0);
}

const isActive = (title: string) =>
  expect.poll(() => tab(title).getAttribute('class'), SLOW).toContain('ant-tabs-tab-active');

/** Choose a side-menu entry and wait for its tab to show as the active one. */
async function menu(title: string) {
  await page.locator('aside').getByRole('menuitem', { name: title, exact: true }).click();
  await isActive(title);
}

/** Click a tab and wait until it shows. */
async function showTab(title: string) {
  await tab(title).click();
  await isActive(title);
}

async function openGroup(title: string) {
  const group = page.locator('aside').getByRole('menuitem', { name: title, exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.waitForURL(/\/dashboard\/analysis/, SLOW);
  // 15 types named 甲型NN and 5 named 乙型NN: the filter 甲型 gives two pages of 10.
  for (let i = 1; i <= 20; i++) {
    const name = `${i <= 15 ? '甲型' : '乙型'}${String(i).padStart(2, '0')}`;
    expect((await pageApi(page, server.url, 'POST', '/wl/vehicleType/add', { name })).success).toBe(true);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('multi-tab workspace in Chromium', () => {
  it('opens a tab per page with Home first', async () => {
    await openGroup('基础资料');
    await menu('车辆类型');
    await page.waitForURL(/\/wl\/vehicleType/);
    await menu('网点管理');
    await page.waitForURL(/\/wl\/site/);
    await expect.poll(tabTitles, SLOW).toEqual(['首页', '车辆类型', '网点管理']);
    expect(await page.title()).toBe('网点管理 · 物流管理平台');
    await showTab('首页');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => page.title()).toBe('物流管理平台');
  });

  it("keeps a list's page, filter and unsaved input across a tab switch", async () => {
    await showTab('车辆类型');
    await page.waitForURL(/\/wl\/vehicleType/);
    const list = shown();
    const search = list.getByRole('textbox', { name: '类型名称' });
    await search.fill('甲型');
    await list.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => list.getByText('共 15 条').isVisible(), SLOW).toBe(true);
    await list.locator('.ant-pagination-item-2').click();
    await expect.poll(() => list.getByRole('cell', { name: '甲型05', exact: true }).isVisible(), SLOW).toBe(true);
    const url = page.url();
    expect(url).toContain('pageNo=2');

    // Away to another tab, then back through the side menu (plain path): the same tab as left.
    await showTab('网点管理');
    await page.waitForURL(/\/wl\/site/);
    // Kept alive: still in the page, hidden.
    const kept = page.locator('[data-tab-pane^="/wl/vehicleType"]');
    expect(await kept.count()).toBe(1);
    await expect.poll(() => kept.isVisible(), SLOW).toBe(false);
    await menu('车辆类型');
    await expect.poll(() => page.url(), SLOW).toBe(url);
    const back = shown();
    expect(await back.getByRole('textbox', { name: '类型名称' }).inputValue()).toBe('甲型');
    expect(await back.locator('.ant-pagination-item-active').innerText()).toBe('2');
    expect(await back.getByRole('cell', { name: '甲型05', exact: true }).isVisible()).toBe(true);
    expect(await back.getByRole('cell', { name: '乙型16', exact: true }).count()).toBe(0);

    // Typed but not searched: still there after a switch.
    await back.getByRole('textbox', { name: '类型名称' }).fill('乙型 未提交');
    await showTab('首页');
    await page.waitForURL(/\/dashboard\/analysis$/);
    await showTab('车辆类型');
    await expect.poll(() => page.url(), SLOW).toBe(url);
    expect(await shown().getByRole('textbox', { name: '类型名称' }).inputValue()).toBe('乙型 未提交');
  });

  it('refreshes a tab from its context menu: a new page from the same address', async () => {
    await contextMenu('车辆类型', '刷新');
    const fresh = shown();
    // The unsaved input is gone (remounted); the page and filter come back from the tab's address.
    await expect.poll(() => fresh.getByRole('textbox', { name: '类型名称' }).inputValue(), SLOW).toBe('甲型');
    await expect
      .poll(
        () =>
          fresh
            .locator('.ant-pagination-item-active')
            .innerText()
            .catch(() => ''),
        SLOW,
      )
      .toBe('2');
    expect(page.url()).toContain('pageNo=2');
  });

  it('closes the others from the context menu, keeping Home', async () => {
    await openGroup('系统管理');
    await menu('职务管理');
    await page.waitForURL(/\/system\/position/);
    await expect.poll(tabTitles, SLOW).toEqual(['首页', '车辆类型', '网点管理', '职务管理']);
    // Let the new list settle (its layout moves while it loads and would close a menu opened now).
    await listLoaded();
    await contextMenu('网点管理', '关闭其它');
    await expect.poll(tabTitles, SLOW).toEqual(['首页', '网点管理']);
    await page.waitForURL(/\/wl\/site/);
  });

  it('Home has no ×; 关闭 refuses Home (首页不能关闭!) and the last tab (这是最后一页，不能再关闭了啦)', async () => {
    expect(await tab('首页').locator('.ant-tabs-tab-remove').count()).toBe(0);
    await contextMenu('首页', '关闭');
    await expect.poll(() => warning('首页不能关闭!').isVisible(), SLOW).toBe(true);
    expect(await tabTitles()).toEqual(['首页', '网点管理']);

    await tab('网点管理').locator('.ant-tabs-tab-remove').click();
    await expect.poll(tabTitles, SLOW).toEqual(['首页']);
    await page.waitForURL(/\/dashboard\/analysis$/);
    await contextMenu('首页', '关闭');
    await expect.poll(() => warning('这是最后一页，不能再关闭了啦').isVisible(), SLOW).toBe(true);
    expect(await tabTitles()).toEqual(['首页']);
  });
});
