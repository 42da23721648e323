import { describe, expect, it } from 'vitest';
import { validateCron } from '../../core/cron/index.ts';
import {
  builderState,
  DEFAULT_TEXTS,
  expressionOf,
  isDayTabWeek,
  setMode,
  setText,
  shownExpression,
  typedExpression,
  unitMode,
  type CronBuilderState,
  type DayMode,
} from './builder-state.ts';
import type { NumberUnit } from './bounds.ts';
import { couple } from './coupling.ts';

const NOW = new Date(2026, 10, 23);
const fresh = () => builderState(undefined, NOW);
const expr = (s: CronBuilderState) => expressionOf(s.texts);

describe('builder state: defaults and output', () => {
  it('starts at seven fields, * everywhere and ? for the weekday', () => {
    expect(expr(fresh())).toBe('* * * * * ? *');
    expect(fresh().texts).toEqual(DEFAULT_TEXTS);
  });

  it('year drafts: the current year to current + 100 (spec 001 §5.4), nothing specific', () => {
    expect(fresh().drafts.year).toMatchObject({ incrementStart: 2026, rangeStart: 2026, rangeEnd: 2126, specific: [] });
    expect(builderState(undefined, new Date(2019, 0, 1)).drafts.year.rangeEnd).toBe(2119);
    expect(builderState(undefined, new Date(2015, 0, 1)).drafts.year.rangeStart).toBe(2019);
  });
});

// Each mode of each number unit: the text it writes and the mode read back from it.
const MODES: [NumberUnit, DayMode, Record<string, unknown>, string][] = [
  ['second', 'every', {}, '*'],
  ['second', 'increment', { incrementStart: 5, incrementStep: 15 }, '5/15'],
  ['second', 'range', { rangeStart: 10, rangeEnd: 20 }, '10-20'],
  ['second', 'specific', { specific: [30, 0, 15] }, '0,15,30'],
  ['minute', 'every', {}, '*'],
  ['minute', 'increment', { incrementStart: 0, incrementStep: 60 }, '0/60'],
  ['minute', 'range', { rangeStart: 0, rangeEnd: 59 }, '0-59'],
  ['minute', 'specific', { specific: [59] }, '59'],
  ['hour', 'every', {}, '*'],
  ['hour', 'increment', { incrementStart: 1, incrementStep: 2 }, '1/2'],
  ['hour', 'range', { rangeStart: 8, rangeEnd: 18 }, '8-18'],
  ['hour', 'specific', { specific: [12, 0] }, '0,12'],
  ['day', 'every', {}, '*'],
  ['day', 'unset', {}, '?'],
  ['day', 'increment', { incrementStart: 1, incrementStep: 7 }, '1/7'],
  ['day', 'range', { rangeStart: 1, rangeEnd: 15 }, '1-15'],
  ['day', 'specific', { specific: [1, 31] }, '1,31'],
  ['day', 'lastDay', {}, 'L'],
  ['day', 'lastWorkday', {}, 'LW'],
  ['day', 'beforeEnd', { beforeEnd: 2 }, 'L-2'],
  ['day', 'nearestWorkday', { nearestDay: 15 }, '15W'],
  ['month', 'every', {}, '*'],
  ['month', 'increment', { incrementStart: 1, incrementStep: 3 }, '1/3'],
  ['month', 'range', { rangeStart: 3, rangeEnd: 5 }, '3-5'],
  ['month', 'specific', { specific: [12, 6] }, '6,12'],
  ['year', 'every', {}, '*'],
  ['year', 'increment', { incrementStart: 2027, incrementStep: 2 }, '2027/2'],
  ['year', 'range', { rangeStart: 2027, rangeEnd: 2030 }, '2027-2030'],
  ['year', 'specific', { specific: [2028, 2027] }, '2027,2028'],
];

describe('builder state: each mode of each unit', () => {
  for (const [unit, mode, patch, text] of MODES) {
    it(`${unit} ${mode} -> ${text}`, () => {
      const state = setMode(fresh(), unit, mode, patch);
      expect(state.texts[unit]).toBe(text);
      expect(unitMode(unit, state.texts)).toBe(mode);
      expect(validateCron(expr(state))).toBeNull();
    });
  }

  it('specific with nothing ticked changes no field and is pending until a value is ticked', () => {
    const hour = setMode(fresh(), 'hour', 'specific', { specific: [] });
    expect(hour.texts).toEqual(DEFAULT_TEXTS);
    expect(hour.pending).toEqual(['hour']);
    expect(setMode(fresh(), 'year', 'specific').pending).toEqual(['year']);
    const ticked = setMode(hour, 'hour', 'specific', { specific: [3] });
    expect(expr(ticked)).toBe('0 0 3 * * ? *');
    expect(ticked.pending).toEqual([]);
  });

  it('an expression typed that does not parse stays as typed; a valid one is read into the tabs', () => {
    const bad = typedExpression(fresh(), 'bad expr');
    expect(shownExpression(bad)).toBe('bad expr');
    expect(bad.texts).toEqual(DEFAULT_TEXTS);
    expect(shownExpression(typedExpression(bad, '0 0 3 * * ?'))).toBe('0 0 3 * * ? *');
    expect(shownExpression(setMode(bad, 'minute', 'every'))).toBe('* * * * * ? *');
  });

  it('the day tab writes nL and n#m into the week and sets the day to ?', () => {
    const last = setMode(fresh(), 'day', 'lastWeekday', { weekday: 6 });
    expect(last.texts).toMatchObject({ day: '?', week: '6L', hour: '0' });
    expect(unitMode('day', last.texts)).toBe('lastWeekday');
    const nth = setMode(fresh(), 'day', 'nthWeekday', { weekday: 2, nth: 3 });
    expect(nth.texts).toMatchObject({ day: '?', week: '2#3' });
    expect(unitMode('day', nth.texts)).toBe('nthWeekday');
    expect(isDayTabWeek('6L')).toBe(true);
    expect(isDayTabWeek('2-6')).toBe(false);
    // and back to a plain day clears the week
    expect(setMode(nth, 'day', 'every').texts).toMatchObject({ day: '*', week: '?' });
  });

  it('keeps the numbers of a mode while another is shown', () => {
    let state = setMode(fresh(), 'second', 'increment', { incrementStart: 5, incrementStep: 10 });
    state = setMode(state, 'second', 'every');
    state = setMode(state, 'second', 'increment');
    expect(state.texts.second).toBe('5/10');
  });

  it('reads texts it cannot show as custom', () => {
    const state = builderState('1-30/5 0 12 ? * MON,FRI 2027', NOW);
    expect(unitMode('second', state.texts)).toBe('custom');
    expect(unitMode('hour', state.texts)).toBe('specific');
  });
});

describe('builder state: coupling rules (spec 001 §4.8)', () => {
  it('minute away from * sets second 0', () => {
    expect(setMode(fresh(), 'minute', 'specific', { specific: [5] }).texts).toMatchObject({ second: '0', minute: '5' });
    expect(couple(DEFAULT_TEXTS, 'minute', '*').second).toBe('*');
    expect(couple({ ...DEFAULT_TEXTS, second: '30' }, 'minute', '5').second).toBe('30');
  });

  it('hour away from * sets minute and second 0 (the finer units default to 0 in turn)', () => {
    expect(setMode(fresh(), 'hour', 'range', { rangeStart: 8, rangeEnd: 18 }).texts).toMatchObject({
      minute: '0',
      hour: '8-18',
      second: '0',
    });
    expect(couple({ ...DEFAULT_TEXTS, second: '30' }, 'hour', '3')).toMatchObject({ second: '30', minute: '0' });
    expect(couple(DEFAULT_TEXTS, 'day', 'L')).toMatchObject({ second: '0', minute: '0', hour: '0' });
    expect(couple({ ...DEFAULT_TEXTS, minute: '15' }, 'hour', '3').minute).toBe('15');
  });

  it('a specific day or week sets hour 0', () => {
    expect(setMode(fresh(), 'day', 'specific', { specific: [1] }).texts.hour).toBe('0');
    expect(setText(fresh(), 'week', '2-6').texts.hour).toBe('0');
    expect(setMode(fresh(), 'day', 'every').texts.hour).toBe('*');
    expect(couple({ ...DEFAULT_TEXTS, hour: '12' }, 'day', '1').hour).toBe('12');
  });

  it('year sets month 1', () => {
    expect(setMode(fresh(), 'year', 'specific', { specific: [2027] }).texts).toMatchObject({
      year: '2027',
      month: '1',
    });
    expect(couple({ ...DEFAULT_TEXTS, month: '6' }, 'year', '2027').month).toBe('6');
  });

  it('a month with day ? and week * makes the week 1; with week ? and day * the day 1', () => {
    const weekAll = { ...DEFAULT_TEXTS, day: '?', week: '*' };
    expect(couple(weekAll, 'month', '3')).toMatchObject({ day: '?', week: '1' });
    expect(couple(DEFAULT_TEXTS, 'month', '3')).toMatchObject({ day: '1', week: '?' });
    expect(couple(DEFAULT_TEXTS, 'month', '*')).toMatchObject({ day: '*', week: '?' });
  });

  it('day and week exclude each other and never end both ?', () => {
    expect(setText(fresh(), 'week', '2').texts).toMatchObject({ day: '?', week: '2' });
    expect(setMode(setText(fresh(), 'week', '2'), 'day', 'specific', { specific: [3] }).texts).toMatchObject({
      day: '3',
      week: '?',
    });
    expect(setMode(fresh(), 'day', 'unset').texts).toMatchObject({ day: '?', week: '*' });
    expect(setText(setText(fresh(), 'week', '2'), 'week', '?').texts).toMatchObject({ day: '*', week: '?' });
  });
});

describe('builder state: round trips', () => {
  it.each([
    '0 0 12 ? * 6L 2027',
    '0 15 10 L-2 * ? *',
    '0 0 12 1W * ? *',
    '0 0 12 ? * 2#3 *',
    '0 0 12 LW * ? *',
    '5/15 0-30 8-18 1,15 1/3 ? 2027-2030',
    '0 0 0 L 2 ? 2027,2028',
    '1-30/5 0 12 ? * MON,FRI *',
  ])('%s', (text) => {
    const state = builderState(text, NOW);
    expect(expr(state)).toBe(text);
    expect(expr(builderState(expr(state), NOW))).toBe(text);
  });

  it('fills the drafts from the expression', () => {
    const state = builderState('5/15 10-20 1,2 L-3 * ? 2027/2', NOW);
    expect(state.drafts.second).toMatchObject({ incrementStart: 5, incrementStep: 15 });
    expect(state.drafts.minute).toMatchObject({ rangeStart: 10, rangeEnd: 20 });
    expect(state.drafts.hour.specific).toEqual([1, 2]);
    expect(state.drafts.day.beforeEnd).toBe(3);
    expect(state.drafts.year).toMatchObject({ incrementStart: 2027, incrementStep: 2 });
    expect(builderState('0 0 12 ? * 6#4', NOW).drafts.day).toMatchObject({ weekday: 6, nth: 4 });
    expect(builderState('0 0 12 9W * ?', NOW).drafts.day.nearestDay).toBe(9);
  });

  it('reads a 6-field expression with year * and lower-case names upper-cased', () => {
    expect(expr(builderState('0 0 12 ? jan mon', NOW))).toBe('0 0 12 ? JAN MON *');
    expect(expr(builderState('not a cron', NOW))).toBe('* * * * * ? *');
  });
});
