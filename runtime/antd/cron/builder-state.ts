// The cron builder's state (spec 000 §3 "Cron builder state"): the seven field texts, which are the
// truth, plus per unit the numbers of the modes not shown (increment start/step, range start/end,
// specific values; the day's extras). A unit's mode is read from its text, so parsing an existing
// expression and building one are the same state. Field changes go through `couple` (spec 001 §4.8).
import {
  parseCronField,
  validateCron,
  type CronField,
  type CronFieldName,
  type CronItem,
} from '../../core/cron/index.ts';
import { CRON_UNITS, currentYear, defaultYearEnd, UNIT_BOUNDS, type CronUnit, type NumberUnit } from './bounds.ts';
import { couple } from './coupling.ts';

export type CronTexts = Record<CronUnit, string>;

export type UnitMode = 'every' | 'unset' | 'increment' | 'range' | 'specific' | 'custom';
export type DayMode =
  UnitMode | 'lastDay' | 'lastWorkday' | 'beforeEnd' | 'nearestWorkday' | 'lastWeekday' | 'nthWeekday';

export interface UnitDraft {
  incrementStart: number;
  incrementStep: number;
  rangeStart: number;
  rangeEnd: number;
  specific: number[];
}

export interface DayDraft extends UnitDraft {
  /** L-n */
  beforeEnd: number;
  /** nW */
  nearestDay: number;
  /** The weekday of nL and n#m (1 = Sunday). */
  weekday: number;
  /** The m of n#m. */
  nth: number;
}

export interface CronBuilderState {
  texts: CronTexts;
  drafts: Record<Exclude<NumberUnit, 'day'>, UnitDraft> & { day: DayDraft };
  /** Units whose 指定 / Specific is chosen with nothing ticked yet: their text is left as it was. */
  pending: NumberUnit[];
  /** An expression the user typed that does not parse: shown and reported as typed, never replaced. */
  typed?: string;
}

export const DEFAULT_TEXTS: CronTexts = {
  second: '*',
  minute: '*',
  hour: '*',
  day: '*',
  month: '*',
  week: '?',
  year: '*',
};

const FIELD_OF: Record<CronUnit, CronFieldName> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  day: 'dayOfMonth',
  month: 'month',
  week: 'dayOfWeek',
  year: 'year',
};

function defaultDraft(unit: NumberUnit, now: Date): UnitDraft {
  const { min, max } = UNIT_BOUNDS[unit];
  if (unit === 'year') {
    const year = currentYear(now);
    return {
      incrementStart: year,
      incrementStep: 1,
      rangeStart: year,
      rangeEnd: defaultYearEnd(now),
      specific: [],
    };
  }
  return { incrementStart: min, incrementStep: 1, rangeStart: min, rangeEnd: max, specific: [] };
}

/** The field's syntax tree, or null when the text is not a valid field. */
export function fieldTree(unit: CronUnit, text: string): CronField | null {
  try {
    return parseCronField(FIELD_OF[unit], text);
  } catch {
    return null;
  }
}

const only = (field: CronField | null): CronItem | undefined =>
  field && field.items.length === 1 ? field.items[0] : undefined;

/** Week texts the day tab writes (nL, n#m): with them the day tab stays usable. */
export function isDayTabWeek(week: string): boolean {
  const item = only(fieldTree('week', week));
  return item?.kind === 'lastWeekday' || item?.kind === 'nthWeekday';
}

export function unitMode(unit: NumberUnit, texts: CronTexts): DayMode {
  const field = fieldTree(unit, texts[unit]);
  if (!field) return 'custom';
  if (field.unset) {
    const week = only(fieldTree('week', texts.week));
    if (unit === 'day' && week?.kind === 'lastWeekday') return 'lastWeekday';
    if (unit === 'day' && week?.kind === 'nthWeekday') return 'nthWeekday';
    return 'unset';
  }
  if (field.items.every((i) => i.kind === 'value')) return 'specific';
  const item = only(field);
  switch (item?.kind) {
    case 'all':
      return 'every';
    case 'step':
      return 'increment';
    case 'range':
      return item.step === 1 ? 'range' : 'custom';
    case 'last':
      return item.offset === 0 ? 'lastDay' : 'beforeEnd';
    case 'lastWorkday':
      return 'lastWorkday';
    case 'nearestWorkday':
      return 'nearestWorkday';
    default:
      return 'custom';
  }
}

/** Copies the numbers a field text holds into the unit's draft (the round trip of an expression). */
function draftFrom<D extends UnitDraft>(draft: D, field: CronField | null): D {
  const next: D = { ...draft };
  const items = field?.items ?? [];
  if (items.length && items.every((i) => i.kind === 'value')) next.specific = items.map((i) => i.value);
  const item = items.length === 1 ? items[0] : undefined;
  if (item?.kind === 'step') Object.assign(next, { incrementStart: item.start, incrementStep: item.step });
  if (item?.kind === 'range' && item.step === 1) Object.assign(next, { rangeStart: item.start, rangeEnd: item.end });
  if (item?.kind === 'last' && item.offset > 0) Object.assign(next, { beforeEnd: item.offset });
  if (item?.kind === 'nearestWorkday') Object.assign(next, { nearestDay: item.day });
  if (item?.kind === 'lastWeekday') Object.assign(next, { weekday: item.weekday });
  if (item?.kind === 'nthWeekday') Object.assign(next, { weekday: item.weekday, nth: item.nth });
  return next;
}

/** Builder state of an expression (6 or 7 fields; anything else gives the defaults). */
export function builderState(expression: string | undefined, now = new Date()): CronBuilderState {
  const tokens = (expression ?? '').trim().split(/\s+/).filter(Boolean);
  const texts: CronTexts =
    tokens.length === 6 || tokens.length === 7
      ? (Object.fromEntries(CRON_UNITS.map((u, i) => [u, (tokens[i] ?? '*').toUpperCase()])) as CronTexts)
      : { ...DEFAULT_TEXTS };
  const draft = (unit: Exclude<NumberUnit, 'day'>) => draftFrom(defaultDraft(unit, now), fieldTree(unit, texts[unit]));
  const day: DayDraft = { ...defaultDraft('day', now), beforeEnd: 1, nearestDay: 1, weekday: 2, nth: 1 };
  return {
    texts,
    pending: [],
    drafts: {
      second: draft('second'),
      minute: draft('minute'),
      hour: draft('hour'),
      month: draft('month'),
      year: draft('year'),
      day: draftFrom(draftFrom(day, fieldTree('day', texts.day)), fieldTree('week', texts.week)),
    },
  };
}

/**
 * An expression typed into the dialog: its state when it parses; otherwise the state is kept and the
 * text stays as typed (its error shown, OK disabled) until it is corrected or a tab is changed.
 */
export function typedExpression(state: CronBuilderState, expression: string, now = new Date()): CronBuilderState {
  if (validateCron(expression) === null) return builderState(expression, now);
  return { ...state, pending: [], typed: expression };
}

/** The expression the dialog shows and hands back: as typed while that does not parse. */
export function shownExpression(state: CronBuilderState): string {
  return state.typed ?? expressionOf(state.texts);
}

/** The seven fields joined: second minute hour day month week year. */
export function expressionOf(texts: CronTexts): string {
  return CRON_UNITS.map((u) => texts[u] || DEFAULT_TEXTS[u]).join(' ');
}

/** The field text of `mode` from the draft (day modes writing the week give the week's text). */
export function modeText(unit: NumberUnit, mode: DayMode, draft: UnitDraft | DayDraft): string {
  const d = draft as DayDraft;
  switch (mode) {
    case 'every':
      return '*';
    case 'unset':
      return '?';
    case 'increment':
      return `${draft.incrementStart}/${draft.incrementStep}`;
    case 'range':
      return `${draft.rangeStart}-${draft.rangeEnd}`;
    case 'specific':
      return [...new Set(draft.specific.length ? draft.specific : [UNIT_BOUNDS[unit].min])]
        .sort((a, b) => a - b)
        .join(',');
    case 'lastDay':
      return 'L';
    case 'lastWorkday':
      return 'LW';
    case 'beforeEnd':
      return `L-${d.beforeEnd}`;
    case 'nearestWorkday':
      return `${d.nearestDay}W`;
    case 'lastWeekday':
      return `${d.weekday}L`;
    case 'nthWeekday':
      return `${d.weekday}#${d.nth}`;
    case 'custom':
      return '*';
  }
}

/** Sets one field's text, with the coupling rules. */
export function setText(state: CronBuilderState, unit: CronUnit, text: string): CronBuilderState {
  return {
    ...state,
    typed: undefined,
    pending: state.pending.filter((u) => u !== unit),
    texts: couple(state.texts, unit, text.trim().toUpperCase() || DEFAULT_TEXTS[unit]),
  };
}

/** Chooses `mode` for `unit` with `patch` applied to its draft. */
export function setMode(
  state: CronBuilderState,
  unit: NumberUnit,
  mode: DayMode,
  patch: Partial<DayDraft> = {},
): CronBuilderState {
  const draft = { ...state.drafts[unit], ...patch };
  const next = { ...state, drafts: { ...state.drafts, [unit]: draft } };
  // "specific" with nothing ticked changes no field until a value is ticked (the dialog's OK waits)
  if (mode === 'specific' && draft.specific.length === 0)
    return { ...next, typed: undefined, pending: [...next.pending.filter((u) => u !== unit), unit] };
  const text = modeText(unit, mode, draft);
  const weekMode = unit === 'day' && (mode === 'lastWeekday' || mode === 'nthWeekday');
  return setText(next, weekMode ? 'week' : unit, text);
}
