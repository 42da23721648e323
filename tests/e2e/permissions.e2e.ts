// Issue 3's browser journey: an administrator creates a role with only list + add on sites (in the
// role's authorisation drawer) and a user with that role; the user signs in, sees only Home and the
// site list with only the Add button, and an edit sent by hand with the user's token gets 403.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign, parseQuery } from '../../runtime/http/sign.ts';
import {
  ADMIN_PASSWORD,
  chooseOption,
  clickRowAction,
  launchBrowser,
  signIn,
  startServer,
  type RunningServer,
} from './harness.ts';

let server: RunningServer;
let browser: Browser;
let admin: Page;
let user: Page;
const stamp = Date.now() % 100000;
const roleName = `网点录入员${stamp}`;
const username = `clerk${stamp}`;
const password = 'Clerk#2026x';
const siteName = `权限网点${stamp}`;

async function signInHome(page: Page, name: string, secret: string) {
  await signIn(page, server.url, name, secret);
  await page.waitForURL(/\/dashboard\/analysis/);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await (await browser.newContext()).newPage();
  user = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('permissions in Chromium', () => {
  it('an administrator creates a role and grants it list + add on sites', async () => {
    await signInHome(admin, 'admin', ADMIN_PASSWORD);
    await admin.goto(`${server.url}/system/role`);
    await admin.getByRole('button', { name: '新增' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('角色名称', { exact: true }).fill(roleName);
    await dialog.getByLabel('角色编码', { exact: true }).fill(`clerk_${stamp}`);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    const row = admin.getByRole('row', { name: new RegExp(roleName) });
    await clickRowAction(row, { name: '授权' });
    const drawer = admin.locator('.ant-drawer-open');
    await expect.poll(() => drawer.getByText('网点管理', { exact: true }).isVisible()).toBe(true);
    // Strict mode (the default): checking the menu does not check its buttons.
    const node = (title: string) =>
      drawer
        .locator('.ant-tree-treenode', { has: admin.getByText(title, { exact: true }) })
        .locator('.ant-tree-checkbox');
    await node('网点管理').click();
    await node('网点:add (wl:site:add)').click();
    await drawer.getByRole('button', { name: '保存并关闭' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('creates a user with that role', async () => {
    await admin.goto(`${server.url}/system/user`);
    await admin.getByRole('button', { name: '新增' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('用户账号', { exact: true }).fill(username);
    await dialog.getByLabel('用户姓名', { exact: true }).fill('录入员');
    await dialog.getByLabel('密码', { exact: true }).fill(password);
    await chooseOption(admin, '状态', '正常');
    await dialog.getByLabel('角色', { exact: true }).click();
    await admin.locator('.ant-select-dropdown:visible').getByText(roleName, { exact: true }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => admin.getByRole('row', { name: new RegExp(username) }).isVisible()).toBe(true);
  });

  it('the user sees only Home and the site list, with only the Add button', async () => {
    await signInHome(user, username, password);
    const menu = user.locator('.ant-layout-sider .ant-menu');
    await expect.poll(() => menu.getByRole('menuitem', { name: '首页' }).isVisible()).toBe(true);
    expect(await menu.getByText('系统管理').count()).toBe(0);
    expect(await menu.getByText('车辆管理').count()).toBe(0);
    await menu.getByText('基础资料').click();
    await menu.getByRole('menuitem', { name: '网点管理' }).click();
    await user.waitForURL(/\/wl\/site/);

    await user.getByRole('button', { name: '新增' }).click();
    const dialog = user.getByRole('dialog');
    await dialog.getByLabel('网点名称', { exact: true }).fill(siteName);
    await chooseOption(user, '网点类型', '一级转运中心');
    await chooseOption(user, '经营模式', '自营');
    await dialog.getByLabel('负责人', { exact: true }).fill('王五');
    await dialog.getByLabel('负责人电话', { exact: true }).fill('13812345678');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const row = user.getByRole('row', { name: new RegExp(siteName) });
    await expect.poll(() => row.isVisible()).toBe(true);

    expect(await user.getByRole('button', { name: '批量删除' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: '删除' }).count()).toBe(0);

    await user.goto(`${server.url}/system/user`);
    await expect.poll(() => user.getByText('抱歉，您无权访问此页面。').isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it("refuses an edit sent by hand with the user's token (403)", async () => {
    const { token, secret, tenant } = await user.evaluate(() => {
      const read = (key: string) => {
        const raw = localStorage.getItem(key);
        return raw ? (JSON.parse(raw) as { value: unknown }).value : null;
      };
      const w = window as unknown as { __APP_CONFIG__?: { signSecret?: string } };
      return {
        token: String(read('Access-Token')),
        secret: w.__APP_CONFIG__?.signSecret ?? '',
        tenant: String(read('TENANT_ID') ?? '0'),
      };
    });
    const headers = (query: string, body?: unknown) => ({
      'X-Access-Token': token,
      'tenant-id': tenant,
      'X-TIMESTAMP': String(Date.now()),
      'X-Sign': computeSign(parseQuery(query), body, secret),
    });
    const query = `siteName=${encodeURIComponent(siteName)}`;
    const list = await user.request.get(`${server.url}/jeecg-boot/wl/site/list?${query}`, { headers: headers(query) });
    expect(list.status()).toBe(200);
    const site = ((await list.json()) as { result: { records: { id: string; version: number }[] } }).result.records[0];
    expect(site).toBeTruthy();

    const body = { id: site.id, version: site.version, siteName: `${siteName}改` };
    const edit = await user.request.put(`${server.url}/jeecg-boot/wl/site/edit`, {
      headers: headers('', body),
      data: body,
    });
    expect(edit.status()).toBe(403);
    expect(((await edit.json()) as { success: boolean }).success).toBe(false);

    const again = await user.request.get(`${server.url}/jeecg-boot/wl/site/list?${query}`, { headers: headers(query) });
    const after = ((await again.json()) as { result: { records: { siteName: string }[] } }).result.records;
    expect(after.map((r) => r.siteName)).toEqual([siteName]);
  });
});
