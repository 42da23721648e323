// The Schema Studio journey of tests/e2e/studio.e2e.ts: design wl_cargo_claim (a dictionary field, a
// reference to wl_site, a money field, a state dictionary created inline and a two-step workflow) and
// place it in the menu, through the forms only.
import type { Page } from 'playwright-core';

export async function pick(
  page: Page,
  testId: string,
  option: string | RegExp,
  scope = page.locator('body'),
  search?: string,
) {
  await scope.getByTestId(testId).click();
  if (search) await page.keyboard.type(search);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const items = dropdown.locator('.ant-select-item-option-content');
  await (typeof option === 'string' ? items.getByText(option, { exact: true }) : items.filter({ hasText: option }))
    .first()
    .click();
}

export async function addField(page: Page, name: string, kind: string, title: string, en: string) {
  await page.getByTestId('add-field').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('new-field-name') });
  await dialog.getByTestId('new-field-name').fill(name);
  await pick(page, 'new-field-kind', kind, dialog);
  await dialog.getByTestId('new-field-title').fill(title);
  await dialog.getByTestId('new-field-en').fill(en);
  await page.getByTestId('name-dialog-ok').click();
  await page.getByTestId('field-editor').waitFor();
}

export async function closeDrawer(page: Page) {
  await page.locator('.ant-drawer-close:visible').click();
  await page.getByTestId('field-editor').waitFor({ state: 'detached' });
}

export async function designClaim(page: Page) {
  await page.getByTestId('studio-new-entity').click();
  await page.getByTestId('create-name').fill('wl_cargo_claim');
  await page.getByTestId('create-title').fill('货损理赔');
  await page.getByTestId('create-en').fill('Cargo claims');
  await page.getByTestId('create-ok').click();
  await page.getByRole('tab', { name: '字段' }).click();

  await addField(page, 'claimNo', 'text', '理赔单号', 'Claim no.');
  await page.getByTestId('field-max-length').fill('32');
  await page.getByTestId('field-required').click();
  await closeDrawer(page);

  await addField(page, 'siteId', 'ref', '网点', 'Site');
  await pick(page, 'field-ref-entity', /\(wl_site\)$/, undefined, 'wl_site');
  await pick(page, 'field-ref-label', /\(siteName\)$/);
  await page.getByTestId('field-required').click();
  await closeDrawer(page);

  await addField(page, 'payMethod', 'dict', '付款方式', 'Payment method');
  await pick(page, 'field-dict', /\(payment_method\)$/, undefined, 'payment_method');
  await closeDrawer(page);

  await addField(page, 'amount', 'money', '理赔金额', 'Amount');
  await page.getByTestId('field-required').click();
  await closeDrawer(page);

  await addField(page, 'state', 'dict', '状态', 'State');
  await page.getByTestId('field-new-dict').click();
  await page.getByTestId('create-name').fill('cargo_claim_state');
  await page.getByTestId('create-title').fill('理赔状态');
  await page.getByTestId('create-en').fill('Claim state');
  await page.getByTestId('create-ok').click();
  const items: [string, string][] = [
    ['待审核', 'Pending'],
    ['已审核', 'Approved'],
    ['已赔付', 'Paid'],
  ];
  for (const [i, [zh, en]] of items.entries()) {
    await page.getByTestId('dict-add-item').click();
    await page.getByTestId(`dict-item-title-${i}`).fill(zh);
    await page.getByTestId(`dict-item-en-${i}`).fill(en);
  }
  await page.getByTestId('dict-dialog-ok').click();
  await page.getByTestId('field-default').fill('0');
  await closeDrawer(page);

  await page.locator('[id$="-tab-entity"]').click();
  for (const f of ['claimNo', 'siteId', 'payMethod', 'amount', 'state'])
    await pick(page, 'list-columns-add', new RegExp(`\\(${f}\\)$`));
  for (const f of ['claimNo', 'siteId']) await pick(page, 'search-fields-add', new RegExp(`\\(${f}\\)$`));

  await page.getByRole('tab', { name: '流程' }).click();
  await pick(page, 'state-field', /\(state\)$/);
  const steps: [string, string, string, string, string][] = [
    ['approve', '审核', 'Approve', '待审核 (0)', '已审核 (1)'],
    ['pay', '赔付', 'Pay', '已审核 (1)', '已赔付 (2)'],
  ];
  for (const [i, [name, zh, en, from, to]] of steps.entries()) {
    await page.getByTestId('add-transition').click();
    await page.getByTestId(`tr-name-${i}`).fill(name);
    await page.getByTestId(`tr-title-${i}`).fill(zh);
    await page.getByTestId(`tr-en-${i}`).fill(en);
    await pick(page, `tr-from-${i}`, from);
    await page.keyboard.press('Escape');
    await pick(page, `tr-to-${i}`, to);
  }

  await page.getByRole('tab', { name: '菜单' }).click();
  await page.getByTestId('menu-toggle').click();
  await pick(page, 'menu-parent', /\(basic\)$/);
}
