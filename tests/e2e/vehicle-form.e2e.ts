// Issue 4's browser journey: an administrator creates a vehicle with the generated form, choosing its
// site and type with reference pickers, its state with a dictionary select, its region with the
// cascader and uploading a licence image (a text file is refused first); then adds two vehicle photos,
// swaps them with the reorder buttons and saves. The stored record is read back over the API, and the
// stored photos are fetched to prove their order.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../src/server/platform/files/test-fixtures.ts';
import {
  ADMIN_PASSWORD,
  chooseOption,
  launchBrowser,
  pageApi,
  pageFetch,
  signIn,
  startServer,
  type RunningServer,
} from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const stamp = Date.now() % 100000;
const siteName = `车辆网点${stamp}`;
const typeName = `厢式货车${stamp}`;
const plate = `粤B${stamp}`;
const SLOW = { timeout: 15_000 };

interface Vehicle {
  id: string;
  siteId: string;
  typeId: string;
  state: number;
  area: string;
  drivingLicenseUrl: string;
  vehicleUrl: string;
}

/** The form item of a field, found by its label (the innermost: the form itself is an item too). */
const item = (dialog: Locator, label: string) =>
  dialog
    .locator('.ant-form-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

async function storedVehicle(): Promise<Vehicle> {
  const found = await pageApi<{ records: Vehicle[] }>(page, server.url, 'GET', '/wl/vehicle/list', {
    licenceNumber: plate,
  });
  expect(found.result.records).toHaveLength(1);
  return found.result.records[0];
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('vehicle form in Chromium', () => {
  it('creates a vehicle with reference pickers, a dictionary select, the region cascader and an image', async () => {
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis/);
    const site = await pageApi<{ id: string }>(page, server.url, 'POST', '/wl/site/add', {
      siteName,
      type: 3,
      siteMode: 0,
    });
    expect(site.success, site.message).toBe(true);
    const type = await pageApi(page, server.url, 'POST', '/wl/vehicleType/add', { name: typeName });
    expect(type.success, type.message).toBe(true);

    await page.goto(`${server.url}/wl/vehicle`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('新增车辆').isVisible()).toBe(true);
    await dialog.getByLabel('车辆编号', { exact: true }).fill(`V-${stamp}`);
    await dialog.getByLabel('车牌号', { exact: true }).fill(plate);
    await dialog.getByLabel('允许载重(吨)', { exact: true }).fill('12.5');

    // Reference pickers search the referenced entity as the user types.
    await dialog.getByLabel('所属网点', { exact: true }).fill(siteName.slice(0, 4));
    await page.locator('.ant-select-dropdown:visible').getByText(siteName, { exact: true }).click(SLOW);
    await chooseOption(page, '车辆类型', typeName);
    await chooseOption(page, '车辆状态', '维修中');

    // Region cascader: province, city, area.
    await dialog.getByLabel('所在地区', { exact: true }).click();
    const menus = page.locator('.ant-cascader-dropdown:visible');
    await menus.getByText('广东省', { exact: true }).click(SLOW);
    await menus.getByText('深圳市', { exact: true }).click(SLOW);
    await menus.getByText('南山区', { exact: true }).click(SLOW);
    await expect.poll(() => item(dialog, '所在地区').textContent()).toContain('广东省 / 深圳市 / 南山区');

    // The licence image: a text file is refused with the spec's message, a png is uploaded.
    const licence = item(dialog, '行驶证').locator('input[type=file]');
    await licence.setInputFiles(file('notes.txt', 'text/plain', Buffer.from('not an image')));
    await expect.poll(() => page.getByText('请上传图片').first().isVisible(), SLOW).toBe(true);
    await licence.setInputFiles(file('licence.png', 'image/png', png()));
    await expect.poll(() => item(dialog, '行驶证').locator('img').count(), SLOW).toBe(1);

    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.isVisible(), SLOW).toBe(false);
    const row = page.getByRole('row', { name: new RegExp(plate) });
    await expect.poll(() => row.isVisible(), SLOW).toBe(true);
    expect(await row.getByText(siteName).isVisible()).toBe(true);
    expect(await row.getByText('维修中').isVisible()).toBe(true);

    const v = await storedVehicle();
    expect(v).toMatchObject({ siteId: site.result.id, state: 2, area: '440000,440300,440305' });
    expect(v.drivingLicenseUrl).toMatch(/^temp\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
  });

  it('uploads two vehicle photos, swaps them and saves them in the new order', async () => {
    await page
      .getByRole('row', { name: new RegExp(plate) })
      .getByRole('button', { name: '编辑' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('车牌号', { exact: true }).inputValue(), SLOW).toBe(plate);
    const photos = item(dialog, '车辆照片');
    // Two different pictures: the second carries trailing bytes, so the stored files can be told apart.
    const first = png();
    const second = Buffer.concat([png(), Buffer.from('second photo')]);
    await photos
      .locator('input[type=file]')
      .setInputFiles([file('front.png', 'image/png', first), file('back.png', 'image/png', second)]);
    const cards = photos.getByRole('listitem');
    await expect.poll(() => cards.count(), SLOW).toBe(2);
    await expect.poll(() => photos.locator('img').count(), SLOW).toBe(2);
    const order = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(await order()).toEqual(['front.png', 'back.png']);

    await photos.getByRole('listitem', { name: 'front.png' }).getByRole('button', { name: '右移' }).click();
    await expect.poll(order).toEqual(['back.png', 'front.png']);
    // The first picture cannot move further left, nor the last further right.
    await photos.getByRole('listitem', { name: 'back.png' }).getByRole('button', { name: '左移' }).click();
    await expect.poll(() => page.getByText('未知操作').isVisible()).toBe(true);
    await photos.getByRole('listitem', { name: 'front.png' }).getByRole('button', { name: '右移' }).click();
    await expect.poll(() => page.getByText('已经是最后一张了~').isVisible()).toBe(true);

    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.isVisible(), SLOW).toBe(false);
    const paths = (await storedVehicle()).vehicleUrl.split(',');
    expect(paths).toHaveLength(2);
    const stored = await Promise.all(
      paths.map(async (p) =>
        Buffer.from(await (await pageFetch(page, server.url, 'GET', `/sys/common/static/${p}`)).arrayBuffer()),
      ),
    );
    expect(stored[0].equals(second)).toBe(true);
    expect(stored[1].equals(first)).toBe(true);
  });
});
