// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CronModal } from './cron-modal.tsx';
import { activePanel, openTab, pickOption, renderWith, typeNumber } from './cron-test-kit.tsx';

// Dates only (the preview's debounce runs on real timers): "now" is Monday 23 November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 10, 0, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderModal(value?: string, lang: 'zh-CN' | 'en' = 'en', width?: number) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  renderWith(<CronModal open value={value} width={width} onOk={onOk} onCancel={onCancel} />, lang);
  return { onOk, onCancel };
}

const expression = () => (screen.getByLabelText(/^(Expression|表达式)$/) as HTMLInputElement).value;
const choose = (label: string) => fireEvent.click(within(activePanel()).getByLabelText(label));
const check = (label: string) => fireEvent.click(within(activePanel()).getByLabelText(label));

describe('CronModal: frame', () => {
  it('is titled cron表达式, 608 wide, with seven tabs, the default expression, Close and OK', () => {
    const { onOk, onCancel } = renderModal(undefined, 'zh-CN');
    expect(screen.getByText('cron表达式')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('608px');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['秒', '分', '时', '日', '月', '周', '年']);
    expect(expression()).toBe('* * * * * ? *');
    fireEvent.click(screen.getByText('确定'));
    expect(onOk).toHaveBeenCalledWith('* * * * * ? *');
    fireEvent.click(screen.getByText('关闭'));
    expect(onCancel).toHaveBeenCalled();
  });

  it('takes the platform width of 800', () => {
    renderModal(undefined, 'en', 800);
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    expect(screen.getByText('Cron expression')).toBeTruthy();
  });
});

describe('CronModal: the modes of each unit', () => {
  it('second: every, increment, range and specific, with bounded inputs', () => {
    renderModal();
    const tab = within(activePanel());
    choose('Starting at second');
    expect(expression()).toBe('0/1 * * * * ? *');
    typeNumber(tab.getByLabelText('Second increment start'), 5);
    typeNumber(tab.getByLabelText('Second increment step'), 15);
    expect(expression()).toBe('5/15 * * * * ? *');
    typeNumber(tab.getByLabelText('Second increment step'), 99);
    expect(expression()).toBe('5/59 * * * * ? *');
    choose('From second');
    typeNumber(tab.getByLabelText('Second range start'), 10);
    typeNumber(tab.getByLabelText('Second range end'), 75);
    expect(expression()).toBe('10-59 * * * * ? *');
    choose('Specific');
    check('30');
    expect(expression()).toBe('30 * * * * ? *');
    choose('Every second');
    expect(expression()).toBe('* * * * * ? *');
  });

  it('minute sets second 0; hour sets minute 0; the minute interval goes to 60', () => {
    renderModal();
    openTab('Minute');
    choose('Starting at minute');
    typeNumber(within(activePanel()).getByLabelText('Minute increment step'), 60);
    expect(expression()).toBe('0 0/60 * * * ? *');
    openTab('Hour');
    choose('From hour');
    typeNumber(within(activePanel()).getByLabelText('Hour range start'), 8);
    typeNumber(within(activePanel()).getByLabelText('Hour range end'), 30);
    expect(expression()).toBe('0 0/60 8-23 * * ? *');
  });

  it('hour: 指定 starts with nothing ticked (OK waits); a ticked hour sets minute and second 0', () => {
    const { onOk } = renderModal();
    openTab('Hour');
    choose('Specific');
    expect(expression()).toBe('* * * * * ? *');
    expect(within(activePanel()).getByLabelText('Specific')).toHaveProperty('checked', true);
    expect(screen.getByText('Hour: Specific is chosen; tick at least one value')).toBeTruthy();
    fireEvent.click(screen.getByText('OK'));
    expect(onOk).not.toHaveBeenCalled();
    check('03');
    expect(expression()).toBe('0 0 3 * * ? *');
    check('12');
    expect(expression()).toBe('0 0 3,12 * * ? *');
    expect(screen.queryByText('Hour: Specific is chosen; tick at least one value')).toBeNull();
  });

  it('day: L, LW, L-n (1-30) and nW', () => {
    renderModal();
    const tab = openTab('Day');
    choose('The last day of the month');
    expect(expression()).toBe('0 0 0 L * ? *');
    choose('The last weekday (Mon-Fri) of the month');
    expect(expression()).toBe('0 0 0 LW * ? *');
    choose('Before the end of the month:');
    typeNumber(tab.getByLabelText('Day days before month end'), 2);
    expect(expression()).toBe('0 0 0 L-2 * ? *');
    typeNumber(tab.getByLabelText('Day days before month end'), 45);
    expect(expression()).toBe('0 0 0 L-30 * ? *');
    choose('The weekday nearest day');
    typeNumber(tab.getByLabelText('Day day of the nearest weekday'), 15);
    expect(expression()).toBe('0 0 0 15W * ? *');
  });

  it('day: the last and the nth given weekday go into the week with the day at ?', () => {
    renderModal();
    const tab = openTab('Day');
    choose('The last');
    pickOption(tab, 'Day last weekday', 'Friday');
    expect(expression()).toBe('0 0 0 ? * 6L *');
    choose('Occurrence');
    typeNumber(tab.getByLabelText('Day occurrence'), 3);
    pickOption(tab, 'Day weekday of the occurrence', 'Monday');
    expect(expression()).toBe('0 0 0 ? * 2#3 *');
    typeNumber(tab.getByLabelText('Day occurrence'), 9);
    expect(expression()).toBe('0 0 0 ? * 2#5 *');
    choose('Starting at day');
    typeNumber(tab.getByLabelText('Day increment step'), 7);
    expect(expression()).toBe('0 0 0 1/7 * ? *');
  });

  it('day and week exclude each other: day ? makes week *, the week tab locks the day tab', () => {
    renderModal();
    openTab('Day');
    choose('Not set');
    expect(expression()).toBe('* * * ? * * *');
    const week = openTab('Week');
    fireEvent.click(week.getByLabelText('Specify'));
    fireEvent.click(week.getByLabelText('Friday'));
    expect(expression()).toBe('0 0 0 ? * 1,6 *');
    const day = openTab('Day');
    expect((day.getByLabelText('Every day') as HTMLInputElement).disabled).toBe(true);
    expect(day.getByText('The week is set; choose "Not set" on the Week tab first')).toBeTruthy();
    fireEvent.click(openTab('Week').getByLabelText('Not set'));
    expect(expression()).toBe('0 0 0 * * ? *');
    expect((openTab('Day').getByLabelText('Every day') as HTMLInputElement).disabled).toBe(false);
  });

  it('month sets day 1 (week ?) or week 1 (day ?)', () => {
    renderModal();
    openTab('Month');
    choose('Specific');
    check('3');
    expect(expression()).toBe('* * * 1 3 ? *');
    cleanup();
    renderModal('* * * ? * * *');
    openTab('Month');
    choose('From month');
    expect(expression()).toBe('* * * ? 1-12 1 *');
  });

  it('year: specific years set month 1; the range ends at current + 100 (spec 001 §5.4)', () => {
    renderModal();
    const tab = openTab('Year');
    choose('From year');
    expect(expression()).toBe('* * * * 1 ? 2026-2126');
    typeNumber(tab.getByLabelText('Year range start'), 2000);
    expect(expression()).toBe('* * * * 1 ? 2019-2126');
    choose('Starting at year');
    typeNumber(tab.getByLabelText('Year increment start'), 2027);
    typeNumber(tab.getByLabelText('Year increment step'), 150);
    expect(expression()).toBe('* * * * 1 ? 2027/99');
    choose('Specific');
    expect(expression()).toBe('* * * * 1 ? 2027/99');
    pickOption(tab, 'Year specific values', '2027');
    expect(expression()).toBe('* * * * 1 ? 2027');
    pickOption(tab, 'Year specific values', '2026');
    expect(expression()).toBe('* * * * 1 ? 2026,2027');
  });
});

describe('CronModal: the last Friday of each month in 2027 at 12:00', () => {
  it('builds 0 0 12 ? * 6L 2027 and hands it back on OK', async () => {
    const { onOk } = renderModal();
    openTab('Hour');
    choose('Specific');
    check('12');
    const day = openTab('Day');
    choose('The last');
    pickOption(day, 'Day last weekday', 'Friday');
    const year = openTab('Year');
    choose('Specific');
    pickOption(year, 'Year specific values', '2027');
    expect(expression()).toBe('0 0 12 ? 1 6L 2027');
    openTab('Month');
    choose('Every month');
    expect(expression()).toBe('0 0 12 ? * 6L 2027');
    expect(screen.getByTestId('cron-description').textContent).toBe(
      'At 12:00:00, on the last Friday of the month, in 2027',
    );
    // the preview ignores the year: the last Fridays from November 2026 on
    await waitFor(() => expect(screen.getByTestId('cron-preview').children).toHaveLength(10));
    const times = [...screen.getByTestId('cron-preview').children].map((c) => c.textContent);
    expect(times.slice(0, 3)).toEqual(['2026-11-27 12:00:00', '2026-12-25 12:00:00', '2027-01-29 12:00:00']);
    fireEvent.click(screen.getByText('OK'));
    expect(onOk).toHaveBeenCalledWith('0 0 12 ? * 6L 2027');
  });
});

describe('CronModal: existing expressions and typing', () => {
  it('opens an expression in its tabs (round trip)', () => {
    renderModal('0 15 10 L-2 * ? 2027,2028');
    expect(expression()).toBe('0 15 10 L-2 * ? 2027,2028');
    expect((within(activePanel()).getByLabelText('Specific') as HTMLInputElement).checked).toBe(true);
    const day = openTab('Day');
    expect((day.getByLabelText('Before the end of the month:') as HTMLInputElement).checked).toBe(true);
    expect((day.getByLabelText('Day days before month end') as HTMLInputElement).value).toBe('2');
    expect(screen.getByTestId('cron-description').textContent).toBe(
      'At 10:15:00, 2 days before the last day of the month, in 2027, 2028',
    );
  });

  it('reads a typed expression into the tabs; an invalid one is named and OK is disabled', () => {
    const { onOk } = renderModal();
    const input = screen.getByLabelText('Expression');
    fireEvent.change(input, { target: { value: '0 0 12 ? * 2#3' } });
    fireEvent.blur(input);
    expect(expression()).toBe('0 0 12 ? * 2#3 *');
    expect((openTab('Day').getByLabelText('Occurrence') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(input, { target: { value: '0 0 25 * * ?' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(screen.getByText('Hour: "25" is out of range 0-23')).toBeTruthy();
    fireEvent.click(screen.getByText('OK'));
    expect(onOk).not.toHaveBeenCalled();
  });

  it('keeps an unreadable expression as typed, with its error, OK disabled; the stored one opens the same way', () => {
    const { onOk } = renderModal(undefined, 'zh-CN');
    const input = screen.getByLabelText('表达式');
    fireEvent.change(input, { target: { value: 'bad expr' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(expression()).toBe('bad expr');
    expect(screen.getByText('cron表达式应有6或7个字段，当前为2个')).toBeTruthy();
    expect(screen.getByText('确定').closest('button')!.disabled).toBe(true);
    fireEvent.click(screen.getByText('确定'));
    expect(onOk).not.toHaveBeenCalled();
    cleanup();
    renderModal('0 0 12 1,15W * ?');
    expect(expression()).toBe('0 0 12 1,15W * ?');
    expect(screen.getByText(/"W" is allowed only with a single day/)).toBeTruthy();
  });

  it('shows No execution time when nothing fires', async () => {
    renderModal('0 0 0 30 2 ? *');
    expect(await screen.findByText('No execution time')).toBeTruthy();
  });
});
