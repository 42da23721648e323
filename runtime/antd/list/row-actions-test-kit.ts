// Test helpers for the list's row actions (row-actions.tsx) in jsdom: find an action of a row by its
// text or data-testid, inline or in the row's 更多 / More menu (opened for it), and the confirmation
// it asks (a Popconfirm inline, a confirm dialog from the menu). Used by the list and override tests.
import { fireEvent, waitFor, within } from '@testing-library/react';

const matches = (el: Element, name: string) =>
  el.textContent?.trim() === name ||
  el.getAttribute('data-testid') === name ||
  !!el.querySelector(`[data-testid="${name}"]`);

/** The row's inline action buttons' texts, then the More menu's (when it has one, opening it). */
export async function rowActionNames(row: HTMLElement): Promise<{ inline: string[]; menu: string[] }> {
  const buttons = within(row).queryAllByRole('button');
  const inline = buttons.filter((b) => b.getAttribute('data-testid') !== 'row-more').map((b) => b.textContent!.trim());
  const more = within(row).queryByTestId('row-more');
  if (!more) return { inline, menu: [] };
  const menu = await openRowMenu(row);
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((li) => li.textContent!.trim());
  closeRowMenu(row);
  return { inline, menu: names };
}

/** Closes the row's More menu when it is open. */
export function closeRowMenu(row: HTMLElement): void {
  const more = within(row).queryByTestId('row-more');
  if (more?.className.includes('ant-dropdown-open')) fireEvent.click(more);
}

/** The row's controls carrying `attribute` (e.g. data-transition), inline and in the More menu, in order. */
export async function rowActionsWith(
  row: HTMLElement,
  attribute: string,
): Promise<{ value: string; text: string; disabled: boolean }[]> {
  const read = (el: Element, disabled: boolean) => ({
    value: el.getAttribute(attribute)!,
    text: (el.textContent ?? '').trim(),
    disabled,
  });
  const inline = [...row.querySelectorAll(`button[${attribute}]`)].map((b) =>
    read(b, (b as HTMLButtonElement).disabled),
  );
  if (!within(row).queryByTestId('row-more')) return inline;
  const menu = await openRowMenu(row);
  const items = [...menu.querySelectorAll(`[${attribute}]`)].map((el) =>
    read(el, el.closest('li')?.getAttribute('aria-disabled') === 'true'),
  );
  closeRowMenu(row);
  return [...inline, ...items];
}

/** Opens the row's More menu (unless open) and returns it (the open dropdown's menu). */
export async function openRowMenu(row: HTMLElement): Promise<HTMLElement> {
  const more = within(row).getByTestId('row-more');
  if (!more.className.includes('ant-dropdown-open')) fireEvent.click(more);
  let menu: HTMLElement | undefined;
  await waitFor(() => {
    menu = [...document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]')].at(-1);
    if (!menu) throw new Error('the More menu did not open');
  });
  return menu!;
}

/** The row's action `name` (text or data-testid): its inline button, or its item in the opened More menu. */
export async function rowAction(row: HTMLElement, name: string): Promise<HTMLElement> {
  const inline = within(row)
    .queryAllByRole('button')
    .find((b) => matches(b, name));
  if (inline) return inline;
  if (!within(row).queryByTestId('row-more')) throw new Error(`no row action ${name}`);
  const menu = await openRowMenu(row);
  const item = within(menu)
    .queryAllByRole('menuitem')
    .find((li) => matches(li, name));
  if (!item) throw new Error(`no row action ${name} inline or in the More menu: ${menu.outerHTML.slice(0, 3000)}`);
  return item;
}

/** Clicks the row's action `name` (see rowAction). */
export async function clickRowAction(row: HTMLElement, name: string): Promise<void> {
  fireEvent.click(await rowAction(row, name));
}

/** The open confirmation (a Popconfirm or a confirm dialog) showing `title`. */
export async function confirmation(title: string): Promise<HTMLElement> {
  let box: HTMLElement | null = null;
  await waitFor(() => {
    const texts = [...document.querySelectorAll<HTMLElement>('.ant-popover, .ant-modal-confirm')].filter(
      (el) => el.textContent?.includes(title) && !el.className.includes('hidden'),
    );
    box = texts.at(-1) ?? null;
    if (!box) throw new Error(`no confirmation "${title}"`);
  });
  return box!;
}
