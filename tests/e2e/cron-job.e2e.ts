// Issue 10's browser journey: an administrator adds a scheduled job and builds its schedule in the cron
// dialog — 12:00:00 on the last Friday of each month in 2027 — seeing the expression 0 0 12 ? * 6L 2027
// and the preview of the next 10 times (the year ignored); saves the job and sees its next fire time,
// computed by the server with the Quartz adapter, in the list (2027-01-29 12:00:00 until that day).
// The expected times are computed here with plain Date arithmetic, not by the adapter. Once 2027 has
// no last Friday left the journey uses the first year that has one (a running job must fire again).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, launchBrowser, pageApi, signIn, startServer, type RunningServer } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let page: Page;
const SLOW = { timeout: 15_000 };
const description = `月末周五快照${Date.now() % 100000}`;

/** Noon on the last Friday of each month of `year`, local time. */
function lastFridays(year: number): Date[] {
  return Array.from({ length: 12 }, (_, month) => {
    const d = new Date(year, month + 1, 0, 12); // the month's last day, at noon
    d.setDate(d.getDate() - ((d.getDay() + 2) % 7)); // back to its Friday (getDay 5)
    return d;
  });
}
const pad = (n: number) => String(n).padStart(2, '0');
const shown = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 12:00:00`;

const now = new Date();
let year = 2027;
while (!lastFridays(year).some((d) => d > now)) year += 1;
const EXPR = `0 0 12 ? * 6L ${year}`;
/** The job's first fire time: the first last Friday of `year` still to come. */
const FIRST = shown(lastFridays(year).find((d) => d > now)!);
/** The preview: the next 10 last Fridays at noon, whatever their year. */
const PREVIEW = [0, 1, 2]
  .flatMap((k) => lastFridays(now.getFullYear() + k))
  .filter((d) => d > now)
  .slice(0, 10)
  .map(shown);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The visible tab of the cron dialog, after clicking it. */
async function tab(cron: Locator, name: string): Promise<Locator> {
  await cron.getByRole('tab', { name, exact: true }).click();
  return cron.locator('[role=tabpanel][aria-hidden=false]');
}

/**
 * The open select dropdown once its opening motion has ended (antd's motion classes gone): a click
 * on an option while the list still slides in can miss it.
 */
function settledDropdown(): Locator {
  const moving = ['slide-up', 'slide-down'].flatMap((m) => [`.ant-${m}-appear`, `.ant-${m}-enter`, `.ant-${m}-leave`]);
  return page.locator(`.ant-select-dropdown:visible${moving.map((c) => `:not(${c})`).join('')}`);
}

/** Type a year into the dialog's multiple year select and toggle it with Enter. */
async function toggleYear(panel: Locator, year: string) {
  const select = panel.getByLabel('年 指定值', { exact: true });
  await select.fill(year);
  await settledDropdown().getByTitle(year, { exact: true }).waitFor(SLOW);
  await select.press('Enter');
}

describe('scheduled job with the cron builder in Chromium', () => {
  it(`builds the last Friday of each month in ${year} at 12:00, saves it and lists the next fire time`, async () => {
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis/);
    await page.goto(`${server.url}/system/quartzJob`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增定时任务', exact: true });
    await expect.poll(() => form.isVisible(), SLOW).toBe(true);
    await form.getByLabel('任务类型', { exact: true }).click();
    await settledDropdown().getByTitle('数据量快照', { exact: true }).click();
    await expect
      .poll(() => form.locator('.ant-select-content, .ant-select-selection-item').first().textContent())
      .toBe('数据量快照');
    await form.getByLabel('描述', { exact: true }).fill(description);

    await form.getByRole('button', { name: '选择' }).click();
    const cron = page.getByRole('dialog', { name: 'cron表达式', exact: true });
    await expect.poll(() => cron.isVisible(), SLOW).toBe(true);
    const expression = cron.getByLabel('表达式', { exact: true });
    expect(await expression.inputValue()).toBe('* * * * * ? *');

    // 指定 starts with nothing ticked; ticking 12 defaults the minute and the second to 0 (spec 001 §4.8)
    let panel = await tab(cron, '时');
    await panel.getByLabel('指定', { exact: true }).check();
    await panel.getByLabel('12', { exact: true }).check();
    await expect.poll(() => expression.inputValue()).toBe('0 0 12 * * ? *');
    panel = await tab(cron, '日');
    await panel.getByLabel('本月最后一个', { exact: true }).check();
    await panel.getByLabel('日 最后一个星期几', { exact: true }).click();
    await settledDropdown().getByTitle('周五', { exact: true }).click();
    await expect.poll(() => expression.inputValue()).toBe('0 0 12 ? * 6L *');
    panel = await tab(cron, '年');
    await panel.getByLabel('指定', { exact: true }).check(); // nothing chosen yet
    await toggleYear(panel, String(year));
    // choosing a year set the month to 1 (spec 001 §4.8); every month again
    await expect.poll(() => expression.inputValue()).toBe(`0 0 12 ? 1 6L ${year}`);
    panel = await tab(cron, '月');
    await panel.getByLabel('每月', { exact: true }).check();
    await expect.poll(() => expression.inputValue()).toBe(EXPR);
    expect(await cron.getByTestId('cron-description').textContent()).toBe(`${year}年，每月最后一个星期五，12:00:00`);

    // the preview: the next 10 last Fridays at noon, whatever their year
    const preview = cron.getByTestId('cron-preview');
    // the times of this expression, once the 500 ms debounce has passed
    await expect.poll(() => preview.getAttribute('data-expression'), SLOW).toBe(EXPR);
    expect(await preview.locator('div').allTextContents()).toEqual(PREVIEW);

    await cron.getByRole('button', { name: '确定', exact: true }).click();
    await expect.poll(() => cron.isVisible(), SLOW).toBe(false);
    expect(await form.getByLabel('Cron表达式', { exact: true }).inputValue()).toBe(EXPR);
    const added = page.waitForResponse((r) => r.url().includes('/sys/quartzJob/add'), SLOW);
    await form.getByRole('button', { name: '确定', exact: true }).click();
    const answer = await added;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect.poll(() => form.isVisible(), SLOW).toBe(false);

    const row = page.getByRole('row', { name: new RegExp(description) });
    await expect.poll(() => row.isVisible(), SLOW).toBe(true);
    const text = await row.textContent();
    expect(text).toContain(EXPR);
    expect(text).toContain(FIRST);

    const stored = await pageApi<{ records: { cronExpression: string; nextFireTime: string }[] }>(
      page,
      server.url,
      'GET',
      '/sys/quartzJob/list',
      { description },
    );
    expect(stored.result.records.map((r) => [r.cronExpression, r.nextFireTime])).toEqual([[EXPR, FIRST]]);
  });
});
