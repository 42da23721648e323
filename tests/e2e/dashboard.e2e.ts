// The dashboards in Chromium (issue 8 item 7): the home analysis with real KPIs (thousands separators)
// and SVG charts over the freight orders, its period switch, the workplace's pending work (updated by
// the live connection) opening the filtered order list, and the system monitor with the recent
// requests (no token in the page). The charts are not in the entry chunk: they load with the
// dashboard pages.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageApi, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const SLOW = { timeout: 20_000 };
const ARTIFACTS = resolve(import.meta.dirname, '../../.tmp/artifacts/dashboard');

const kpi = (id: string) => page.getByTestId(id).locator('.ant-statistic-content');
const chart = (name: string) => page.getByRole('img', { name, exact: true });
const bars = (name: string) => page.getByRole('list', { name, exact: true });

/** The freight workflow's actions (docs/decisions.md#10-freight-order-workflow) that take a new order (state 10) to the given state. */
const PATHS: Record<number, [string, Record<string, string>?][]> = {
  10: [],
  35: [['audit'], ['accept', { plateNumber: 'A-12345' }], ['depart'], ['applyLoading', { pickupCode: 'P-778' }]],
  110: [['cancel']],
};

/** An order added in state 10 (the only state an add accepts), then moved by its workflow actions. */
async function addOrder(orderNo: string, orderState: 10 | 35 | 110, price: number) {
  const r = await pageApi<{ id: string; version: number; orderState: number }>(
    page,
    server.url,
    'POST',
    '/wl/order/add',
    {
      orderNo,
      itemInfo: 'Boxes',
      price,
      pickupCode: 'P-778', // the code applyLoading verifies
      senderName: 'Sender',
      senderPhone: '13800000001',
      receiverName: 'Receiver',
      receiverPhone: '13800000002',
    },
  );
  expect(r.success, r.message).toBe(true);
  const id = r.result.id;
  let { version, orderState: state } = r.result;
  for (const [name, fields] of PATHS[orderState]) {
    const a = await pageApi<{ version: number; orderState: number }>(
      page,
      server.url,
      'POST',
      `/wl/order/action/${name}`,
      { id, version, ...fields },
    );
    expect(a.success, `${name}: ${a.message}`).toBe(true);
    ({ version, orderState: state } = a.result);
  }
  expect(state).toBe(orderState);
}

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage();
  await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.waitForURL(/\/dashboard\/analysis/, SLOW);
  await addOrder('DB0001', 10, 12345.6);
  await addOrder('DB0002', 10, 1000);
  await addOrder('DB0003', 35, 654.4);
  await addOrder('DB0004', 110, 99999); // cancelled: no revenue
  await page.reload();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('dashboards in Chromium', () => {
  it('keeps the charts out of the entry chunk', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1]!;
    const code = await (await fetch(new URL(entry, server.url))).text();
    expect(code.length).toBeGreaterThan(1000);
    expect(code).not.toContain('data-chart');
  });

  it('shows the order KPIs with thousands separators and the charts on the home page', async () => {
    await expect.poll(() => kpi('kpi-orders').innerText(), SLOW).toBe('4');
    expect(await kpi('kpi-open').innerText()).toBe('3');
    expect(await kpi('kpi-revenue').innerText()).toBe('14,000.00');
    expect(await page.getByTestId('kpi-open').innerText()).toContain('已取消 1');
    // Orders per state: the dictionary's labels, one bar per state present.
    const states = bars('订单状态分布').locator('[data-point]');
    await expect.poll(() => states.count(), SLOW).toBe(3);
    expect(await bars('订单状态分布').locator('[data-point="待审核"]').getAttribute('data-value')).toBe('2');
    expect(await bars('订单状态分布').locator('[data-point="已取消"]').getAttribute('data-value')).toBe('1');
    // Orders per day over 14 days: today's column holds the four orders.
    const days = chart('每日订单量').locator('[data-point]');
    expect(await days.count()).toBe(14);
    expect(await days.last().getAttribute('data-value')).toBe('4');
    expect(await chart('每日运费收入').locator('[data-point]').last().getAttribute('data-value')).toBe('14000');
    await page.screenshot({ path: join(ARTIFACTS, 'analysis.png'), fullPage: true });
  });

  it('switches the period to 7 and 30 days', async () => {
    await page.getByText('7天', { exact: true }).click();
    await expect.poll(() => chart('每日订单量').locator('[data-point]').count(), SLOW).toBe(7);
    expect(await page.getByTestId('kpi-period').innerText()).toContain('近7天');
    await page.getByText('30天', { exact: true }).click();
    await expect.poll(() => chart('每日订单量').locator('[data-point]').count(), SLOW).toBe(30);
  });

  it('lists my pending work on the workplace and opens the filtered order list', async () => {
    await page.locator('aside').getByRole('menuitem', { name: '工作台', exact: true }).click();
    await page.waitForURL(/\/dashboard\/workplace$/, SLOW);
    await expect.poll(() => kpi('task-waitAuditing').innerText(), SLOW).toBe('2');
    expect(await kpi('task-loadVehicles').innerText()).toBe('1');
    expect(await kpi('task-dischargeCargoApply').innerText()).toBe('0');
    expect(await page.getByText('我创建的进行中订单 (3)').count()).toBe(1);
    expect(await page.getByRole('cell', { name: 'DB0003' }).count()).toBe(1);
    // A new order in loading review reaches the open workplace through the live connection.
    await addOrder('DB0005', 35, 10);
    await expect.poll(() => kpi('task-loadVehicles').innerText(), { timeout: 5_000 }).toBe('2');
    await page.getByTestId('task-loadVehicles').click();
    await page.waitForURL(/\/wl\/order\/OrderList\?orderState=35$/, SLOW);
  });

  it('shows the system monitor with the recent requests and no token', async () => {
    const group = page.locator('aside').getByRole('menuitem', { name: '系统管理', exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await page.locator('aside').getByRole('menuitem', { name: '系统监控', exact: true }).click();
    await page.waitForURL(/\/dashboard\/monitor$/, SLOW);
    const monitor = page.getByTestId('monitor');
    await expect.poll(() => monitor.isVisible(), SLOW).toBe(true);
    expect(await page.getByTestId('gauge-cpu').innerText()).toMatch(/\d+(\.\d)?%/);
    expect(await page.getByTestId('card-database').innerText()).toContain('sqlite');
    expect(await page.getByTestId('card-online').innerText()).toContain('在线用户');
    const requests = page.getByTestId('card-requests');
    // The newest requests first, each a path without its query (the workplace's call came just before).
    const paths = () => requests.locator('tbody tr td:nth-child(3)').allInnerTexts();
    await expect.poll(async () => (await paths()).length, SLOW).toBe(10);
    expect(await paths()).toContain('/jeecg-boot/dashboard/workplace');
    for (const path of await paths()) expect(path).toMatch(/^\/jeecg-boot\/[^?]*$/);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
    );
    expect(token.length).toBeGreaterThan(10);
    expect(await monitor.innerText()).not.toContain(token);
    expect(await chart('CPU趋势(%)').count()).toBe(1);
    await page.screenshot({ path: join(ARTIFACTS, 'monitor.png'), fullPage: true });
  });
});
