// Routes and guards in Chromium (spec 001 §2.1-2.2, §8): unknown paths to /404, the 500 page, a
// signed-in user sent from the sign-in page to the dashboard, and the OAuth2 app environment (a
// WeCom / DingTalk user agent): its own sign-in route with the wanted path kept, and on an expired
// session the loading message while the page reloads into that sign-in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageFetch, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
const SLOW = { timeout: 20_000 };
const WXWORK_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 wxwork/4.1.30 MicroMessenger/7.0.1';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('routes and guards in Chromium', () => {
  let context: BrowserContext;
  let page: Page;

  it('sends unknown paths to /404, shows /500, and a signed-in user from sign-in to the dashboard', async () => {
    context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis$/, SLOW);
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(/\/404$/, SLOW);
    await expect.poll(() => page.getByText('抱歉，您访问的页面不存在。').count(), SLOW).toBe(1);
    await page.goto(`${server.url}/500`);
    await expect.poll(() => page.getByText('抱歉，服务器出错了。').count(), SLOW).toBe(1);
    await page.goto(`${server.url}/user/login`);
    await page.waitForURL(/\/dashboard\/analysis$/, SLOW);
    await context.close();
  });

  it('signs in on /oauth2-app/login in WeCom and returns to the wanted page', async () => {
    context = await browser.newContext({ viewport: { width: 1400, height: 900 }, userAgent: WXWORK_UA });
    page = await context.newPage();
    await page.goto(`${server.url}/wl/site?pageNo=1`);
    await page.waitForURL(/\/oauth2-app\/login\?redirect=/, SLOW);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/wl/site?pageNo=1');
    await expect.poll(() => page.getByText('企业微信 / 钉钉').count(), SLOW).toBe(1);
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/wl\/site\?pageNo=1$/, SLOW);
  });

  it('shows the re-login loading message when the session expires there, then its sign-in', async () => {
    await expect.poll(() => page.locator('.ant-table').count(), SLOW).toBeGreaterThan(0);
    // The session ends on the server (as after a force logout); the page still holds the token.
    expect((await pageFetch(page, server.url, 'POST', '/sys/logout')).status).toBe(200);
    // The next call of the page (another list opened from the menu) meets the ended session.
    const group = page.locator('aside').getByRole('menuitem', { name: '基础资料', exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await page.locator('aside').getByRole('menuitem', { name: '车辆类型', exact: true }).click();
    const loading = page.locator('.ant-message-notice').filter({ hasText: '登录已过期，正在重新登录…' });
    await expect.poll(() => loading.count(), SLOW).toBe(1);
    expect(await page.locator('.ant-message-notice').filter({ hasText: '登录已过期，请重新登录' }).count()).toBe(0);
    await page.waitForURL(/\/oauth2-app\/login\?redirect=/, SLOW);
    await context.close();
  });
});
