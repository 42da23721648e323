// The app shell's layout in Chromium (spec 001 §2.4-2.5): the side menu collapsed at 1000 px and a
// 200 px drawer at 700 px that closes after a choice (screenshots kept under .tmp/artifacts/shell/),
// the breadcrumb and the copyright footer, the 800 px change-password dialog, top navigation, a theme
// colour and the language persisting after a reload, clear cache, and logout with its confirmation.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const SLOW = { timeout: 20_000 };
const ARTIFACTS = resolve(import.meta.dirname, '../../.tmp/artifacts/shell');

const aside = () => page.locator('aside.ant-layout-sider');
const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
const message = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Hover the user's name and choose an entry once the menu's opening motion is over. */
async function userMenu(item: string) {
  await page.getByRole('button', { name: '管理员' }).hover();
  const dropdown = page.locator('.ant-dropdown:visible');
  await expect.poll(() => dropdown.getAttribute('class'), SLOW).not.toMatch(/-(appear|enter|leave)\b/);
  await dropdown.getByRole('menuitem', { name: item }).click();
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.waitForURL(/\/dashboard\/analysis/, SLOW);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('app shell layout in Chromium', () => {
  it('shows a 208 px side menu and the greeting on a wide screen', async () => {
    await expect.poll(async () => (await aside().boundingBox())?.width, SLOW).toBe(208);
    expect(await aside().getAttribute('class')).not.toContain('ant-layout-sider-collapsed');
    expect(await page.getByTestId('greeting').innerText()).toMatch(/^(早上好|上午好|中午好|下午好|晚上好)$/);
  });

  it('collapses the side menu at 1000 px', async () => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(() => aside().getAttribute('class'), SLOW).toContain('ant-layout-sider-collapsed');
    await expect.poll(async () => (await aside().boundingBox())?.width, SLOW).toBe(80);
    await page.screenshot({ path: join(ARTIFACTS, 'collapsed-1000.png') });
  });

  it('puts the menu in a 200 px drawer at 700 px, closing after a choice', async () => {
    await page.setViewportSize({ width: 700, height: 900 });
    await expect.poll(() => aside().count(), SLOW).toBe(0);
    expect(await page.getByTestId('tab-bar').count()).toBe(0); // multi-tab is desktop only
    await page.getByRole('button', { name: '菜单' }).click();
    const drawer = page.locator('.app-mobile-menu .ant-drawer-section');
    await expect.poll(() => drawer.isVisible(), SLOW).toBe(true);
    await expect.poll(async () => (await box('.app-mobile-menu .ant-drawer-content-wrapper')).width, SLOW).toBe(200);
    await drawer.getByRole('menuitem', { name: '基础资料', exact: true }).click();
    await page.waitForTimeout(400); // the sub-menu's opening motion
    await page.screenshot({ path: join(ARTIFACTS, 'drawer-700.png') });
    await drawer.getByRole('menuitem', { name: '网点管理', exact: true }).click();
    await page.waitForURL(/\/wl\/site/, SLOW);
    await expect.poll(() => drawer.isVisible(), SLOW).toBe(false);
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect.poll(async () => (await aside().boundingBox())?.width, SLOW).toBe(208);
  });

  it('shows the breadcrumb (Home a link, the current page plain text) and the copyright footer', async () => {
    const crumbs = page.locator('header .ant-breadcrumb li:not(.ant-breadcrumb-separator)');
    await expect.poll(() => crumbs.allInnerTexts(), SLOW).toEqual(['首页', '基础资料', '网点管理']);
    expect(await crumbs.first().locator('a').getAttribute('href')).toBe('/dashboard/analysis');
    expect(await crumbs.last().locator('a').count()).toBe(0);
    expect(await page.locator('footer').innerText()).toBe(`Copyright © ${new Date().getFullYear()} 物流管理平台`);
  });

  it('opens the change-password dialog 800 px wide from the user menu', async () => {
    await userMenu('修改密码');
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改密码' });
    await expect.poll(async () => (await dialog.boundingBox())?.width, SLOW).toBe(800);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => dialog.isVisible(), SLOW).toBe(false);
  });

  it('switches to top navigation and back from the settings drawer', async () => {
    await page.getByRole('button', { name: '系统设置' }).click();
    const settings = page.locator('.ant-drawer').filter({ hasText: '导航模式' });
    await settings.getByText('顶部栏导航').click();
    await expect.poll(() => aside().count(), SLOW).toBe(0);
    expect(await page.locator('header .ant-menu-horizontal').count()).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'top-navigation.png') });
    await settings.getByText('侧边栏导航').click();
    await expect.poll(() => aside().count(), SLOW).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('applies a theme colour with 正在编译主题！ and keeps it after a reload', async () => {
    await page.getByRole('button', { name: '系统设置' }).click();
    await page.getByRole('radio', { name: '酱紫' }).click();
    await expect.poll(() => message('正在编译主题！').count(), SLOW).toBe(1);
    const primary = () =>
      page
        .getByRole('button', { name: '查询', exact: true })
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(primary, SLOW).toBe('rgb(114, 46, 209)');
    expect(JSON.parse((await stored('layout-settings'))!)).toMatchObject({ primaryColor: '#722ED1' });
    await page.reload();
    await expect.poll(primary, SLOW).toBe('rgb(114, 46, 209)');
  });

  it('changes the language in the language dialog and keeps it after a reload', async () => {
    await userMenu('切换语言');
    const dialog = page.getByRole('dialog').filter({ hasText: '切换语言' });
    await dialog.getByRole('combobox').click();
    await page.locator('.ant-select-dropdown:visible').getByText('English', { exact: true }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.locator('aside').getByText('Sites', { exact: true }).count(), SLOW).toBe(1);
    expect(await stored('language')).toBe('en');
    await page.reload();
    await expect.poll(() => page.locator('aside').getByText('Sites', { exact: true }).count(), SLOW).toBe(1);
    expect(await page.title()).toBe('Sites · Logistics Management Platform');
    expect(await page.getByTestId('greeting').innerText()).toMatch(/^Good (morning|day|afternoon|evening)$/);

    await userMenu('Change language');
    const back = page.getByRole('dialog').filter({ hasText: 'Change language' });
    await back.getByRole('combobox').click();
    await page.locator('.ant-select-dropdown:visible').getByText('简体中文', { exact: true }).click();
    await back.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.locator('aside').getByText('网点管理', { exact: true }).count(), SLOW).toBe(1);
    expect(await stored('language')).toBe('zh-CN');
  });

  it('clears the cache with a success prompt', async () => {
    await userMenu('清理缓存');
    await expect.poll(() => message('刷新缓存完成！').count(), SLOW).toBe(1);
  });

  it('logs out after confirmation and keeps the wanted path on the way back', async () => {
    await userMenu('退出登录');
    const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗 ?' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/user\/login$/, SLOW);
    expect(await stored('Access-Token')).toBeNull();
    await page.goto(`${server.url}/wl/site?pageNo=2`);
    await page.waitForURL(/\/user\/login\?redirect=/, SLOW);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/wl/site?pageNo=2');
  });
});
