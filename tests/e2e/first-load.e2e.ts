// The first-load budget's chunk sets checked in a real browser (issue 11 item 7): the JavaScript
// Chromium downloads for the sign-in page, and for the first list page after sign-in, must be a subset
// of what scripts/check-bundle-size.ts counts from the build manifest, so the script cannot
// undercount. Runs against the build in dist/ that `npm run test:e2e` makes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, startServer, type RunningServer } from './harness.ts';

const root = resolve(import.meta.dirname, '../..');
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let manifest: Record<string, { file: string }>;
let measured: { name: string; files: { file: string }[] }[];

/** The files the script counts for a page (it is run as npm test runs it, on the same dist/). */
const counted = (name: string) => measured.find((p) => p.name === name)!.files.map((f) => f.file);

/** Every JavaScript file of the app the page requests from now on, as a path under dist/ ("assets/x.js"). */
function recordScripts(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === server.url && url.pathname.endsWith('.js')) seen.add(url.pathname.replace(/^\//, ''));
  });
  return seen;
}

/** Waits until no request has been in flight for a while, so late lazy chunks are recorded too. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
}

beforeAll(async () => {
  manifest = JSON.parse(readFileSync(resolve(root, 'dist/.vite/manifest.json'), 'utf8')) as typeof manifest;
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-bundle-size.ts', '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  measured = JSON.parse(out) as typeof measured;
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('first load in Chromium', () => {
  it('downloads for the sign-in page only JavaScript the budget counts', async () => {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/user/login`);
    await expect.poll(() => page.getByRole('tab', { name: '账户密码登录' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByPlaceholder('请输入用户名').isVisible()).toBe(true);
    await settle(page);
    const entry = manifest['index.html'].file;
    expect([...scripts]).toContain(entry);
    expect([...scripts].filter((f) => !counted('sign-in page').includes(f))).toEqual([]);
    // The shell, the registry and the list screen stay out of the sign-in page.
    const list = manifest['src/app/pages/entity-list-page.tsx'].file;
    const shell = manifest['src/app/routes/guarded-shell.tsx'].file;
    expect([...scripts]).not.toContain(list);
    expect([...scripts]).not.toContain(shell);

    // Signing in keeps the session in this browser context for the next page.
    await page.getByPlaceholder('请输入用户名').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/dashboard\/analysis$/);
    await page.close();
  });

  it('downloads for the first list page after sign-in only JavaScript the budget counts', async () => {
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/wl/site`);
    await expect.poll(() => page.getByRole('button', { name: '新增' }).isVisible()).toBe(true);
    // The table with its header (a fresh database has no sites, so no rows to wait for).
    await expect.poll(() => page.locator('.ant-table-thead').first().isVisible()).toBe(true);
    await settle(page);
    expect([...scripts]).toContain(manifest['src/app/pages/entity-list-page.tsx'].file);
    expect([...scripts]).toContain(manifest['src/app/routes/guarded-shell.tsx'].file);
    expect([...scripts].filter((f) => !counted('first list page after sign-in').includes(f))).toEqual([]);
    await page.close();
  });
});
