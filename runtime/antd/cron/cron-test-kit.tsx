// Test kit of the cron builder's jsdom tests: the antd providers (zh-CN unless told), a controlled
// host recording every value emitted, and helpers to reach the active tab and its controls.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import type { Lang } from '../../core/registry.ts';
import { memoryProvider } from '../../react/test-fixtures.tsx';
import { AntdProviders } from '../test-providers.tsx';

export function renderWith(node: ReactNode, lang: Lang = 'zh-CN') {
  return render(
    <AntdProviders provider={memoryProvider().provider} lang={lang}>
      {node}
    </AntdProviders>,
  );
}

/** Mounts `control(value, onChange)` holding the value in state; `emitted` lists what it sent. */
export function renderControlled<T>(
  initial: T,
  control: (value: T, onChange: (v: T) => void) => ReactNode,
  lang: Lang = 'zh-CN',
) {
  const emitted: T[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return control(value, (v) => {
      emitted.push(v);
      setValue(v);
    });
  }
  const view = renderWith(<Host />, lang);
  return { ...view, emitted, last: () => emitted.at(-1) };
}

/** The visible tab panel of the dialog. */
export const activePanel = (): HTMLElement => {
  const active = document.querySelector<HTMLElement>('[role=tabpanel][aria-hidden=false]');
  if (!active) throw new Error('no active tab panel');
  return active;
};

export function openTab(name: string) {
  const tab = [...document.querySelectorAll('.ant-tabs-tab-btn')].find((t) => t.textContent === name);
  if (!tab) throw new Error(`no tab ${name}`);
  fireEvent.click(tab);
  return within(activePanel());
}

/** Types a number into an antd InputNumber and leaves it. */
export function typeNumber(input: HTMLElement, value: number | string) {
  fireEvent.change(input, { target: { value: String(value) } });
  fireEvent.blur(input);
}

/** Opens an antd Select by its aria-label and picks the option titled `label` in the dropdown it opened. */
export function pickOption(scope: Pick<typeof screen, 'getByLabelText'>, selectLabel: string, label: string) {
  const before = new Set(document.querySelectorAll('.ant-select-dropdown'));
  fireEvent.mouseDown(scope.getByLabelText(selectLabel));
  const dropdowns = [...document.querySelectorAll('.ant-select-dropdown')];
  const dropdown = dropdowns.find((d) => !before.has(d)) ?? dropdowns.at(-1);
  const option = dropdown?.querySelector(`.ant-select-item-option[title="${label}"]`);
  if (!option) throw new Error(`no option ${label} in ${selectLabel}`);
  fireEvent.click(option);
}
