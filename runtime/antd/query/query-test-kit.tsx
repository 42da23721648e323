// Test helpers of the advanced query builder (runtime/antd/query/*.test.tsx and the list's
// list-view-super-query.test.tsx): a screen width for antd's breakpoints, and picking options of the
// builder's antd Selects in jsdom.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mediaQueryList } from '../test-dom.ts';

/**
 * window.matchMedia answering antd's breakpoint queries ((min-width: Npx), (max-width: Npx)) for a
 * screen `width` px wide. Install before rendering: each Grid.useBreakpoint reads it when it mounts.
 */
export function screenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return mediaQueryList(query, (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])));
  }) as typeof window.matchMedia;
}

/** The condition rows of the builder, in order (nested groups' rows included). */
export const conditionRows = () => screen.getAllByTestId('query-condition');

/** The field, rule and value comboboxes of a condition row. */
export function comboboxes(row: HTMLElement) {
  const [field, rule, value] = within(row).getAllByRole('combobox');
  return { field, rule, value };
}

/** Open an antd Select by its combobox and click the option titled `option` in its dropdown. */
export async function choose(combobox: HTMLElement, option: string) {
  fireEvent.mouseDown(combobox);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (o) => o.getAttribute('title') === option && !o.closest('.ant-select-dropdown-hidden'),
    );
    if (!found.length) throw new Error(`no option ${option}`);
    return found.at(-1)!;
  });
  fireEvent.click(item);
}

/** The texts shown as the selected value(s) of a Select (single value or multiple tags). */
export function selected(combobox: HTMLElement): string[] {
  const select = combobox.closest('.ant-select') as HTMLElement;
  if (select.classList.contains('ant-select-multiple'))
    return [...select.querySelectorAll('.ant-select-selection-item')].map((i) => i.getAttribute('title') ?? '');
  const title = select.querySelector('.ant-select-content')?.getAttribute('title');
  return title ? [title] : [];
}
