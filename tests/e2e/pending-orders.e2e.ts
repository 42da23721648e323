// 待处理订单 in Chromium (issue 9, docs/decisions.md#16-notice-bell-targets): the pending-orders page (/wl/order/PendingOrderList,
// the menu's fixed filter orderState=10) lists freight orders waiting for audit and nothing else,
// without an order-state search field; the bell's waiting-for-audit count follows. After 审核 through
// the page's workflow button the order leaves the page and the count drops.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  clickRowAction,
  launchBrowser,
  pageApi,
  signIn,
  startServer,
  type RunningServer,
} from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const SLOW = { timeout: 15_000 };
const stamp = Date.now();

interface Order {
  id: string;
  version: number;
  orderNo: string;
  orderState: number;
}

async function api<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, params = {}): Promise<T> {
  const r = await pageApi<T>(page, server.url, method, path, params);
  if (!r.success) throw new Error(`${path}: ${r.message}`);
  return r.result;
}

const addOrder = (orderNo: string) =>
  api<Order>('POST', '/wl/order/add', {
    orderNo,
    itemInfo: 'Pallets',
    price: 120,
    senderName: 'Sender',
    senderPhone: '13800000001',
    receiverName: 'Receiver',
    receiverPhone: '13800000002',
  });

const badge = () => page.getByTestId('notice-bell').getAttribute('data-count');
const rowOf = (orderNo: string) => page.locator('.ant-table-row').filter({ hasText: orderNo });

async function waitingCount(): Promise<string> {
  await page.getByTestId('notice-bell').hover();
  const text = (await page.getByTestId('notice-waitAuditing').textContent()) ?? '';
  await page.mouse.move(5, 600);
  return text;
}

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

describe('pending orders', () => {
  const waiting = `PEND${stamp}`;
  const audited = `DONE${stamp}`;

  it('lists the orders in state 10 only, and the bell counts them', async () => {
    await addOrder(waiting);
    const other = await addOrder(audited);
    await api('POST', '/wl/order/action/audit', { id: other.id, version: other.version });
    await expect.poll(badge, SLOW).toBe('1');
    await page.goto(`${server.url}/wl/order/PendingOrderList`);
    await rowOf(waiting).waitFor(SLOW);
    expect(await rowOf(audited).count()).toBe(0);
    expect(await page.locator('.ant-table-row').count()).toBe(1);
    // the fixed filter is not a search field; the order number one still is
    expect(await page.locator('[data-search-field="orderState"]').count()).toBe(0);
    expect(await page.locator('[data-search-field="orderNo"]').count()).toBe(1);
    expect(new URL(page.url()).search).not.toContain('orderState');
    expect(await waitingCount()).toMatch(/待审核\s*1/);
    // the full order list still shows both
    await page.goto(`${server.url}/wl/order/OrderList`);
    await rowOf(audited).waitFor(SLOW);
    expect(await rowOf(waiting).count()).toBe(1);
  });

  it('drops an order from the page and the count once it is audited there', async () => {
    await page.goto(`${server.url}/wl/order/PendingOrderList`);
    const row = rowOf(waiting);
    await row.waitFor(SLOW);
    await clickRowAction(row, { css: '[data-transition="audit"]' });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor(SLOW);
    await dialog.getByRole('button', { name: '确定' }).click();
    await row.waitFor({ state: 'detached', ...SLOW });
    expect(await page.locator('.ant-table-row').count()).toBe(0);
    await expect.poll(badge, SLOW).toBe('0');
    expect(await waitingCount()).toMatch(/待审核\s*0/);
    const stored = await api<{ records: Order[] }>('GET', '/wl/order/list', { orderNo: waiting });
    expect(stored.records.map((o) => o.orderState)).toEqual([20]);
  });
});
