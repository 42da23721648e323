// Validation of editable-table cells (spec 001 §5.2): required, unique within the column, pattern
// (shortcut, RegExp or regex source) and async handlers, each with a message (the rule's own, where
// `${title}` is replaced by the column title, or a default in the UI language). Rules run in their
// order and the first failing one gives the cell's message. Checks without a handler are synchronous,
// so validating thousands of rows makes no promise per cell.
import { isEmptyValue } from '../field-rules.ts';
import { formatErrorMessage } from '../formats.ts';
import type { I18nText, Lang } from '../registry.ts';
import { NON_EMPTY_SHORTCUT, PATTERN_SHORTCUTS, patternRegExp, testPattern } from './patterns.ts';
import type { CellValue, EditableColumn, EditableRow, RowErrors, ValidateRule } from './types.ts';

const pick = (t: I18nText, lang: Lang) => (lang === 'en' ? t.en : t.zh);

/** Column types whose value is chosen rather than typed ("请选择" rather than "请输入"). */
const CHOICE_TYPES = new Set<EditableColumn['type']>([
  'checkbox',
  'select',
  'date',
  'datetime',
  'time',
  'sel_depart',
  'sel_user',
  'upload',
  'file',
  'image',
  'popup',
  'radio',
  'list_multi',
  'sel_search',
  'sel_search_async',
]);

export function requiredText(column: Pick<EditableColumn, 'title' | 'type'>, lang: Lang = 'zh-CN'): string {
  const choice = CHOICE_TYPES.has(column.type);
  if (lang === 'en') return `Please ${choice ? 'select' : 'enter'} ${column.title}!`;
  return `${choice ? '请选择' : '请输入'}${column.title}!`;
}

export function uniqueText(title: string, lang: Lang = 'zh-CN'): string {
  return lang === 'en' ? `${title} must not repeat` : `${title}不能重复`;
}

export function handlerText(title: string, lang: Lang = 'zh-CN'): string {
  return lang === 'en' ? `${title} is invalid` : `${title}校验未通过`;
}

/** The rule's own message with `${title}` filled in. */
function own(rule: ValidateRule, title: string): string | undefined {
  return rule.message?.replace(/\$\{title\}/g, title);
}

/** The cell is empty for `required`: no value, or a checkbox not holding its checked value. */
export function isEmptyCell(column: EditableColumn, value: CellValue): boolean {
  if (column.type === 'checkbox') return value !== (column.customValue?.[0] ?? true);
  return isEmptyValue(value) || (typeof value === 'string' && value.trim() === '');
}

/** A comparable key of a value for `unique` (numbers and their text count as the same value). */
export const uniqueKey = (value: CellValue): string => String(value).trim();

/** How often each value occurs in each unique column: built once for a whole-table check. */
export type UniqueIndex = Map<string, Map<string, number>>;

export function buildUniqueIndex(columns: readonly EditableColumn[], rows: readonly EditableRow[]): UniqueIndex {
  const index: UniqueIndex = new Map();
  for (const column of columns) {
    if (!column.validateRules?.some((r) => r.unique)) continue;
    const counts = new Map<string, number>();
    for (const row of rows) {
      const v = row[column.key];
      if (isEmptyValue(v)) continue;
      const k = uniqueKey(v);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    index.set(column.key, counts);
  }
  return index;
}

function isDuplicate(
  column: EditableColumn,
  value: CellValue,
  row: EditableRow,
  rows: readonly EditableRow[],
  index?: UniqueIndex,
): boolean {
  const k = uniqueKey(value);
  const counts = index?.get(column.key);
  if (counts) return (counts.get(k) ?? 0) > 1;
  return rows.some(
    (other) => other.id !== row.id && !isEmptyValue(other[column.key]) && uniqueKey(other[column.key]) === k,
  );
}

type Outcome = string | undefined;

function patternMessage(rule: ValidateRule, column: EditableColumn, value: CellValue, lang: Lang): Outcome {
  const pattern = rule.pattern!;
  const empty = isEmptyValue(value) || (typeof value === 'string' && value.trim() === '');
  if (empty && pattern !== NON_EMPTY_SHORTCUT) return undefined;
  const re = patternRegExp(pattern);
  if (re && !empty && testPattern(re, String(value))) return undefined;
  if (!re && !empty) return undefined; // a source that does not compile checks nothing
  const shortcut = typeof pattern === 'string' ? PATTERN_SHORTCUTS[pattern] : undefined;
  return (
    own(rule, column.title) ?? (shortcut ? pick(shortcut.message, lang) : pick(formatErrorMessage(column.title), lang))
  );
}

function handlerOutcome(rule: ValidateRule, column: EditableColumn, answer: unknown, lang: Lang): Outcome {
  if (answer === undefined || answer === true || answer === null || answer === '') return undefined;
  if (typeof answer === 'string') return answer;
  return own(rule, column.title) ?? handlerText(column.title, lang);
}

function thrownMessage(error: unknown, rule: ValidateRule, column: EditableColumn, lang: Lang): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return text || own(rule, column.title) || handlerText(column.title, lang);
}

export interface CellContext {
  column: EditableColumn;
  row: EditableRow;
  rows: readonly EditableRow[];
  lang?: Lang;
  /** Precomputed occurrences for unique rules (whole-table validation); otherwise the rows are scanned. */
  unique?: UniqueIndex;
}

/**
 * The cell's message, or undefined when every rule passes. Synchronous unless a handler runs: then a
 * promise of the message (the rules after the handler still run in order).
 */
export function checkCell(ctx: CellContext, from = 0): Outcome | Promise<Outcome> {
  const { column, row, rows, lang = 'zh-CN', unique } = ctx;
  const rules = column.validateRules ?? [];
  const value = row[column.key];
  for (let i = from; i < rules.length; i++) {
    const rule = rules[i];
    if (rule.required && isEmptyCell(column, value)) return own(rule, column.title) ?? requiredText(column, lang);
    if (rule.unique && !isEmptyValue(value) && isDuplicate(column, value, row, rows, unique)) {
      return own(rule, column.title) ?? uniqueText(column.title, lang);
    }
    if (rule.pattern !== undefined) {
      const message = patternMessage(rule, column, value, lang);
      if (message) return message;
    }
    if (rule.handler) {
      let answer: ReturnType<NonNullable<ValidateRule['handler']>>;
      try {
        answer = rule.handler(value, row, rows);
      } catch (error) {
        return thrownMessage(error, rule, column, lang);
      }
      if (answer instanceof Promise) {
        return answer.then(
          (a) => handlerOutcome(rule, column, a, lang) ?? checkCell(ctx, i + 1),
          (error: unknown) => thrownMessage(error, rule, column, lang),
        );
      }
      const message = handlerOutcome(rule, column, answer, lang);
      if (message) return message;
    }
  }
  return undefined;
}

/** Validates every cell of every row with rules; async handlers are awaited. Empty when all pass. */
export async function validateRows(
  columns: readonly EditableColumn[],
  rows: readonly EditableRow[],
  lang: Lang = 'zh-CN',
): Promise<RowErrors> {
  const checked = columns.filter((c) => c.validateRules?.length);
  const unique = buildUniqueIndex(checked, rows);
  const errors: RowErrors = {};
  const pending: Promise<void>[] = [];
  const put = (rowId: string, key: string, message: Outcome) => {
    if (message) (errors[rowId] ??= {})[key] = message;
  };
  for (const row of rows) {
    for (const column of checked) {
      const outcome = checkCell({ column, row, rows, lang, unique });
      if (outcome instanceof Promise) pending.push(outcome.then((m) => put(row.id, column.key, m)));
      else put(row.id, column.key, outcome);
    }
  }
  await Promise.all(pending);
  // Keep the rows' order in the map whatever order the handlers answered in.
  const ordered: RowErrors = {};
  for (const row of rows) if (errors[row.id]) ordered[row.id] = errors[row.id];
  return ordered;
}
