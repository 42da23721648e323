// The notice bell in Chromium (issue 8 item 5, spec 001 §2.6, §4.4): once the page's live connection
// is open the bell does not poll; a freight order moved to state 35 by its workflow action
// (POST /wl/order/action/applyLoading) shows in the badge within 2 seconds, brought by the push (one count request, triggered by it). The popover lists
// the three counts and navigates (docs/decisions.md#16-notice-bell-targets); a released announcement appears in it, opens in the
// detail dialog and is marked read.
import type { Browser, Page, Request, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageFetch, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const countRequests: number[] = [];
const sockets: WebSocket[] = [];
const SLOW = { timeout: 15_000 };

async function api<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, params = {}): Promise<T> {
  const r = await pageFetch(page, server.url, method, path, params);
  const body = (await r.json()) as { success: boolean; result: T; message: string };
  if (!body.success) throw new Error(`${path}: ${body.message}`);
  return body.result;
}

const badge = () => page.getByTestId('notice-bell').getAttribute('data-count');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname.endsWith('/wl/order/count')) countRequests.push(Date.now());
  });
  page.on('websocket', (ws) => sockets.push(ws));
  await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.getByTestId('notice-bell').waitFor(SLOW);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('notice bell', () => {
  it('does not poll while the live connection is open', async () => {
    await expect.poll(() => sockets.length, SLOW).toBeGreaterThan(0);
    expect(sockets[0].url()).toMatch(/\/jeecg-boot\/websocket\/[0-9a-f-]{36}$/);
    await expect.poll(() => countRequests.length, SLOW).toBeGreaterThan(0); // loaded on mount
    await page.waitForTimeout(1_000);
    const before = countRequests.length;
    await page.waitForTimeout(7_000); // longer than the 6 s poll interval
    expect(countRequests.length).toBe(before);
    expect(await badge()).toBe('0');
  });

  it('shows an order moved to state 35 within 2 seconds, without polling', async () => {
    // A new order starts in 10 (counted); the workflow actions take it to 30 (not counted).
    let order = await api<{ id: string; version: number; orderState: number }>('POST', '/wl/order/add', {
      orderNo: `E2E${Date.now()}`,
      itemInfo: 'Pallets',
      price: 120,
      pickupCode: 'P-778', // the code the driver types at pickup (verified by applyLoading)
      senderName: 'Sender',
      senderPhone: '13800000001',
      receiverName: 'Receiver',
      receiverPhone: '13800000002',
    });
    expect(order.orderState).toBe(10);
    const action = (name: string, fields: Record<string, string> = {}) =>
      api<{ id: string; version: number; orderState: number }>('POST', `/wl/order/action/${name}`, {
        id: order.id,
        version: order.version,
        ...fields,
      });
    order = await action('audit');
    order = await action('accept', { plateNumber: 'A-12345' });
    order = await action('depart');
    expect(order.orderState).toBe(30);
    await expect.poll(badge, SLOW).toBe('0'); // the pushes of leaving 10 are through
    await page.waitForTimeout(1_000); // state 30 is not counted: no push, no request
    const before = countRequests.length;
    const started = Date.now();
    order = await action('applyLoading', { pickupCode: 'P-778' });
    expect(order.orderState).toBe(35);
    await expect.poll(badge, { timeout: 2_000, interval: 50 }).toBe('1');
    const elapsed = Date.now() - started;
    console.log(`bell updated ${elapsed} ms after the applyLoading action was sent`);
    expect(elapsed).toBeLessThan(2_000);
    // Exactly one count request since the action: the reload the push triggered.
    expect(countRequests.length - before).toBe(1);
    expect(countRequests[countRequests.length - 1]).toBeGreaterThanOrEqual(started);
  });

  it('lists the three counts in a 300 px popover and opens the filtered order list', async () => {
    await page.getByTestId('notice-bell').hover();
    const popover = page.getByTestId('notice-popover');
    await popover.waitFor(SLOW);
    const width = await page
      .locator('.ant-popover')
      .filter({ has: popover })
      .evaluate((e) => (e as HTMLElement).offsetWidth);
    expect(width).toBe(300); // layout width (the opening animation scales the box)
    await expect.poll(() => popover.getByTestId('notice-waitAuditing').textContent()).toContain('待审核');
    expect(await popover.getByTestId('notice-loadVehicles').textContent()).toMatch(/装车审核\s*1/);
    expect(await popover.getByTestId('notice-dischargeCargoApply').textContent()).toMatch(/卸货申请\s*0/);
    await popover.getByTestId('notice-loadVehicles').click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search, SLOW)
      .toBe('/wl/order/OrderList?orderState=35');
  });

  it('shows a released announcement, opens its detail and marks it read', async () => {
    const a = await api<{ id: string }>('POST', '/sys/annountCement/add', {
      title: '仓库盘点通知',
      msgCategory: '1',
      msgType: 'ALL',
      sendType: 'system',
      priority: 'M',
      content: '<p>周五下午盘点，请提前安排。</p>',
    });
    await api('GET', '/sys/annountCement/doReleaseData', { id: a.id });
    await page.getByTestId('notice-bell').hover();
    const popover = page.getByTestId('notice-popover');
    await popover.getByText('仓库盘点通知').waitFor(SLOW);
    await popover.getByText('仓库盘点通知').click();
    await popover.waitFor({ state: 'hidden', ...SLOW }); // a choice closes the popover
    const detail = page.getByTestId('announcement-detail');
    await detail.waitFor(SLOW);
    expect(await detail.textContent()).toContain('周五下午盘点');
    expect(await detail.textContent()).toContain('管理员');
    await page.getByTestId('announcement-close').click();
    await detail.waitFor({ state: 'detached', ...SLOW });
    const unread = await api<{ anntMsgTotal: number }>('GET', '/sys/annountCement/listByUser');
    expect(unread.anntMsgTotal).toBe(0);
  });
});
