// Issue 9's parcel journey in Chromium: a parcel order taken from 10 (to be picked up) to 90 (signed)
// through the list's workflow buttons and their dialogs, by two users with their own roles — a
// courier (pickup, dispatch, sign) and a stock assistant (stock in/out, depart, arrive, delivery
// stock-out) — then its History drawer's timeline holding every step with who took it. Roles, users, sites and the order are made through the API as the admin.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/engine/db/database.ts';
import {
  ADMIN_PASSWORD,
  chooseOption,
  clickRowAction,
  launchBrowser,
  pageFetch,
  signIn,
  startServer,
  type RunningServer,
} from './harness.ts';

let server: RunningServer;
let browser: Browser;
let admin: Page;
let db: { db: Db; close(): Promise<void> };
let orderId = '';
const stamp = Date.now() % 100000;
const orderNo = `KD${stamp}`;
const password = 'Parcel#2026x';
const pickupSite = `揽件网点${stamp}`;
const deliverySite = `派件网点${stamp}`;
const courierName = `快递员${stamp}`;
const LIST = '/wl/order/ParcelOrderList';
const SLOW = { timeout: 30_000 };

async function api(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const r = await pageFetch(admin, server.url, 'POST', path, body);
  const json = (await r.json()) as { success: boolean; result: Record<string, unknown>; message: string };
  expect(r.status, `${path}: ${json.message}`).toBe(200);
  return json.result;
}

/** A role holding exactly these codes and a user with it (roleType as given). */
async function userWithRole(username: string, realname: string, roleType: number, codes: string[]) {
  const role = await api('/sys/role/add', { roleName: `角色${username}`, roleCode: `r_${username}` });
  const rows = await db.db.selectFrom('sys_permission').select('id').where('perms', 'in', codes).execute();
  expect(rows.length).toBeGreaterThanOrEqual(codes.length);
  await api('/sys/permission/saveRolePermission', { roleId: role.id, permissionIds: rows.map((r) => r.id).join(',') });
  await api('/sys/user/add', { username, realname, password, status: 0, roleType, selectedroles: role.id });
}

async function signedIn(username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, server.url, username, password);
  await page.waitForURL(/\/dashboard\/analysis/, SLOW);
  await page.goto(`${server.url}${LIST}`);
  await expect.poll(() => page.getByRole('row', { name: new RegExp(orderNo) }).isVisible(), SLOW).toBe(true);
  return page;
}

const row = (page: Page) => page.getByRole('row', { name: new RegExp(orderNo) });

async function pickDate(page: Page, label: string, value: string) {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

/** Click a transition's button on the order's row, fill its dialog, confirm, and wait for the new state. */
async function step(page: Page, title: string, fill: (page: Page) => Promise<void>, stateLabel: string) {
  await row(page).getByRole('button', { name: title, exact: true }).click(SLOW);
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByText(title, { exact: true }).first().isVisible()).toBe(true);
  await fill(page);
  await dialog
    .getByRole('button', { name: '确 定' })
    .or(dialog.getByRole('button', { name: '确定' }))
    .click();
  await expect.poll(() => dialog.isVisible(), SLOW).toBe(false);
  await expect.poll(() => row(page).getByText(stateLabel, { exact: true }).isVisible(), SLOW).toBe(true);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  db = await openDatabase({ kind: 'sqlite', file: server.dbFile });
  admin = await (await browser.newContext()).newPage();
  await signIn(admin, server.url, 'admin', ADMIN_PASSWORD);
  await admin.waitForURL(/\/dashboard\/analysis/, SLOW);
  const common = ['wl:parcelOrder:list', 'system:stateLog:list', 'wl:site:list', 'system:user:list'];
  await userWithRole(`courier${stamp}`, courierName, 1, [
    ...common,
    'wl:parcelOrder:pickup',
    'wl:parcelOrder:dispatch',
    'wl:parcelOrder:sign',
  ]);
  await userWithRole(`stock${stamp}`, `仓管${stamp}`, 3, [
    ...common,
    'wl:parcelOrder:stockIn',
    'wl:parcelOrder:stockOut',
    'wl:parcelOrder:depart',
    'wl:parcelOrder:arrive',
    'wl:parcelOrder:deliveryStockOut',
  ]);
  for (const siteName of [pickupSite, deliverySite]) await api('/wl/site/add', { siteName, type: 3, siteMode: 0 });
  const order = await api('/wl/parcelOrder/add', {
    orderNo,
    itemInfo: '书籍',
    price: 12.5,
    senderName: '张三',
    senderPhone: '13800000001',
    receiverName: '李四',
    receiverPhone: '13800000002',
  });
  orderId = String(order.id);
});

afterAll(async () => {
  await db?.close();
  await browser?.close();
  await server?.stop();
});

describe('parcel order workflow in Chromium', () => {
  it('the courier picks the order up', async () => {
    const courier = await signedIn(`courier${stamp}`);
    await expect.poll(() => row(courier).getByText('待揽件', { exact: true }).isVisible()).toBe(true);
    // The courier's role holds no stock-in code: no such button on the row.
    expect(await row(courier).getByRole('button', { name: '入库', exact: true }).count()).toBe(0);
    await step(
      courier,
      '揽件',
      async (p) => {
        await chooseOption(p, '揽件快递员', courierName);
        await pickDate(p, '揽件时间', '2026-03-01 09:00:00');
        await chooseOption(p, '揽件网点', pickupSite);
      },
      '已揽件',
    );
    await courier.context().close();
  });

  it('the stock assistant moves it through both sites', async () => {
    const stock = await signedIn(`stock${stamp}`);
    expect(await row(stock).getByRole('button', { name: '派件', exact: true }).count()).toBe(0);
    await step(stock, '入库', (p) => chooseOption(p, '当前网点', pickupSite), '揽件网点已入库');
    await step(stock, '出库', (p) => chooseOption(p, '当前网点', pickupSite), '揽件网点已出库');
    await step(stock, '发运', async () => {}, '运输中');
    await step(stock, '到达入库', (p) => chooseOption(p, '当前网点', deliverySite), '派件网点已入库');
    await step(stock, '派件出库', (p) => chooseOption(p, '当前网点', deliverySite), '派件网点已出库');
    await stock.context().close();
  });

  it('the courier dispatches it and it is signed, with every step in its history', async () => {
    const courier = await signedIn(`courier${stamp}`);
    await step(
      courier,
      '派件',
      async (p) => {
        await chooseOption(p, '派件快递员', courierName);
        await pickDate(p, '派件时间', '2026-03-03 09:00:00');
      },
      '派送中',
    );
    await step(
      courier,
      '签收',
      async (p) => {
        await p.getByRole('dialog').getByLabel('签收人', { exact: true }).fill('李四');
        await pickDate(p, '签收时间', '2026-03-03 18:00:00');
      },
      '已签收',
    );
    // The timeline in the History drawer: one item per step, in order, with who took it.
    await clickRowAction(row(courier), { name: '流转记录' }, SLOW);
    const drawer = courier.locator('.ant-drawer');
    await expect.poll(() => drawer.locator('.ant-timeline-item').count(), SLOW).toBe(8);
    const items = await drawer.locator('.ant-timeline-item').allTextContents();
    const titles = ['揽件', '入库', '出库', '发运', '到达入库', '派件出库', '派件', '签收'];
    items.forEach((item, i) => expect(item.startsWith(titles[i]), item).toBe(true));
    expect(items[0]).toContain(`courier${stamp}`);
    expect(items[1]).toContain(`stock${stamp}`);
    expect(items[7]).toContain('已签收');
    // The same rows through the API the drawer reads (GET /sys/stateLog/list).
    const r = await pageFetch(courier, server.url, 'GET', '/sys/stateLog/list', {
      recordId: orderId,
      entityName: 'wl_parcel_order',
    });
    expect(r.status).toBe(200);
    const { result } = (await r.json()) as { result: { records: Record<string, unknown>[] } };
    expect(result.records.map((x) => [x.action, x.fromState, x.toState, x.createBy])).toEqual([
      ['pickup', '10', '20', `courier${stamp}`],
      ['stockIn', '20', '30', `stock${stamp}`],
      ['stockOut', '30', '40', `stock${stamp}`],
      ['depart', '40', '50', `stock${stamp}`],
      ['arrive', '50', '60', `stock${stamp}`],
      ['deliveryStockOut', '60', '70', `stock${stamp}`],
      ['dispatch', '70', '80', `courier${stamp}`],
      ['sign', '80', '90', `courier${stamp}`],
    ]);
  });
});
