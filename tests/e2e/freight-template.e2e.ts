// Issue 6's browser journey: master-detail forms with the editable table. An administrator creates a
// freight template (wl_freight_template) with its tiers (wl_freight, x-detail `freightList`) in the
// template's dialog: adds rows (two at once through the add settings, then one more), leaves a
// required price empty and sees the table's validation tooltip, fixes it and saves. Then edits it:
// drags the last tier to the top, moves another with the row menu, deletes one, adds one, saves, and
// after a page reload sees the same tiers in the same order, as the server stores them. Finally the
// other two master-detail pairs (zone freight -> price details, order -> order fees) get a detail
// row through their dialogs.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageApi, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const stamp = Date.now() % 100000;
const templateName = `阶梯模板${stamp}`;
const SLOW = { timeout: 15_000 };
/** The table refuses a second add within 1500 ms (spec §8); the journey waits it out. */
const ADD_DEBOUNCE_MS = 1600;

interface Tier {
  id: string;
  startWeight: number;
  endWeight: number | null;
  price: number;
  orderNum: number;
}

const dialog = () => page.getByRole('dialog');
const rows = () => dialog().locator('.et-body [role="row"]');
const cell = (row: number, key: string) => rows().nth(row).locator(`[data-cell="${key}"]`);
const input = (row: number, key: string) => cell(row, key).locator('input');
/** The values of one column, top to bottom, as the table shows them. */
const column = (key: string) =>
  rows().evaluateAll(
    (els, k) => els.map((el) => el.querySelector<HTMLInputElement>(`[data-cell="${k}"] input`)?.value ?? null),
    key,
  );
/** The table's own 新增 (the list page has one too, outside the dialog). */
const addButton = () => dialog().locator('button', { hasText: /^新增$/ });

async function templateId(): Promise<string> {
  const found = await pageApi<{ records: { id: string }[] }>(page, server.url, 'GET', '/wl/freightTemplate/list', {
    name: templateName,
  });
  expect(found.result.records).toHaveLength(1);
  return found.result.records[0].id;
}

async function storedTiers(): Promise<Tier[]> {
  const r = await pageApi<Tier[]>(page, server.url, 'GET', '/wl/freightTemplate/details/freightList', {
    id: await templateId(),
  });
  expect(r.success, r.message).toBe(true);
  return r.result;
}

async function openEdit(name: string): Promise<void> {
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: '编辑' })
    .click();
  await expect.poll(() => dialog().isVisible(), SLOW).toBe(true);
}

/** The box of an element once it stopped moving (the dialog zooms in when it opens). */
async function settledBox(target: Locator) {
  let last = await target.boundingBox();
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(100);
    const box = await target.boundingBox();
    if (box && last && box.x === last.x && box.y === last.y && box.width === last.width) return box;
    last = box;
  }
  throw new Error('the element did not stop moving');
}

/** Drag a row by its handle onto another row (pointer events, as a mouse does). */
async function dragRow(from: number, to: number): Promise<void> {
  const handle = await settledBox(rows().nth(from).locator('.et-drag'));
  const target = await settledBox(rows().nth(to));
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, target.y + target.height / 2, { steps: 8 });
  await page.mouse.up();
}

async function fill(target: Locator, value: string): Promise<void> {
  await target.fill(value);
  await target.blur();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('freight template with tiers in Chromium', () => {
  it('creates a template with three tiers; an empty required price is refused with a tooltip first', async () => {
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis/);
    await page.goto(`${server.url}/wl/freightTemplate`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    await expect.poll(() => dialog().getByText('新增运费模板').isVisible(), SLOW).toBe(true);
    expect(await dialog().getByRole('tab', { name: '运费阶梯' }).isVisible()).toBe(true);
    expect(await dialog().locator('.ant-empty-description', { hasText: '暂无数据' }).isVisible()).toBe(true);
    await dialog().getByLabel('模板名称', { exact: true }).fill(templateName);

    // Two rows at once through the add settings (saved locally), then one more.
    await dialog().getByRole('button', { name: '新增设置' }).click();
    await page.getByLabel('新增行数').fill('2');
    await addButton().click();
    await expect.poll(() => rows().count()).toBe(2);
    // The sort numbers are given 1..n at once.
    expect(await column('orderNum')).toEqual(['1', '2']);
    await fill(input(0, 'startWeight'), '0');
    await fill(input(0, 'endWeight'), '10');
    await fill(input(0, 'price'), '5');
    await fill(input(1, 'startWeight'), '10');
    await fill(input(1, 'endWeight'), '20');
    // A number cell takes only an optional minus, digits and one decimal point.
    await input(1, 'endWeight').pressSequentially('x');
    expect(await input(1, 'endWeight').inputValue()).toBe('20');

    await page.waitForTimeout(ADD_DEBOUNCE_MS);
    await dialog().getByRole('button', { name: '新增设置' }).click();
    await page.getByLabel('新增行数').fill('1');
    await addButton().click();
    await expect.poll(() => rows().count()).toBe(3);
    await fill(input(2, 'startWeight'), '20');
    await fill(input(2, 'price'), '12.5');

    // Row 2's price is required and empty: nothing is sent, the cell says why.
    await dialog().getByRole('button', { name: '确定' }).click();
    await expect
      .poll(() => page.getByText('运费阶梯中有未通过校验的数据，请修改后再保存').isVisible(), SLOW)
      .toBe(true);
    await expect.poll(() => cell(1, 'price').getAttribute('aria-invalid')).toBe('true');
    expect(await cell(0, 'price').getAttribute('aria-invalid')).toBeNull();
    await cell(1, 'price').hover();
    await expect
      .poll(() => page.locator('.ant-tooltip:visible').filter({ hasText: '请输入价格!' }).count(), SLOW)
      .toBe(1);
    expect(await dialog().isVisible()).toBe(true);
    const none = await pageApi<{ total: number }>(page, server.url, 'GET', '/wl/freightTemplate/list', {
      name: templateName,
    });
    expect(none.result.total).toBe(0);

    await fill(input(1, 'price'), '8');
    await expect.poll(() => cell(1, 'price').getAttribute('aria-invalid')).toBeNull();
    await dialog().getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog().isVisible(), SLOW).toBe(false);
    await expect.poll(() => page.getByRole('row', { name: new RegExp(templateName) }).isVisible(), SLOW).toBe(true);

    expect((await storedTiers()).map((t) => [t.startWeight, t.endWeight, t.price, t.orderNum])).toEqual([
      [0, 10, 5, 1],
      [10, 20, 8, 2],
      [20, null, 12.5, 3],
    ]);
  });

  it('drags, moves, deletes and adds tiers, saves, and reloads to the same tiers', async () => {
    const before = await storedTiers();
    await openEdit(templateName);
    await expect.poll(() => column('startWeight'), SLOW).toEqual(['0', '10', '20']);

    // Drag the last tier to the top, then move the (now) last one up with the row menu.
    await dragRow(2, 0);
    await expect.poll(() => column('startWeight')).toEqual(['20', '0', '10']);
    await rows().nth(2).getByRole('button', { name: '行操作' }).click();
    await page.locator('.ant-dropdown:visible').getByText('上移', { exact: true }).click();
    await expect.poll(() => column('startWeight')).toEqual(['20', '10', '0']);
    expect(await column('orderNum')).toEqual(['1', '2', '3']);

    // Delete the tier starting at 0 (now the third row) after confirmation.
    await dialog().getByRole('checkbox', { name: '选择第 3 行' }).check();
    await expect.poll(() => dialog().getByText('已选择 1 项').isVisible()).toBe(true);
    await dialog()
      .locator('button', { hasText: /^删除$/ })
      .click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect.poll(() => confirm.getByText('确定删除选中的 1 行吗?').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => column('startWeight')).toEqual(['20', '10']);

    // The add settings kept the last count (1); one new tier at the bottom.
    await dialog().getByRole('button', { name: '新增设置' }).click();
    expect(await page.getByLabel('新增行数').inputValue()).toBe('1');
    await addButton().click();
    await expect.poll(() => rows().count()).toBe(3);
    await fill(input(2, 'startWeight'), '30');
    await fill(input(2, 'price'), '15.25');
    await fill(input(1, 'price'), '8.75');
    await dialog().getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog().isVisible(), SLOW).toBe(false);

    const after = await storedTiers();
    expect(after.map((t) => [t.startWeight, t.endWeight, t.price, t.orderNum])).toEqual([
      [20, null, 12.5, 1],
      [10, 20, 8.75, 2],
      [30, null, 15.25, 3],
    ]);
    // The kept tiers are the same records (updated in place); the deleted one is gone.
    const id = (start: number, list: Tier[]) => list.find((t) => t.startWeight === start)?.id;
    expect(id(20, after)).toBe(id(20, before));
    expect(id(10, after)).toBe(id(10, before));
    expect(after.map((t) => t.id)).not.toContain(id(0, before));

    await page.reload();
    await openEdit(templateName);
    await expect.poll(() => column('startWeight'), SLOW).toEqual(['20', '10', '30']);
    expect(await column('endWeight')).toEqual(['', '20', '']);
    expect(await column('price')).toEqual(['12.5', '8.75', '15.25']);
    expect(await column('orderNum')).toEqual(['1', '2', '3']);
    await dialog().getByRole('button', { name: '取消' }).click();
    await expect.poll(() => dialog().isVisible(), SLOW).toBe(false);
  });

  it('gives zone freights their price details and orders their fees through the same dialog', async () => {
    const zone = async (code: string) => {
      const r = await pageApi<{ id: string }>(page, server.url, 'POST', '/wl/zone/add', { name: code, code });
      expect(r.success, r.message).toBe(true);
      return r.result.id;
    };
    const routeName = `线路${stamp}`;
    const route = await pageApi<{ id: string }>(page, server.url, 'POST', '/wl/zoneFreight/add', {
      name: routeName,
      fromZoneId: await zone(`F${stamp}`),
      toZoneId: await zone(`T${stamp}`),
    });
    expect(route.success, route.message).toBe(true);
    const orderNo = `E2E${stamp}`;
    const order = await pageApi<{ id: string }>(page, server.url, 'POST', '/wl/order/add', {
      orderNo,
      itemInfo: 'Boxes',
      price: 100,
      senderName: 'Sender',
      senderPhone: '13800000001',
      receiverName: 'Receiver',
      receiverPhone: '13800000002',
    });
    expect(order.success, order.message).toBe(true);

    const cases = [
      {
        path: '/wl/zoneFreight',
        name: routeName,
        tab: '运价明细',
        details: `/wl/zoneFreight/details/zoneFreightDetailList`,
        id: route.result.id,
        fill: async () => {
          await fill(input(0, 'intervalStart'), '5');
          await fill(input(0, 'pricePerKg'), '1.5');
        },
        expected: { intervalStart: 5, pricePerKg: 1.5, startOperator: 'gt', endOperator: 'le', orderNum: 1 },
      },
      {
        path: '/wl/order/OrderList',
        name: orderNo,
        tab: '订单费用',
        details: `/wl/order/details/orderFeeList`,
        id: order.result.id,
        fill: async () => {
          await fill(input(0, 'amount'), '-3');
          await dialog().getByRole('button', { name: '确定' }).click();
          await expect.poll(() => cell(0, 'amount').getAttribute('aria-invalid'), SLOW).toBe('true');
          await fill(input(0, 'amount'), '23.4');
          await fill(input(0, 'remark'), '加急');
        },
        expected: { amount: 23.4, remark: '加急', orderNum: 1 },
      },
    ];
    for (const c of cases) {
      await page.goto(`${server.url}${c.path}`);
      await openEdit(c.name);
      await expect.poll(() => dialog().getByRole('tab', { name: c.tab }).isVisible(), SLOW).toBe(true);
      await expect
        .poll(() => dialog().locator('.ant-empty-description', { hasText: '暂无数据' }).isVisible(), SLOW)
        .toBe(true);
      await addButton().click();
      await expect.poll(() => rows().count()).toBe(1);
      await c.fill();
      await dialog().getByRole('button', { name: '确定' }).click();
      await expect.poll(() => dialog().isVisible(), SLOW).toBe(false);
      const stored = await pageApi<Record<string, unknown>[]>(page, server.url, 'GET', c.details, { id: c.id });
      expect(stored.result).toHaveLength(1);
      expect(stored.result[0]).toMatchObject(c.expected);
      await openEdit(c.name);
      await expect.poll(() => rows().count(), SLOW).toBe(1);
      await dialog().getByRole('button', { name: '取消' }).click();
      await expect.poll(() => dialog().isVisible(), SLOW).toBe(false);
    }
  });
});
