// The department switch in Chromium: an administrator creates two departments, joins both through
// the user form, opens 部门切换 from the user menu, switches to the other one; the dialog then shows
// it as the current choice and /sys/user/getCurrentUserDeparts reports its orgCode.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSign, parseQuery } from '../../runtime/http/sign.ts';
import { ADMIN_PASSWORD, launchBrowser, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const stamp = Date.now() % 100000;
const first = `北京分部${stamp}`;
const second = `上海分部${stamp}`;

interface Departs {
  list: { departName: string; orgCode: string }[];
  orgCode: string | null;
}

/** GET /sys/user/getCurrentUserDeparts with the page's session, signed as the SPA signs. */
async function currentDeparts(): Promise<Departs> {
  const { token, secret } = await page.evaluate(() => {
    const raw = localStorage.getItem('Access-Token');
    const w = window as unknown as { __APP_CONFIG__?: { signSecret?: string } };
    return {
      token: String(raw ? (JSON.parse(raw) as { value: unknown }).value : ''),
      secret: w.__APP_CONFIG__?.signSecret ?? '',
    };
  });
  const r = await page.request.get(`${server.url}/jeecg-boot/sys/user/getCurrentUserDeparts`, {
    headers: {
      'X-Access-Token': token,
      'X-TIMESTAMP': String(Date.now()),
      'X-Sign': computeSign(parseQuery(''), undefined, secret),
    },
  });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { result: Departs }).result;
}

/** The department the switch dialog's select shows (antd 6 puts it in `.ant-select-content`). */
const chosenIn = (dialog: Locator) => dialog.locator('.ant-select-content').getAttribute('title');
const SLOW = { timeout: 15_000 };

/** The open select dropdown once its opening animation is over (a click during it can be lost). */
async function openDropdown(): Promise<Locator> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect.poll(() => dropdown.getAttribute('class'), SLOW).not.toMatch(/-(appear|enter|leave)\b/);
  return dropdown;
}

/** Opens the dialog, whose title names the current department. */
async function openSwitchDialog(current: string) {
  await page.getByRole('button', { name: '管理员' }).hover();
  await page.getByRole('menuitem', { name: '部门切换' }).click();
  const dialog = page.getByRole('dialog');
  const title = dialog.getByText(`部门切换（当前部门：${current}）`, { exact: true });
  await expect.poll(() => title.isVisible(), SLOW).toBe(true);
  return dialog;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('department switch in Chromium', () => {
  it('an administrator creates two departments', async () => {
    await page.goto(`${server.url}/user/login`);
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/dashboard\/analysis/);

    // 部门管理 is the department tree with the chosen department's details beside it.
    await page.goto(`${server.url}/system/depart`);
    const tree = page.getByTestId('depart-tree');
    for (const name of [first, second]) {
      await page.getByRole('button', { name: /新增部门/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('部门名称', { exact: true }).fill(name);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => dialog.isVisible(), SLOW).toBe(false);
      await expect.poll(() => tree.getByText(name, { exact: true }).isVisible(), SLOW).toBe(true);
    }
  });

  it('assigns the admin user to both through the user form', async () => {
    await page.goto(`${server.url}/system/user`);
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    // The user's links load after the dialog opens and replace the section's values: wait for the
    // admin role to show before choosing, or the choice would be overwritten.
    await expect.poll(() => dialog.getByText('管理员', { exact: true }).first().isVisible(), SLOW).toBe(true);
    await dialog.getByLabel('部门', { exact: true }).click();
    for (const name of [first, second]) {
      await (await openDropdown()).getByText(name, { exact: true }).click();
    }
    // Close the (multiple) dropdown, which covers the footer; both then show as tags (title = name).
    await dialog.getByText('编辑用户', { exact: true }).click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count(), SLOW).toBe(0);
    for (const name of [first, second]) {
      await expect.poll(() => dialog.locator(`[title="${name}"]:visible`).count(), SLOW).toBeGreaterThan(0);
    }
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.isVisible(), SLOW).toBe(false);

    const mine = await currentDeparts();
    expect(mine.list.map((d) => d.departName).sort()).toEqual([first, second].sort());
    // The first department by orgCode became the current one.
    expect(mine.orgCode).toBe(mine.list[0].orgCode);
  });

  it('switches department from the user menu and shows the new one as chosen', async () => {
    const before = await currentDeparts();
    const from = before.list.find((d) => d.orgCode === before.orgCode)!;
    const to = before.list.find((d) => d.orgCode !== before.orgCode)!;

    let dialog = await openSwitchDialog(from.departName);
    await expect.poll(() => chosenIn(dialog), SLOW).toBe(from.departName);
    await dialog.getByLabel('部门', { exact: true }).click();
    await (await openDropdown()).getByText(to.departName, { exact: true }).click();
    await expect.poll(() => chosenIn(dialog), SLOW).toBe(to.departName);
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count(), SLOW).toBe(0);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByText('切换成功').first().isVisible(), SLOW).toBe(true);
    await expect.poll(() => dialog.isVisible(), SLOW).toBe(false);

    const after = await currentDeparts();
    expect(after.orgCode).toBe(to.orgCode);
    expect(after.orgCode).not.toBe(before.orgCode);

    dialog = await openSwitchDialog(to.departName);
    await expect.poll(() => chosenIn(dialog), SLOW).toBe(to.departName);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => dialog.isVisible(), SLOW).toBe(false);
  });
});
