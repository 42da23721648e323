// 人员管理 > 快递员 / 出库助理 / 入库助理 in Chromium (issue 9): each menu is the user list with the
// menu's fixed filter roleType=1/2/3, shows only those users, has no role-type search field, and a
// user added there starts with that role type.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageApi, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const SLOW = { timeout: 15_000 };

async function addUser(username: string, roleType: number) {
  const r = await pageApi(page, server.url, 'POST', '/sys/user/add', {
    username,
    realname: username,
    password: 'It#User2026ok',
    status: 0,
    roleType,
  });
  if (!r.success) throw new Error(`add ${username}: ${r.message}`);
}

const rowOf = (text: string) => page.locator('.ant-table-row').filter({ hasText: text });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.getByTestId('notice-bell').waitFor(SLOW);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('users by role type', () => {
  it('lists only the users of the menu role type', async () => {
    await addUser('courier_one', 1);
    await addUser('outhelper_one', 2);
    await addUser('inhelper_one', 3);
    const pages: [string, string][] = [
      ['/wl/people/courier', 'courier_one'],
      ['/wl/people/stockOutAssistant', 'outhelper_one'],
      ['/wl/people/stockInAssistant', 'inhelper_one'],
    ];
    for (const [path, shown] of pages) {
      await page.goto(`${server.url}${path}`);
      await rowOf(shown).waitFor(SLOW);
      expect(await page.locator('.ant-table-row').count(), path).toBe(1);
      expect(await page.locator('[data-search-field="roleType"]').count()).toBe(0);
    }
  });

  it('starts a user added on the couriers page as a courier', async () => {
    await page.goto(`${server.url}/wl/people/courier`);
    await rowOf('courier_one').waitFor(SLOW);
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor(SLOW);
    const roleType = dialog.locator('.ant-form-item').filter({ hasText: '用户类型' }).last();
    await roleType.waitFor(SLOW);
    await expect.poll(() => roleType.innerText(), SLOW).toContain('快递员');
  });
});
