// Starts the real server as `npm start` does (without the build, which test:e2e runs first) on a
// free port and a fresh SQLite file, and launches Debian's Chromium through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { computeSign } from '../../src/server/engine/plugins/signing.ts';

export const ADMIN_PASSWORD = 'E2e#Admin2026';
const root = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's SQLite file (tests may adjust rows the API cannot, e.g. creation times). */
  dbFile: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** `env` adds to or overrides the server's environment (e.g. `{ CAPTCHA: 'on' }`). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-'));
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dir, 'app.db'),
      UPLOAD_DIR: join(dir, 'uploads'),
      ADMIN_PASSWORD,
      CAPTCHA: 'off',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000; // a busy 2-core machine compiles the server slowly
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const r = await fetch(`${url}/`);
      if (r.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dbFile: join(dir, 'app.db'),
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const CSP_REPORT = 'Blocked by the Content Security Policy:';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every page asks for reduced motion, which the app honours (root.tsx): dropdowns and dialogs appear
  // at once, so on a slow machine a click is never aimed at a popup still sliding into place.
  // E2E_CPU_THROTTLE=6 slows every page's CPU that many times (Chrome's DevTools throttling), to
  // reproduce on a fast machine what a slow CI machine does.
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? 0);
  // Anything the server's Content Security Policy blocks (a script, an eval, a style) fails the file:
  // closing the browser throws with the browser's reports.
  const blocked: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    // An eval the policy refuses throws inside the page and may be caught there: the page's
    // securitypolicyviolation event reports every refusal.
    await context.addInitScript(
      (report) =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`${report} ${e.effectiveDirective} ${e.blockedURI}`),
        ),
      CSP_REPORT,
    );
    context.on('console', (message) => {
      if (message.text().startsWith(CSP_REPORT)) blocked.push(message.text());
    });
    if (throttle > 1) {
      context.on('page', (page) => {
        void context
          .newCDPSession(page)
          .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle }))
          .catch(() => undefined);
      });
    }
    return context;
  };
  browser.newPage = async (options = {}) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // Closing the page closes its own context, as Browser.newPage's pages do.
    page.once('close', () => void context.close().catch(() => undefined));
    return page;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    await close(options);
    if (blocked.length) throw new Error(blocked.join('\n'));
  };
  return browser;
}

/** Fill and submit the sign-in form (CAPTCHA=off, so no captcha field). */
export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/user/login`);
  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** Pick an option of an antd Select inside the open dialog, found by its label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

/**
 * Clicks a row action of the generic list (runtime/antd/list/row-actions.tsx): its inline link button,
 * or, when the row has more than three actions, its item in the row's 更多 / More menu. `name` is the
 * label; `css` a selector of its data attributes ([data-transition="audit"], [data-testid="…"]).
 */
export async function clickRowAction(
  row: Locator,
  action: { name: string } | { css: string },
  options: { timeout?: number } = {},
): Promise<void> {
  const timeout = options.timeout ?? 30_000;
  await row.locator('button').first().waitFor({ timeout });
  const inline =
    'name' in action ? row.getByRole('button', { name: action.name, exact: true }) : row.locator(action.css);
  if (await inline.count()) return inline.first().click({ timeout });
  await row.getByTestId('row-more').click({ timeout });
  const menu = row.page().locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  const item =
    'name' in action ? menu.getByRole('menuitem', { name: action.name, exact: true }) : menu.locator(action.css);
  await item.first().click({ timeout });
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  success: boolean;
  message: string;
  result: T;
}

/** The page's session token and the X-Sign secret the server injected into index.html. */
async function pageSession(page: Page): Promise<{ secret: string; token: string }> {
  return page.evaluate(() => ({
    secret: (window as unknown as { __APP_CONFIG__?: { signSecret?: string } }).__APP_CONFIG__?.signSecret ?? '',
    token: (JSON.parse(localStorage.getItem('Access-Token') ?? '{}') as { value?: string }).value ?? '',
  }));
}

/**
 * An API call with the page's session, signed as the SPA signs it (X-Sign with the secret the server
 * injected into index.html): GET params go in the query, POST and PUT params in the JSON body.
 */
export async function pageFetch(
  page: Page,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  params: Record<string, unknown> = {},
): Promise<Response> {
  const { secret, token } = await pageSession(page);
  const search = method === 'GET' ? new URLSearchParams(params as Record<string, string>).toString() : '';
  const body = method === 'GET' ? undefined : params;
  return fetch(`${baseUrl}/jeecg-boot${path}${search ? `?${search}` : ''}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-access-token': token,
      'x-sign': computeSign(search, body, secret),
      'x-timestamp': String(Date.now()),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** pageFetch answered as the JeecgBoot envelope. */
export async function pageApi<T = Record<string, unknown>>(
  page: Page,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  params: Record<string, unknown> = {},
): Promise<ApiAnswer<T>> {
  const r = await pageFetch(page, baseUrl, method, path, params);
  const json = (await r.json()) as Omit<ApiAnswer<T>, 'status'>;
  return { status: r.status, ...json };
}
