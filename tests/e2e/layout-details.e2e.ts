// Issue 23's new users and layout details in Chromium, on one server with a small demo company: a new
// user defaults to 普通用户 and a self-registered one lands on a working Home holding the `registered`
// role; at 1440 px the fixed actions column covers no data column (货运订单, 系统通告, 用户管理, 定时任务, in
// Chinese and English);
// the English brand fits the side menu; Escape closes the settings drawer; 数据日志 lists writes without
// a record id and a row opens its changes; the editable table's sticky header is opaque; the demo
// pictures load (no 404).
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageApi, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const SLOW = { timeout: 30_000 };
const stamp = Date.now() % 100000;

/** Show a list page and wait until its rows (or empty text) replaced the spinner. */
async function openList(p: Page, path: string): Promise<void> {
  await p.goto(`${server.url}${path}`);
  await p.locator('.ant-table').first().waitFor(SLOW);
  await expect.poll(() => p.locator('.ant-table .ant-spin-spinning').count(), SLOW).toBe(0);
}

/** The header cells of the data columns the fixed actions header overlaps (by more than a pixel). */
async function coveredColumns(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const heads = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')];
    const fixed = heads.find((h) => h.className.includes('ant-table-cell-fix'));
    if (!fixed) return [];
    const edge = fixed.getBoundingClientRect().left;
    return heads
      .filter((h) => h !== fixed && !h.className.includes('selection-column') && h.innerText.trim())
      .filter((h) => h.getBoundingClientRect().right > edge + 1)
      .map((h) => h.innerText.trim());
  });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.waitForURL(/\/dashboard\/analysis/, SLOW);
  const started = await pageApi(page, server.url, 'POST', '/sys/demo/load', { orders: 100 });
  expect(started.success, started.message).toBe(true);
  for (let waited = 0; ; waited += 1000) {
    const s = await pageApi<{ loading: boolean; error: string | null }>(page, server.url, 'GET', '/sys/demo/status');
    if (s.result.error) throw new Error(s.result.error);
    if (!s.result.loading) break;
    if (waited > 150_000) throw new Error('the demo data did not load in 150 s');
    await new Promise((r) => setTimeout(r, 1000));
  }
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('new users (issue 23 item 11)', () => {
  it('the user form starts with the non-administrator type 普通用户', async () => {
    await openList(page, '/system/user');
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const type = dialog.locator('.ant-form-item, .form-group').filter({ hasText: '用户类型' }).first();
    await expect.poll(() => type.innerText(), SLOW).toContain('普通用户');
    expect(await type.innerText()).not.toContain('管理员');
    await dialog.getByRole('button', { name: '取消' }).click();
  });

  it('a self-registered user lands on a working Home and holds the registered role', async () => {
    const username = `reg_${stamp}`;
    const mobile = `159${String(stamp).padStart(8, '0')}`;
    const guest = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await guest.goto(`${server.url}/user/register`);
    await expect.poll(() => guest.getByPlaceholder('确认密码').isVisible(), SLOW).toBe(true);
    await guest.getByPlaceholder('请输入用户名').fill(username);
    await guest.getByPlaceholder('请输入密码').fill('Register2026');
    await guest.getByPlaceholder('确认密码').fill('Register2026');
    await guest.getByPlaceholder('手机号').fill(mobile);
    const sms = () =>
      server
        .output()
        .split('\n')
        .filter((l) => l.includes(`"mobile":"${mobile}"`));
    await guest.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => sms().length, SLOW).toBeGreaterThan(0);
    const code = /SMS verification code (\d{6})/.exec(sms().at(-1)!)![1];
    await guest.getByPlaceholder('短信验证码').fill(code);
    await guest.getByRole('button', { name: '注册' }).click();
    await guest.waitForURL(/\/user\/register-result/, SLOW);

    await signIn(guest, server.url, username, 'Register2026');
    await guest.waitForURL(/\/dashboard\/analysis/, SLOW);
    await expect.poll(() => guest.getByText('欢迎使用物流管理平台').isVisible(), SLOW).toBe(true);
    const menu = await guest.locator('aside').innerText();
    expect(menu).toContain('首页');
    expect(menu).not.toContain('系统管理');
    await guest.close();

    const users = await pageApi<{ records: { id: string; roleType: number }[] }>(
      page,
      server.url,
      'GET',
      '/sys/user/list',
      { username },
    );
    const [user] = users.result.records;
    expect(user.roleType).toBe(4);
    const roles = await pageApi<string[]>(page, server.url, 'GET', '/sys/user/queryUserRole', { userid: user.id });
    const registered = await pageApi<{ records: { id: string }[] }>(page, server.url, 'GET', '/sys/role/list', {
      roleCode: 'registered',
    });
    expect(roles.result).toEqual([registered.result.records[0].id]);
  });
});

describe('layout details (issue 23 item 16)', () => {
  it('at 1440 px the fixed actions column covers no data column', async () => {
    await openList(page, '/wl/order/OrderList');
    expect(await coveredColumns(page)).toEqual([]);
    await openList(page, '/system/annountCement');
    expect(await coveredColumns(page)).toEqual([]);
    const english = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(english, server.url, 'admin', ADMIN_PASSWORD);
    await english.waitForURL(/\/dashboard\/analysis/, SLOW);
    await english.evaluate(() => localStorage.setItem('language', 'en'));
    await openList(english, '/system/user');
    expect(await english.locator('.ant-table-thead th').allInnerTexts()).toContain('Status');
    // English labels are longer, yet with at most two actions and More ▾ inline no column is covered
    expect(await coveredColumns(english)).toEqual([]);
    const userRow = english.locator('.ant-table-row').first();
    const more = userRow.getByTestId('row-more');
    expect(await more.innerText()).toBe('More');
    // the menu opens from the keyboard and lists the rest, Delete last and danger-styled
    await more.focus();
    await english.keyboard.press('Enter');
    const menu = english.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
    await menu.getByRole('menuitem', { name: 'Reset password' }).waitFor(SLOW);
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Reset password', 'Change password', 'Delete']);
    expect(await menu.getByRole('menuitem', { name: 'Delete' }).getAttribute('class')).toContain('danger');
    await english.keyboard.press('Escape');
    await expect.poll(() => menu.count(), SLOW).toBe(0);
    await openList(english, '/wl/order/OrderList');
    expect(await coveredColumns(english)).toEqual([]);
    // 定时任务 in English: the job type's long labels end in … (dictionary tags), so they leave room
    await openList(english, '/system/quartzJob');
    expect(await coveredColumns(english)).toEqual([]);
    await openList(page, '/system/user');
    expect(await coveredColumns(page)).toEqual([]);
    await openList(page, '/system/quartzJob');
    expect(await coveredColumns(page)).toEqual([]);

    // the English brand fits the side menu
    const brand = english.locator('aside').getByTitle('Logistics Management Platform');
    expect(await brand.innerText()).toBe('Logistics Admin');
    expect(await brand.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    await english.close();
  });

  it('Escape closes the settings drawer', async () => {
    await page.goto(`${server.url}/dashboard/analysis`);
    await page.waitForLoadState('networkidle');
    const drawer = page.getByRole('dialog').filter({ hasText: '整体风格设置' });
    // the page may still be settling (the demo's announcements pop up over the header's right end):
    // close those, and click again until the drawer shows
    await expect
      .poll(async () => {
        for (const close of await page.locator('.ant-notification-notice-close').all()) {
          await close.click({ timeout: 2_000 }).catch(() => undefined);
        }
        await page
          .getByRole('button', { name: '系统设置' })
          .click({ timeout: 2_000 })
          .catch(() => undefined);
        return drawer.isVisible();
      }, SLOW)
      .toBe(true);
    // a switch inside has the focus, as after changing a setting, and a tooltip opened after the drawer
    await drawer.getByRole('switch').first().focus();
    await drawer.getByText('下滑时隐藏 Header', { exact: true }).hover();
    await expect.poll(() => page.getByRole('tooltip', { name: '固定 Header 时可配置' }).isVisible(), SLOW).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible(), SLOW).toBe(false);
  });

  it('数据日志 lists the writes without a record id; a row opens its changes', async () => {
    await page.goto(`${server.url}/system/dataLog`);
    const log = page.getByTestId('data-log');
    const rows = log.locator('.ant-table-tbody tr.ant-table-row');
    // the demo company is written in bulk, outside the log: the writes of this file are listed
    await expect.poll(() => rows.count(), SLOW).toBeGreaterThan(0);
    expect(await log.getByText(/共 \d+ 条/).isVisible()).toBe(true);
    await rows.first().locator('td').nth(2).click();
    const entry = page.getByTestId('data-log-entry');
    await expect.poll(() => entry.isVisible(), SLOW).toBe(true);
    expect(await entry.locator('.ant-table-tbody tr').count()).toBeGreaterThan(0);
  });

  it("the editable table's sticky header is opaque over scrolled rows", async () => {
    await openList(page, '/wl/freightTemplate');
    await page.locator('.ant-table-row').first().getByRole('button', { name: '编辑' }).click();
    const header = page.getByRole('dialog').locator('.et-header').first();
    await header.waitFor(SLOW);
    const paint = await header.evaluate((e) => {
      const s = getComputedStyle(e);
      return { color: s.backgroundColor, position: s.position };
    });
    expect(paint.position).toBe('sticky');
    // rgb(...) or rgba(..., 1): nothing of the rows beneath shows through
    expect(paint.color).toMatch(/^rgb\(|, 1\)$/);
  });

  it('the demo pictures of Home, news and banners load (no 404)', async () => {
    const missing: string[] = [];
    const watch = (r: Response) => r.status() === 404 && missing.push(r.url());
    page.on('response', watch);
    await page.goto(`${server.url}/dashboard/analysis`);
    await page.waitForLoadState('networkidle');
    await openList(page, '/wl/news');
    await openList(page, '/wl/banner');
    const pictures = page.locator('.ant-table-tbody img');
    await expect.poll(() => pictures.count(), SLOW).toBeGreaterThan(0);
    await expect
      .poll(() => pictures.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)), SLOW)
      .toBe(true);
    page.off('response', watch);
    expect(missing).toEqual([]);
  });
});
