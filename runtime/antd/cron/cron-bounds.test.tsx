// @vitest-environment jsdom
// Every bound of the cron builder's inputs (spec 000 §5: seconds 0-59 with interval 1-59, minutes 0-59
// with interval 1-60, hours 0-23, day of month 1-31, months 1-12, years 2019-2119 (or current + 100 when later) with interval 1-99,
// nth weekday 1-5; spec 001 §5.4: whole numbers): in the dialog, a number typed below or above a bound
// is brought back to it, and the specific-value lists offer exactly the allowed values. The weekday
// loop interval 1-7 is in weekday-picker.test.tsx.
import '../test-dom.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { YEAR_LAST } from './bounds.ts';
import { CronModal } from './cron-modal.tsx';
import { activePanel, openTab, renderWith, typeNumber } from './cron-test-kit.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 23, 10, 0, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const FIELD = { Second: 0, Minute: 1, Hour: 2, Day: 3, Month: 4, Year: 6 } as const;
type Tab = keyof typeof FIELD;

/** [tab, min, max, largest interval, a value inside] */
const UNITS: [Tab, number, number, number, number][] = [
  ['Second', 0, 59, 59, 30],
  ['Minute', 0, 59, 60, 30],
  ['Hour', 0, 23, 23, 12],
  ['Day', 1, 31, 31, 15],
  ['Month', 1, 12, 12, 6],
  ['Year', 2019, YEAR_LAST, 99, 2050],
];

function open(tab: Tab) {
  renderWith(<CronModal open onOk={() => undefined} onCancel={() => undefined} />, 'en');
  if (tab !== 'Second') openTab(tab);
  const panel = within(activePanel());
  const field = () => (screen.getByLabelText('Expression') as HTMLInputElement).value.split(' ')[FIELD[tab]];
  return { panel, field, box: (what: string) => panel.getByLabelText(`${tab} ${what}`) };
}

describe('cron builder: the bounds of each unit', () => {
  for (const [tab, min, max, stepMax, inside] of UNITS) {
    const unit = tab.toLowerCase();

    it(`${unit}: increment start ${min}-${max}, interval 1-${stepMax}`, () => {
      const { panel, field, box } = open(tab);
      fireEvent.click(panel.getByLabelText(`Starting at ${unit}`));
      typeNumber(box('increment start'), inside);
      typeNumber(box('increment step'), 2);
      expect(field()).toBe(`${inside}/2`);
      typeNumber(box('increment start'), min - 1);
      expect(field()).toBe(`${min}/2`);
      typeNumber(box('increment start'), max + 1);
      expect(field()).toBe(`${max}/2`);
      typeNumber(box('increment step'), 0);
      expect(field()).toBe(`${max}/1`);
      typeNumber(box('increment step'), stepMax);
      expect(field()).toBe(`${max}/${stepMax}`);
      typeNumber(box('increment step'), stepMax + 1);
      expect(field()).toBe(`${max}/${stepMax}`);
      typeNumber(box('increment step'), 2.4);
      expect(field()).toBe(`${max}/2`);
    });

    it(`${unit}: range start and end ${min}-${max}`, () => {
      const { panel, field, box } = open(tab);
      fireEvent.click(panel.getByLabelText(`From ${unit}`));
      typeNumber(box('range start'), inside);
      typeNumber(box('range end'), inside + 1);
      expect(field()).toBe(`${inside}-${inside + 1}`);
      typeNumber(box('range start'), min - 1);
      typeNumber(box('range end'), max + 1);
      expect(field()).toBe(`${min}-${max}`);
      typeNumber(box('range start'), max + 1);
      typeNumber(box('range end'), min - 1);
      expect(field()).toBe(`${max}-${min}`);
    });

    if (tab !== 'Year') {
      it(`${unit}: the specific values are ${min}-${max}`, () => {
        const { panel } = open(tab);
        fireEvent.click(panel.getByLabelText('Specific'));
        const boxes = [...panel.getByLabelText(`${tab} specific values`).querySelectorAll('input[type=checkbox]')];
        expect(boxes).toHaveLength(max - min + 1);
        const labels = boxes.map((b) => b.closest('label')?.textContent);
        expect([labels[0], labels.at(-1)]).toEqual(
          tab === 'Month' ? ['1', '12'] : [String(min).padStart(2, '0'), String(max).padStart(2, '0')],
        );
      });
    }
  }

  it('year: the specific values offered are 2019 to the later of 2119 and current + 100', () => {
    const { panel } = open('Year');
    fireEvent.click(panel.getByLabelText('Specific'));
    const select = panel.getByLabelText('Year specific values');
    fireEvent.mouseDown(select);
    const offered = (year: string) => {
      fireEvent.change(select, { target: { value: year } });
      return [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    };
    expect(offered('2018')).toEqual([]);
    expect(offered('2019')).toEqual(['2019']);
    expect(offered(String(YEAR_LAST))).toEqual([String(YEAR_LAST)]);
    expect(offered(String(YEAR_LAST + 1))).toEqual([]);
  });

  it('day extras: days before month end 1-30, nearest weekday day 1-31, occurrence 1-5', () => {
    const { panel, field, box } = open('Day');
    fireEvent.click(panel.getByLabelText('Before the end of the month:'));
    typeNumber(box('days before month end'), 5);
    expect(field()).toBe('L-5');
    typeNumber(box('days before month end'), 0);
    expect(field()).toBe('L-1');
    typeNumber(box('days before month end'), 31);
    expect(field()).toBe('L-30');
    fireEvent.click(panel.getByLabelText('The weekday nearest day'));
    typeNumber(box('day of the nearest weekday'), 10);
    expect(field()).toBe('10W');
    typeNumber(box('day of the nearest weekday'), 0);
    expect(field()).toBe('1W');
    typeNumber(box('day of the nearest weekday'), 32);
    expect(field()).toBe('31W');
    fireEvent.click(panel.getByLabelText('Occurrence'));
    const week = () => (screen.getByLabelText('Expression') as HTMLInputElement).value.split(' ')[5];
    typeNumber(box('occurrence'), 3);
    expect(week()).toBe('2#3');
    typeNumber(box('occurrence'), 0);
    expect(week()).toBe('2#1');
    typeNumber(box('occurrence'), 6);
    expect(week()).toBe('2#5');
  });
});
