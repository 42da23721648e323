// Sign-in journeys in Chromium against the real server (CAPTCHA=off, SMS codes read from the server
// log, which is where the default sender writes them): register with an SMS code, sign in by phone,
// a reset password forcing /user/alteration, and the change-password dialog of the user menu.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageApi, startServer, type RunningServer, signIn } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const stamp = Date.now() % 100000;
const username = `e2e_${stamp}`;
const mobile = `158${String(stamp).padStart(8, '0')}`;

const smsLines = (phone: string) =>
  server
    .output()
    .split('\n')
    .filter((l) => l.includes(`"mobile":"${phone}"`));

/** Press "get code" and read the new code from the server log (the default sender writes it there). */
async function requestSmsCode(p: Page, phone: string): Promise<string> {
  const before = smsLines(phone).length;
  await p.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => smsLines(phone).length).toBeGreaterThan(before);
  return /SMS verification code (\d{6})/.exec(smsLines(phone).at(-1)!)![1];
}

/** A signed API call with the browser's token, as the SPA makes it. */
const api = (p: Page, method: 'GET' | 'POST', path: string, params: Record<string, string>) =>
  pageApi(p, server.url, method, path, params);

const signInAs = (p: Page, user: string, password: string) => signIn(p, server.url, user, password);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('sign-in journeys in Chromium', () => {
  it('registers with an SMS code and shows the result page', async () => {
    await page.goto(`${server.url}/user/login`);
    expect(await page.getByAltText('看不清？换一张').count()).toBe(0); // CAPTCHA=off: no image
    await page.getByRole('link', { name: '注册账户' }).click();
    // The sign-in form stays on screen (same placeholders) until the register page's chunk has
    // loaded: wait for the register form itself before typing.
    await page.waitForURL(/\/user\/register$/);
    await expect.poll(() => page.getByPlaceholder('确认密码').isVisible()).toBe(true);
    await page.getByPlaceholder('请输入用户名').fill(username);
    await page.getByPlaceholder('请输入密码').fill('Register2026');
    await page.getByPlaceholder('确认密码').fill('Register2027');
    await page.getByPlaceholder('手机号').fill(mobile);
    const code = await requestSmsCode(page, mobile);
    await expect.poll(() => page.getByRole('button', { name: /秒后重发/ }).isDisabled()).toBe(true);
    await page.getByPlaceholder('短信验证码').fill(code);
    await page.getByRole('button', { name: '注册' }).click();
    await expect.poll(() => page.getByText('两次输入的密码不一样！').isVisible()).toBe(true);
    await page.getByPlaceholder('确认密码').fill('Register2026');
    await page.getByRole('button', { name: '注册' }).click();
    await page.waitForURL(/\/user\/register-result/);
    await expect.poll(() => page.getByText(`你的账户：${username} 注册成功`).isVisible()).toBe(true);
  });

  it('signs in by phone with an SMS code', async () => {
    await page.goto(`${server.url}/user/login`);
    await page.getByRole('tab', { name: '手机号登录' }).click();
    await page.getByPlaceholder('手机号').fill(mobile);
    const code = await requestSmsCode(page, mobile);
    await page.getByPlaceholder('短信验证码').fill(code);
    await page.locator('form[id="phoneLogin"]').getByRole('button', { name: '登录' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toContain('value');
    await page.evaluate(() => localStorage.clear());
  });

  it('after a reset the user must change the password on /user/alteration', async () => {
    await signInAs(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis/);
    const found = await api(page, 'GET', '/sys/user/list', { username });
    expect(found.success, found.message).toBe(true);
    const id = (found.result.records as { id: string }[])[0].id;
    const reset = await api(page, 'POST', '/sys/user/resetPassword', { id });
    expect(reset.success, reset.message).toBe(true);
    const oneTime = String(reset.result.password);
    await page.evaluate(() => localStorage.clear());

    await signInAs(page, username, oneTime);
    await page.waitForURL(/\/user\/alteration$/);
    await expect.poll(() => page.getByText('您的密码已被重置，请先设置新密码。').isVisible()).toBe(true);
    await page.getByPlaceholder('旧密码').fill(oneTime);
    await page.getByPlaceholder('新密码').fill('Altered2026');
    await page.getByPlaceholder('确认密码').fill('Altered2026');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.waitForURL(/\/user\/login$/);
    await signInAs(page, username, 'Altered2026');
    await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
    await page.evaluate(() => localStorage.clear());
  });

  it('changes the password from the user menu dialog, then signs in again with it', async () => {
    await signInAs(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis/);
    await page.getByRole('button', { name: '管理员' }).hover();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('旧密码').isVisible()).toBe(true);
    // The dialog's form is ready once its fields show; a click during its opening may go unseen, so
    // click again until the required messages appear.
    await expect
      .poll(async () => {
        await dialog.getByRole('button', { name: '确定' }).click();
        return dialog.getByText('旧密码不能为空').isVisible();
      })
      .toBe(true);
    await dialog.getByLabel('旧密码').fill(ADMIN_PASSWORD);
    await dialog.getByLabel('新密码').fill('Changed2026x');
    await dialog.getByLabel('确认密码').fill('Changed2026y');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.getByText('确认密码与新密码输入不一致').isVisible()).toBe(true);
    await dialog.getByLabel('确认密码').fill('Changed2026x');
    // The app clears the session (an in-app redirect) and then reloads the sign-in page; wait for
    // that full load so the next navigation is not interrupted by it.
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: '确定' }).click();
    await reloaded;
    await page.waitForURL(/\/user\/login/);
    await signInAs(page, 'admin', 'Changed2026x');
    await page.waitForURL(/\/dashboard\/analysis/);
  });
});
