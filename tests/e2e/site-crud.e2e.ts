// The foundation's browser journey: sign in, create a site, find it with the search form, edit it,
// delete it, switch the language and see English labels. Real server, real SQLite, real Chromium.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  chooseOption,
  clickRowAction,
  launchBrowser,
  startServer,
  type RunningServer,
} from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const siteName = `E2E网点${Date.now() % 100000}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('site CRUD in Chromium', () => {
  it('signs in and lands on the home dashboard', async () => {
    await page.goto(`${server.url}/wl/site`);
    await page.waitForURL(/\/user\/login\?redirect=/);
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/wl\/site/);
    await page.getByRole('menuitem', { name: '首页' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await expect.poll(() => page.title()).toBe('物流管理平台');
  });

  it('creates a site from the menu with the schema form', async () => {
    await page.getByRole('menuitem', { name: '网点管理' }).click();
    await page.waitForURL(/\/wl\/site/);
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('新增网点').isVisible()).toBe(true);
    // Client-side validation first: an empty required field is refused with the spec's message.
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('必填项不能为空').first().isVisible()).toBe(true);
    await dialog.getByLabel('网点名称', { exact: true }).fill(siteName);
    await chooseOption(page, '网点类型', '一级转运中心');
    await chooseOption(page, '经营模式', '自营');
    await dialog.getByLabel('负责人', { exact: true }).fill('张三');
    await dialog.getByLabel('负责人电话', { exact: true }).fill('13812345678');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(siteName) }).isVisible()).toBe(true);
  });

  it('finds the site with the search form', async () => {
    await page.getByPlaceholder('请输入网点名称').fill(siteName.slice(3));
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => page.getByText('共 1 条').isVisible()).toBe(true);
    const row = page.getByRole('row', { name: new RegExp(siteName) });
    expect(await row.getByText('一级转运中心').isVisible()).toBe(true);
    expect(page.url()).toContain('siteName=');
  });

  it('edits the site', async () => {
    await page
      .getByRole('row', { name: new RegExp(siteName) })
      .getByRole('button', { name: '编辑' })
      .click();
    const dialog = page.getByRole('dialog');
    const person = dialog.getByLabel('负责人', { exact: true });
    await expect.poll(() => person.inputValue()).toBe('张三');
    await person.fill('李四');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: new RegExp(siteName) })
          .getByText('李四')
          .isVisible(),
      )
      .toBe(true);
  });

  it('refuses a batch delete with nothing selected, then deletes the site after confirmation', async () => {
    await page.getByRole('button', { name: '批量删除' }).click();
    await expect.poll(() => page.getByText('请选择删除项').isVisible()).toBe(true);
    // 详情, 编辑, 添加下级, 删除: Delete is in the row's 更多 menu and asks in a confirm dialog
    await clickRowAction(page.getByRole('row', { name: new RegExp(siteName) }), { name: '删除' });
    await page.locator('.ant-popconfirm:visible, .ant-modal-confirm').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(siteName) }).count()).toBe(0);
    await expect.poll(() => page.locator('.ant-table-placeholder .ant-empty').isVisible()).toBe(true);
  });

  it('switches to English and shows English labels', async () => {
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Site name' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Sites' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Site name' }).isVisible()).toBe(true);
  });
});
