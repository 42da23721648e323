// @vitest-environment jsdom
import '../test-dom.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pickOption, renderControlled, typeNumber } from './cron-test-kit.tsx';
import { WeekdayPicker } from './weekday-picker.tsx';
import { readWeekday, weekdayText } from './weekday-value.ts';

afterEach(cleanup);

const picker = (initial: string, day?: string, lang: 'zh-CN' | 'en' = 'en') =>
  renderControlled(initial, (value, onChange) => <WeekdayPicker value={value} day={day} onChange={onChange} />, lang);
const radio = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('weekday values', () => {
  it('reads and writes the four modes', () => {
    expect(readWeekday('?').mode).toBe('unset');
    expect(readWeekday('').mode).toBe('unset');
    expect(readWeekday('2-6')).toMatchObject({ mode: 'range', draft: { rangeStart: 2, rangeEnd: 6 } });
    expect(readWeekday('MON-FRI')).toMatchObject({ mode: 'range', draft: { rangeStart: 2, rangeEnd: 6 } });
    expect(readWeekday('*')).toMatchObject({ mode: 'range', draft: { rangeStart: 1, rangeEnd: 7 } });
    expect(readWeekday('2/3')).toMatchObject({ mode: 'loop', draft: { loopStart: 2, loopInterval: 3 } });
    expect(readWeekday('1,7')).toMatchObject({ mode: 'specify', draft: { specify: [1, 7] } });
    expect(readWeekday('6L').mode).toBeNull();
    expect(readWeekday('2#3').mode).toBeNull();
    const draft = { rangeStart: 2, rangeEnd: 6, loopStart: 1, loopInterval: 9, specify: [] };
    expect(weekdayText('unset', draft)).toBe('?');
    expect(weekdayText('range', draft)).toBe('2-6');
    expect(weekdayText('loop', draft)).toBe('1/7');
    expect(weekdayText('specify', draft)).toBe('1');
  });
});

describe('WeekdayPicker', () => {
  it('shows not set for ? and lists Sunday first (1 = Sunday)', () => {
    picker('?');
    expect(radio('Not set').checked).toBe(true);
    const boxes = [...document.querySelectorAll('.ant-checkbox-wrapper')];
    expect(boxes.map((b) => b.textContent)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('range: from one weekday to another', () => {
    const view = picker('?');
    fireEvent.click(radio('Range'));
    expect(view.last()).toBe('1-7');
    pickOption(screen, 'Range from', 'Monday');
    expect(view.last()).toBe('2-7');
    pickOption(screen, 'Range to', 'Friday');
    expect(view.last()).toBe('2-6');
  });

  it('loop: from a weekday, every 1-7 days (whole numbers)', () => {
    const view = picker('?');
    fireEvent.click(radio('Loop'));
    expect(view.last()).toBe('2/1');
    const every = screen.getByLabelText('Loop , every');
    typeNumber(every, 3);
    expect(view.last()).toBe('2/3');
    typeNumber(every, 9);
    expect(view.last()).toBe('2/7');
    typeNumber(every, 0);
    expect(view.last()).toBe('2/1');
    typeNumber(every, 2.6);
    expect(view.last()).toBe('2/3');
  });

  it('specify: the checked weekdays in Quartz numbers', () => {
    const view = picker('?');
    fireEvent.click(radio('Specify'));
    expect(view.last()).toBe('1');
    fireEvent.click(screen.getByLabelText('Friday'));
    expect(view.last()).toBe('1,6');
    fireEvent.click(screen.getByLabelText('Sunday'));
    expect(view.last()).toBe('6');
  });

  it('reads an existing value into its mode', () => {
    picker('3/2');
    expect(radio('Loop').checked).toBe(true);
    expect((screen.getByLabelText('Loop , every') as HTMLInputElement).value).toBe('2');
  });

  it('is forced to ? and disabled while the day of month is set', () => {
    const view = picker('2-6', '15');
    expect(view.last()).toBe('?');
    expect(radio('Not set').checked).toBe(true);
    expect(radio('Range').disabled).toBe(true);
    expect(screen.getByText('The day of month is set, so the weekday is "?"')).toBeTruthy();
  });

  it('is free again when the day is ?', () => {
    const view = picker('?', '?');
    fireEvent.click(radio('Range'));
    expect(view.last()).toBe('1-7');
  });

  it('shows a value from the day tab (6L) without a mode, in Chinese', () => {
    picker('6L', '?', 'zh-CN');
    expect(screen.getByText('由“日”设置：6L')).toBeTruthy();
    expect((screen.getByLabelText('不设置') as HTMLInputElement).checked).toBe(false);
  });
});
