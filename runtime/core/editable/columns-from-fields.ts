// Editable-table columns from the registry's fields (a detail entity's columns, docs/decisions.md#7-master-detail-forms):
// the column type from x-widget, dictionary, reference and format, and validation rules built from the
// shared field rules (../field-rules.ts, ../formats.ts), so the table refuses exactly what the server's
// body validator refuses, with the same words.
import { fieldRuleMessage, itemCountMessage, maxLengthMessage, minLengthMessage } from '../field-rules.ts';
import { FORMAT_RULES, formatErrorMessage } from '../formats.ts';
import { text, type FieldDef, type I18nText, type Lang } from '../registry.ts';
import type { CellValue, EditableColumn, EditableColumnType, FieldExtend, ValidateRule } from './types.ts';

export interface ColumnsFromFieldsOptions {
  /** The entity's unique groups; a single-field group gives its column a `unique` rule. */
  unique?: string[][];
  /** The field holding the sort number (DetailDef.orderField): marked isOrder. */
  orderField?: string;
}

const pick = (t: I18nText, lang: Lang) => (lang === 'en' ? t.en : t.zh);
const opt = (field: FieldDef, key: string): unknown => field.options?.[key];
const optString = (field: FieldDef, key: string): string | undefined => {
  const v = opt(field, key);
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
};

const FORMAT_TYPES: Record<string, EditableColumnType> = {
  date: 'date',
  'date-time': 'datetime',
  time: 'time',
  image: 'image',
  images: 'image',
  file: 'file',
  textarea: 'textarea',
  richtext: 'textarea',
};

function columnType(field: FieldDef): EditableColumnType {
  const widget = field.widget;
  if (widget === 'popup' && (optString(field, 'code') || !field.ref)) return 'popup';
  if (widget === 'depart') return 'sel_depart';
  if (widget === 'user') return 'sel_user';
  if (widget === 'switch') return 'checkbox';
  if (field.dict) {
    if (field.multiple || widget === 'checkbox' || widget === 'multi-select') return 'list_multi';
    return widget === 'radio' ? 'radio' : 'select';
  }
  if (field.ref) return 'sel_search_async';
  if (field.format && FORMAT_TYPES[field.format]) return FORMAT_TYPES[field.format];
  if (widget === 'textarea') return 'textarea';
  if (field.format === 'money' || field.type === 'number' || field.type === 'integer') return 'inputNumber';
  if (field.type === 'boolean') return 'checkbox';
  return 'input';
}

function fieldExtend(field: FieldDef, type: EditableColumnType): FieldExtend | undefined {
  const multiSelect = field.multiple === true || opt(field, 'multi') === true;
  if (type === 'sel_depart') return { store: optString(field, 'store') ?? 'id', text: 'departName', multiSelect };
  if (type === 'sel_user') return { store: optString(field, 'store') ?? 'username', text: 'realname', multiSelect };
  if (type === 'image' || type === 'file') {
    const several = field.format === 'images' || multiSelect;
    const max = Number(opt(field, 'max'));
    return { uploadnum: several ? (Number.isFinite(max) && max > 0 ? max : 0) : 1 };
  }
  return undefined;
}

/** A rule reporting the shared rules' message for a value (sync handler; empty values pass). */
const messageRule = (check: (value: CellValue) => I18nText | null, lang: Lang): ValidateRule => ({
  handler: (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const problem = check(value);
    return problem ? pick(problem, lang) : undefined;
  },
});

function rangeRule(field: FieldDef, lang: Lang): ValidateRule | undefined {
  const { minimum: min, maximum: max } = field;
  if (min === undefined && max === undefined) return undefined;
  return messageRule((value) => {
    const n = Number(value);
    if (!Number.isFinite(n)) return null;
    if (min !== undefined && n < min) return { zh: `不能小于${min}`, en: `Must be at least ${min}` };
    if (max !== undefined && n > max) return { zh: `不能大于${max}`, en: `Must be at most ${max}` };
    return null;
  }, lang);
}

function lengthRule(field: FieldDef, lang: Lang): ValidateRule | undefined {
  const { minLength: min, maxLength: max } = field;
  if (min === undefined && max === undefined) return undefined;
  return messageRule((value) => {
    const length = [...String(value)].length;
    if (min !== undefined && length < min) return minLengthMessage(min);
    if (max !== undefined && length > max) return maxLengthMessage(max);
    return null;
  }, lang);
}

function formatRule(field: FieldDef, title: string, lang: Lang): ValidateRule | undefined {
  if (field.format === 'money') return { pattern: 'money' };
  const rule = field.format ? FORMAT_RULES[field.format] : undefined;
  if (!rule) return undefined;
  // A finer check (username, ID card checksum) runs as the server runs it; a plain pattern stays a pattern.
  if (rule.check) return messageRule((value) => fieldRuleMessage(field.format, value), lang);
  return { pattern: rule.pattern, message: pick(rule.message, lang) || pick(formatErrorMessage(title), lang) };
}

function rulesOf(field: FieldDef, title: string, lang: Lang, unique: boolean): ValidateRule[] {
  const rules: (ValidateRule | undefined)[] = [
    field.required ? { required: true } : undefined,
    unique ? { unique: true } : undefined,
    formatRule(field, title, lang),
    field.pattern ? { pattern: field.pattern, message: pick(formatErrorMessage(title), lang) } : undefined,
    lengthRule(field, lang),
    rangeRule(field, lang),
    field.multiple && field.items ? messageRule((value) => itemCountMessage(field, value), lang) : undefined,
  ];
  return rules.filter((r): r is ValidateRule => r !== undefined);
}

/** One column per name (in the names' order); names the fields do not have are skipped. */
export function columnsFromFields(
  fields: readonly FieldDef[],
  names: readonly string[],
  lang: Lang,
  options: ColumnsFromFieldsOptions = {},
): EditableColumn[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const uniqueFields = new Set((options.unique ?? []).filter((g) => g.length === 1).map((g) => g[0]));
  const columns: EditableColumn[] = [];
  for (const name of names) {
    const field = byName.get(name);
    if (!field) continue;
    const type = columnType(field);
    const title = text(field.title, lang);
    const column: EditableColumn = { key: field.name, title, type };
    if (field.help) column.help = text(field.help, lang);
    const rules = rulesOf(field, title, lang, uniqueFields.has(field.name));
    if (rules.length) column.validateRules = rules;
    if (field.default !== undefined) column.defaultValue = field.default;
    if (field.readOnly) column.disabled = true;
    if (field.dict) column.dictCode = field.dict;
    // A reference searches the referenced entity as a table dictionary `table,text,code`.
    if (type === 'sel_search_async' && field.ref) column.dictCode = `${field.ref.entity},${field.ref.label},id`;
    if (type === 'inputNumber') {
      if (field.format === 'money') column.precision = 2;
      else if (field.type === 'integer') column.precision = 0;
    }
    if (type === 'checkbox' && field.widget === 'switch') {
      column.customValue = [String(opt(field, 'on') ?? 'Y'), String(opt(field, 'off') ?? 'N')];
    }
    if (type === 'popup') {
      column.popupCode = optString(field, 'code');
      column.orgFields = optString(field, 'orgFields') ?? (field.ref ? 'id' : undefined);
      column.destFields = optString(field, 'destFields') ?? (field.ref ? field.name : undefined);
    }
    const extend = fieldExtend(field, type);
    if (extend) column.fieldExtendJson = extend;
    if (field.name === options.orderField) column.isOrder = true;
    columns.push(column);
  }
  return columns;
}
