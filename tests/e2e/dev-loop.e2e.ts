// npm run dev in Chromium (issue 25 item 1): signed in on the SPA that Vite serves, a new entity file
// and its menu entry saved into the watched schemas folder show as a side-menu entry with no page
// reload and no restart, and the entry opens the entity's list, where a row added through the form
// shows (the page's registry is never older than the app's menus: dev/README.md); a broken file shows
// Vite's error overlay with the file and the message, and it clears once the file is valid again. On
// a temp copy of schemas/.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDev, type DevServer } from '../../dev/server.ts';
import { ADMIN_PASSWORD, launchBrowser, signIn } from './harness.ts';

const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'dev-loop-e2e-'));
const schemas = join(dir, 'schemas');
const notePath = join(schemas, 'zz', 'zz_dev_note.json');
let dev: DevServer;
let browser: Browser;
let page: Page;
let loads = 0;

const note = {
  $schema: '../_meta/entity.schema.json',
  $id: 'zz_dev_note',
  title: '开发便签',
  'x-title': { en: 'Dev note' },
  type: 'object',
  'x-entity': {
    table: 'zz_dev_note',
    api: '/zz/devNote',
    permission: 'zz:devNote',
    list: { columns: ['name'], search: ['name'], sort: ['createTime', 'desc'] },
  },
  properties: { name: { type: 'string', title: '便签名称', 'x-title': { en: 'Name' }, maxLength: 64 } },
  required: ['name'],
};

beforeAll(async () => {
  cpSync(join(root, 'schemas'), schemas, { recursive: true });
  dev = await startDev({
    port: 0,
    host: '127.0.0.1',
    schemasDir: schemas,
    dataDir: join(dir, 'data'),
    env: { ADMIN_PASSWORD, CAPTCHA: 'off', DATABASE_URL: undefined },
    log: () => {},
    warn: () => {},
  });
  browser = await launchBrowser();
  page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  // Vite prepares its dependencies on the first visit: slow once on a busy machine.
  await page.goto(`${dev.url}/user/login`, { timeout: 180_000 });
  await signIn(page, dev.url, 'admin', ADMIN_PASSWORD);
  await page.waitForURL(/\/dashboard\//, { timeout: 120_000 });
  // the home page's own screens loaded (Vite serves each module on first use), as a developer's page is
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  page.on('load', () => loads++);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev in the browser', () => {
  it('shows a new entity saved on disk in the side menu and opens its list, with no reload and no restart', async () => {
    const menus = JSON.parse(readFileSync(join(schemas, 'menus.json'), 'utf8')) as unknown[];
    menus.push({
      key: 'devNote',
      title: '开发便签',
      'x-title': { en: 'Dev notes' },
      path: '/zz/devNote',
      entity: 'zz_dev_note',
    });
    mkdirSync(join(schemas, 'zz'), { recursive: true });
    writeFileSync(notePath, `${JSON.stringify(note, null, 2)}\n`);
    writeFileSync(join(schemas, 'menus.json'), `${JSON.stringify(menus, null, 2)}\n`);
    await page.getByRole('menuitem', { name: '开发便签' }).waitFor({ timeout: 120_000 });
    expect(loads).toBe(0);
    await page.getByRole('menuitem', { name: '开发便签' }).click();
    await page.getByRole('columnheader', { name: '便签名称' }).waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe('/zz/devNote');
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('便签名称', { exact: true }).fill('第一条便签');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByRole('row', { name: /第一条便签/ }).waitFor();
  }, 240_000);

  it('shows a broken schema file in the overlay and clears it when fixed', async () => {
    writeFileSync(notePath, '{ "$id": ');
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 60_000 });
    const text = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '');
    expect(text).toContain('zz/zz_dev_note.json');
    expect(text).toContain('not valid JSON');
    writeFileSync(notePath, `${JSON.stringify(note, null, 2)}\n`);
    await overlay.waitFor({ state: 'detached', timeout: 60_000 });
    expect(dev.problems()).toEqual([]);
  }, 180_000);
});
