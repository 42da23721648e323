// Issue 23's screens in Chromium, on one server started with the captcha on (sign-in reads the code the
// server stored, as a person reads the picture): an expiring captcha is replaced by itself; a screen
// chunk that fails shows "Loading chunk … failed" and its retry loads the page; a report's rows are one
// per result row (no blank rows, no duplicate keys); the cron dialog keeps an unreadable expression
// and waits for a ticked value; a workflow's state field is read-only in the form, every list has a
// read-only 详情, a tree's parent is picked in a tree; 部门管理 is a tree beside the chosen
// department, whose permissions and department roles (with their own 授权) are granted there.
import Database from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, clickRowAction, launchBrowser, pageApi, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const SLOW = { timeout: 20_000 };
const tag = Date.now() % 100000;

/** The code of the newest captcha the server issued (what the picture shows). */
function latestCaptcha(): string {
  const db = new Database(server.dbFile, { readonly: true });
  try {
    const row = db.prepare('SELECT code FROM sys_captcha ORDER BY expires_at DESC LIMIT 1').get() as { code: string };
    return row.code;
  } finally {
    db.close();
  }
}

async function signInWithCaptcha(p: Page): Promise<void> {
  await p.getByPlaceholder('请输入用户名').fill('admin');
  await p.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await p.getByTestId('captcha-image').waitFor(SLOW);
  await p.getByPlaceholder('请输入验证码').fill(latestCaptcha());
  await p.getByRole('button', { name: '登录' }).click();
  await p.waitForURL(/\/dashboard\/analysis/, SLOW);
}

beforeAll(async () => {
  server = await startServer({ CAPTCHA: 'on' });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('issue 23 screens in Chromium', () => {
  it('replaces the captcha before it expires, says so, and the new code signs in', async () => {
    await page.clock.install();
    await page.goto(`${server.url}/user/login`);
    const image = page.getByTestId('captcha-image');
    await image.waitFor(SLOW);
    const first = await image.getAttribute('src');
    const renewed = page.waitForRequest((r) => r.url().includes('/sys/randomImage/'), SLOW);
    await page.clock.fastForward(60_000);
    await renewed;
    await expect.poll(() => image.getAttribute('src')).not.toBe(first);
    expect(await page.getByTestId('captcha-renewed').textContent()).toBe('验证码已过期，已自动刷新，请输入新的验证码');
    await signInWithCaptcha(page);
  });

  it('a screen chunk that fails to load shows the message, and the retry loads the screen', async () => {
    const failing = /\/assets\/entity-list-page-[^/]*\.js$/;
    await page.route(failing, (route) => route.abort());
    await page.goto(`${server.url}/wl/driverAnnouncement`);
    const error = page.getByTestId('chunk-error');
    await expect.poll(() => error.isVisible(), SLOW).toBe(true);
    expect(await error.textContent()).toContain('Loading chunk entity-list-page failed.');
    await page.unroute(failing);
    await error.getByRole('button', { name: '重新加载' }).click();
    await expect.poll(() => page.getByRole('button', { name: '新增', exact: true }).isVisible(), SLOW).toBe(true);
  });

  it('the state field of a workflow is read-only in the form; 详情 shows a record read-only', async () => {
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('标题', { exact: true }).fill(`通知${tag}`);
    expect(await dialog.getByLabel('发布状态', { exact: true }).isDisabled()).toBe(true);
    const added = page.waitForResponse((r) => r.url().includes('/wl/driverAnnouncement/add'), SLOW);
    await dialog.getByRole('button', { name: '确定' }).click();
    expect((await added).status()).toBe(200);
    const row = page.getByRole('row', { name: new RegExp(`通知${tag}`) });
    await row.getByRole('button', { name: '详情' }).click();
    const detail = page.getByTestId('record-detail');
    await expect.poll(() => detail.isVisible(), SLOW).toBe(true);
    expect(await detail.textContent()).toContain(`通知${tag}`);
    expect(await detail.locator('input, textarea').count()).toBe(0);
  });

  it("a tree entity's parent is picked in a tree select", async () => {
    for (const name of [`总部${tag}`, `分部${tag}`]) {
      const r = await pageApi(page, server.url, 'POST', '/wl/site/add', { siteName: name, type: 1, siteMode: 0 });
      expect(r.success, r.message).toBe(true);
    }
    await page.goto(`${server.url}/wl/site`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('上级网点', { exact: true }).click();
    const tree = page.locator('.ant-select-dropdown:visible .ant-select-tree');
    await expect.poll(() => tree.isVisible(), SLOW).toBe(true);
    await tree.getByTitle(`总部${tag}`).click();
    await expect.poll(() => dialog.getByTitle(`总部${tag}`).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: '取消' }).click();
  });

  it('a report shows one row per result row: no blank rows, no duplicate keys', async () => {
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await page.goto(`${server.url}/wl/report/profit_by_site`);
    const data = await pageApi<{ total: number }>(
      page,
      server.url,
      'GET',
      '/online/cgreport/api/getData/profit_by_site',
    );
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), SLOW).toBe(Math.min(10, data.result.total));
    const texts = await rows.allTextContents();
    expect(texts.every((t) => t.trim().length > 0)).toBe(true);
    expect(problems.filter((p) => /same key/i.test(p))).toEqual([]);
  });

  it('the cron dialog keeps an unreadable expression, starts 指定 with nothing ticked and ends years at +100', async () => {
    await page.goto(`${server.url}/system/quartzJob`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增定时任务', exact: true });
    await form.getByRole('button', { name: '选择' }).click();
    const cron = page.getByRole('dialog', { name: 'cron表达式', exact: true });
    const expression = cron.getByLabel('表达式', { exact: true });
    const ok = cron.getByRole('button', { name: '确定', exact: true });
    await expression.fill('bad expr');
    await expression.press('Enter');
    expect(await expression.inputValue()).toBe('bad expr');
    await expect.poll(() => cron.getByText('cron表达式应有6或7个字段，当前为2个').isVisible()).toBe(true);
    expect(await ok.isDisabled()).toBe(true);
    // the label stays on one line
    const label = await cron.getByText('表达式', { exact: true }).boundingBox();
    expect(label!.height).toBeLessThan(30);

    await cron.getByRole('tab', { name: '时', exact: true }).click();
    let panel = cron.locator('[role=tabpanel][aria-hidden=false]');
    await panel.getByLabel('指定', { exact: true }).check();
    expect(await panel.getByLabel('00', { exact: true }).isChecked()).toBe(false);
    expect(await ok.isDisabled()).toBe(true);
    await panel.getByLabel('03', { exact: true }).check();
    await expect.poll(() => expression.inputValue()).toBe('0 0 3 * * ? *');
    expect(await ok.isDisabled()).toBe(false);

    await cron.getByRole('tab', { name: '年', exact: true }).click();
    panel = cron.locator('[role=tabpanel][aria-hidden=false]');
    await panel.getByLabel('周期从', { exact: true }).check();
    const year = new Date().getFullYear();
    await expect.poll(() => expression.inputValue()).toBe(`0 0 3 * 1 ? ${year}-${year + 100}`);
    await ok.click();
    expect(await form.getByLabel('Cron表达式', { exact: true }).inputValue()).toBe(`0 0 3 * 1 ? ${year}-${year + 100}`);
    await form.getByRole('button', { name: '取消' }).click();
  });

  it('部门管理: a tree beside the department; its permissions and its roles’ 授权 are granted there', async () => {
    const depart = `物流部${tag}`;
    const added = await pageApi(page, server.url, 'POST', '/sys/sysDepart/add', { departName: depart, orgCategory: 1 });
    expect(added.success, added.message).toBe(true);
    await page.goto(`${server.url}/system/depart`);
    await page.getByTestId('depart-tree').getByText(depart, { exact: true }).click();
    const details = page.getByTestId('depart-details');
    await expect.poll(() => details.isVisible(), SLOW).toBe(true);
    expect(await details.textContent()).toContain(depart);

    // the department's permissions: grant one menu and save
    await page.getByRole('tab', { name: '部门权限' }).click();
    const granted = page.getByTestId('permission-checklist');
    await granted.getByText('系统管理', { exact: true }).waitFor(SLOW);
    await granted.locator('.ant-tree-treenode', { hasText: '系统管理' }).first().locator('.ant-tree-checkbox').click();
    await granted.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('保存成功！').isVisible(), SLOW).toBe(true);

    // a department role, then its 授权 offers only what the department holds
    await page.getByRole('tab', { name: '部门角色' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('角色名称', { exact: true }).fill(`调度员${tag}`);
    await dialog.getByLabel('角色编码', { exact: true }).fill(`dispatcher${tag}`);
    await dialog.getByRole('button', { name: '确定' }).click();
    const row = page.getByRole('row', { name: new RegExp(`调度员${tag}`) });
    await clickRowAction(row, { css: '[data-testid="depart-role-auth"]' });
    const drawer = page.getByRole('dialog').filter({ hasText: `部门角色权限配置 - 调度员${tag}` });
    const tree = drawer.getByTestId('permission-checklist');
    await tree.getByText('系统管理', { exact: true }).waitFor(SLOW);
    // only the department's grant is offered: no other menu of the whole tree (首页, 基础资料 ...)
    expect(await tree.getByText('首页', { exact: true }).count()).toBe(0);
    expect(await tree.getByText('基础资料', { exact: true }).count()).toBe(0);
    await tree.locator('.ant-tree-checkbox').first().click();
    const saved = page.waitForResponse((r) => r.url().includes('/saveDeptRolePermission'), SLOW);
    await tree.getByRole('button', { name: '保存' }).click();
    expect((await saved).status()).toBe(200);
  });
});
