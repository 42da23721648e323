// Issue 10's browser journey: an administrator adds a scheduled job and builds its schedule in the cron
// dialog — 12:00:00 on the last Friday of each month in 2027 — seeing the expression 0 0 12 ? * 6L 2027
// and the preview of the next 10 times (the year ignored); saves the job and sees its next fire time,
// computed by the server with the same Quartz adapter, in the list: 2027-01-29 12:00:00.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  chooseOption,
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
const description = `月末周五快照${Date.now() % 100000}`;

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
  it('builds the last Friday of each month in 2027 at 12:00, saves it and lists the next fire time', async () => {
    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/analysis/);
    await page.goto(`${server.url}/system/quartzJob`);
    await page.getByRole('button', { name: '新增', exact: true }).click();
    const form = page.getByRole('dialog', { name: '新增定时任务', exact: true });
    await expect.poll(() => form.isVisible(), SLOW).toBe(true);
    await chooseOption(page, '任务类型', '数据量快照');
    await form.getByLabel('描述', { exact: true }).fill(description);

    await form.getByRole('button', { name: '选择' }).click();
    const cron = page.getByRole('dialog', { name: 'cron表达式', exact: true });
    await expect.poll(() => cron.isVisible(), SLOW).toBe(true);
    const expression = cron.getByLabel('表达式', { exact: true });
    expect(await expression.inputValue()).toBe('* * * * * ? *');

    let panel = await tab(cron, '时');
    await panel.getByLabel('指定', { exact: true }).check();
    await panel.getByLabel('12', { exact: true }).check();
    await panel.getByLabel('00', { exact: true }).uncheck();
    panel = await tab(cron, '秒');
    await panel.getByLabel('指定', { exact: true }).check();
    panel = await tab(cron, '日');
    await panel.getByLabel('本月最后一个', { exact: true }).check();
    await panel.getByLabel('日 最后一个星期几', { exact: true }).click();
    await settledDropdown().getByTitle('周五', { exact: true }).click();
    await expect.poll(() => expression.inputValue()).toBe('0 0 12 ? * 6L *');
    panel = await tab(cron, '年');
    await panel.getByLabel('指定', { exact: true }).check();
    const thisYear = String(new Date().getFullYear());
    if (thisYear !== '2027') {
      await toggleYear(panel, '2027');
      await toggleYear(panel, thisYear);
    }
    // choosing a year set the month to 1 (spec 001 §4.8); every month again
    await expect.poll(() => expression.inputValue()).toBe('0 0 12 ? 1 6L 2027');
    panel = await tab(cron, '月');
    await panel.getByLabel('每月', { exact: true }).check();
    await expect.poll(() => expression.inputValue()).toBe('0 0 12 ? * 6L 2027');
    expect(await cron.getByTestId('cron-description').textContent()).toBe('2027年，每月最后一个星期五，12:00:00');

    // the preview: the next 10 last Fridays at noon, whatever their year
    const preview = cron.getByTestId('cron-preview');
    // the times of this expression, once the 500 ms debounce has passed
    await expect.poll(() => preview.getAttribute('data-expression'), SLOW).toBe('0 0 12 ? * 6L 2027');
    expect(await preview.locator('div').count()).toBe(10);
    const times = await preview.locator('div').allTextContents();
    expect(times.every((t) => /^\d{4}-\d{2}-\d{2} 12:00:00$/.test(t))).toBe(true);
    for (const t of times) expect(new Date(`${t.slice(0, 10)}T12:00:00Z`).getUTCDay()).toBe(5);
    if (Number(thisYear) <= 2027) expect(times).toContain('2027-01-29 12:00:00');

    await cron.getByRole('button', { name: '确定', exact: true }).click();
    await expect.poll(() => cron.isVisible(), SLOW).toBe(false);
    expect(await form.getByLabel('Cron表达式', { exact: true }).inputValue()).toBe('0 0 12 ? * 6L 2027');
    await form.getByRole('button', { name: '确定', exact: true }).click();
    await expect.poll(() => form.isVisible(), SLOW).toBe(false);

    const row = page.getByRole('row', { name: new RegExp(description) });
    await expect.poll(() => row.isVisible(), SLOW).toBe(true);
    const text = await row.textContent();
    expect(text).toContain('0 0 12 ? * 6L 2027');
    expect(text).toContain('2027-01-29 12:00:00');

    const stored = await pageApi<{ records: { cronExpression: string; nextFireTime: string }[] }>(
      page,
      server.url,
      'GET',
      '/sys/quartzJob/list',
      { description },
    );
    expect(stored.result.records.map((r) => [r.cronExpression, r.nextFireTime])).toEqual([
      ['0 0 12 ? * 6L 2027', '2027-01-29 12:00:00'],
    ]);
  });
});
