// The cron builder's controller: the state of builder-state.ts in a reducer, started from an existing
// expression, with the actions the tabs call and what they show (modes, whether day choices are locked).
import { useReducer } from 'react';
import type { CronUnit, NumberUnit } from './bounds.ts';
import {
  builderState,
  isDayTabWeek,
  setMode,
  setText,
  shownExpression,
  typedExpression,
  unitMode,
  type CronBuilderState,
  type DayDraft,
  type DayMode,
} from './builder-state.ts';

type Action =
  | { type: 'mode'; unit: NumberUnit; mode: DayMode; patch?: Partial<DayDraft> }
  | { type: 'text'; unit: CronUnit; text: string }
  | { type: 'expression'; expression: string };

function reduce(state: CronBuilderState, action: Action): CronBuilderState {
  switch (action.type) {
    case 'mode':
      return setMode(state, action.unit, action.mode, action.patch);
    case 'text':
      return setText(state, action.unit, action.text);
    case 'expression':
      return typedExpression(state, action.expression);
  }
}

export function useCronBuilder(initial?: string) {
  const [state, dispatch] = useReducer(reduce, initial, (value) =>
    // a stored expression that does not parse opens as it is, with its error, not as the defaults
    value?.trim() ? typedExpression(builderState(undefined), value.trim()) : builderState(value),
  );
  const { texts } = state;
  return {
    state,
    texts,
    expression: shownExpression(state),
    /** 指定 chosen on some tab with nothing ticked: OK waits for a value. */
    pending: state.pending,
    mode: (unit: NumberUnit): DayMode => (state.pending.includes(unit) ? 'specific' : unitMode(unit, texts)),
    /** Day choices are disabled while the week tab sets the week (spec 001 §4.8). */
    dayLocked: texts.week !== '?' && !isDayTabWeek(texts.week),
    setMode: (unit: NumberUnit, mode: DayMode, patch?: Partial<DayDraft>) =>
      dispatch({ type: 'mode', unit, mode, patch }),
    setText: (unit: CronUnit, text: string) => dispatch({ type: 'text', unit, text }),
    setExpression: (expression: string) => dispatch({ type: 'expression', expression }),
  };
}

export type CronBuilder = ReturnType<typeof useCronBuilder>;
