// Request bodies are validated with Ajv compiled from the generated wire schemas (route-schemas.ts),
// with the field rules of runtime/core (formats.ts, field-rules.ts; ajv-formats is not used) and the
// extension keyword `x-multi` of multi-valued fields (each comma-joined value in the dictionary, the
// x-items counts). Ajv's errors become one message per field in the user's language: title + what is
// wrong, in the words of the shared rules (请输入手机号, 最少选择N项 ...).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { DataValidateFunction } from 'ajv/dist/types/index.js';
import {
  fieldRuleMessage,
  maxItemsMessage,
  maxLengthMessage,
  minItemsMessage,
  minLengthMessage,
  multiValues,
  requiredMessage,
} from '../../../../runtime/core/field-rules.ts';
import { FORMAT_RULES, REQUIRED_MESSAGE, formatErrorMessage } from '../../../../runtime/core/formats.ts';
import type { FieldDef, I18nText } from '../../../../runtime/core/registry.ts';
import { isAreaPath } from '../../../../runtime/core/regions.ts';
import { isValidDate, isValidDateTime, isValidTime } from '../db/time.ts';
import { badRequest } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';

/** Checks past the shared pattern that only the server makes (calendar dates, the region table). */
const SERVER_CHECKS: Record<string, (s: string) => boolean> = {
  date: isValidDate,
  'date-time': isValidDateTime,
  time: isValidTime,
  area: (s) => s === '' || isAreaPath(s),
};

/** The generated `x-multi` keyword (generator/emit/route-schemas.ts). */
interface MultiKeyword {
  values?: string[];
  min?: number;
  max?: number;
}

/**
 * The keyword's own value checked by hand when a schema using it is compiled. (Ajv's `metaSchema`
 * would do the same, but declaring one compiles Ajv's draft-07 meta-schema as soon as the keyword is
 * added, i.e. at every server start, ~50 ms, while the body schemas themselves compile on first use.)
 */
function multiKeywordProblem(schema: unknown): string | undefined {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return 'must be an object';
  const { values, min, max, ...rest } = schema as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length) return `has unknown properties: ${extra.join(', ')}`;
  if (values !== undefined && !(Array.isArray(values) && values.every((v) => typeof v === 'string')))
    return 'values must be an array of strings';
  if (min !== undefined && !(Number.isInteger(min) && (min as number) >= 0)) return 'min must be an integer >= 0';
  if (max !== undefined && !(Number.isInteger(max) && (max as number) >= 1)) return 'max must be an integer >= 1';
  return undefined;
}

function compileMulti(schema: MultiKeyword): DataValidateFunction {
  const problem = multiKeywordProblem(schema);
  if (problem) throw new Error(`keyword x-multi: the schema ${problem}`);
  const allowed = schema.values && new Set(schema.values);
  const validate: DataValidateFunction = (data: unknown) => {
    const values = multiValues(data as string);
    const unknown = allowed ? values.find((v) => !allowed.has(v)) : undefined;
    let params: Record<string, unknown> | undefined;
    // An empty value holds no items: `required` speaks for it, as in the form (field-rules.ts).
    if (unknown !== undefined) params = { reason: 'value', value: unknown };
    else if (values.length && schema.min !== undefined && values.length < schema.min)
      params = { reason: 'min', limit: schema.min };
    else if (schema.max !== undefined && values.length > schema.max) params = { reason: 'max', limit: schema.max };
    validate.errors = params ? [{ keyword: 'x-multi', params, message: String(params.reason) }] : [];
    return !params;
  };
  return validate;
}

/**
 * `validateSchema: false`: Ajv would otherwise check each schema against its draft-07 meta-schema
 * before compiling it, and compile that meta-schema first, ~140 ms of CPU on the first write of every
 * server process (the first form save or Excel import batch, since the body schemas compile on first
 * use). The body schemas are generated, and body-validator.test.ts checks every one against the
 * meta-schema; strict mode still refuses unknown keywords and formats at compile time.
 */
export function createAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    allowUnionTypes: true,
    strict: true,
    coerceTypes: false,
    verbose: true,
    validateSchema: false,
  });
  for (const name of Object.keys(FORMAT_RULES)) {
    const extra = SERVER_CHECKS[name];
    ajv.addFormat(name, {
      type: 'string',
      // An empty text passes the pattern rules (emptiness is `required`'s business); not a date.
      validate: (s: string) =>
        extra ? (s === '' || FORMAT_RULES[name].pattern.test(s)) && extra(s) : fieldRuleMessage(name, s) === null,
    });
  }
  ajv.addKeyword({
    keyword: 'x-multi',
    type: 'string',
    schemaType: 'object',
    compile: compileMulti,
    errors: true,
  });
  return ajv;
}

export interface FieldProblem {
  field: string;
  message: I18nText;
}

const join = (parts: I18nText[], sep = '; '): I18nText => ({
  zh: parts.map((p) => p.zh).join(sep),
  en: parts.map((p) => p.en).join(sep),
});

const titled = (title: I18nText, what: I18nText): I18nText => ({
  zh: `${title.zh}: ${what.zh}`,
  en: `${title.en}: ${what.en}`,
});

const NOT_AN_OPTION = t('不是有效的选项', 'is not one of the allowed values');
const notAnOption = (v: string) => t(`"${v}" 不是有效的选项`, `"${v}" is not one of the allowed values`);

function problemOf(e: ErrorObject, fields: Map<string, FieldDef>): FieldProblem {
  if (e.keyword === 'additionalProperties') {
    const name = String(e.params.additionalProperty);
    return { field: name, message: t(`未知字段: ${name}`, `Unknown field: ${name}`) };
  }
  const name = e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/')[1] || '';
  const f = fields.get(name);
  const title = f?.title ?? t(name || '请求体', name || 'body');
  const p = e.params as Record<string, unknown>;
  const isNull = e.keyword === 'type' && e.data === null;
  switch (e.keyword) {
    case 'required':
      return { field: name, message: titled(title, f ? requiredMessage(f) : REQUIRED_MESSAGE) };
    case 'type':
      if (isNull && (f?.required || name === 'id' || name === 'version'))
        return { field: name, message: titled(title, f ? requiredMessage(f) : REQUIRED_MESSAGE) };
      return { field: name, message: titled(title, t(`类型错误，应为${p.type}`, `must be of type ${p.type}`)) };
    case 'format': {
      // The rule's words for this value; a calendar format whose pattern passed says its own message.
      const format = String(p.format);
      const rule = (typeof e.data === 'string' && fieldRuleMessage(format, e.data)) || FORMAT_RULES[format]?.message;
      const generic = formatErrorMessage(title.zh);
      const en = formatErrorMessage(title.en).en;
      return {
        field: name,
        message: rule ? { zh: `${generic.zh}: ${rule.zh}`, en: `${en}: ${rule.en}` } : { zh: generic.zh, en },
      };
    }
    case 'pattern':
      return { field: name, message: { zh: formatErrorMessage(title.zh).zh, en: formatErrorMessage(title.en).en } };
    case 'maxLength':
      return { field: name, message: titled(title, maxLengthMessage(Number(p.limit))) };
    case 'minLength':
      return { field: name, message: titled(title, minLengthMessage(Number(p.limit))) };
    case 'minimum':
      return { field: name, message: titled(title, t(`不能小于${p.limit}`, `must be at least ${p.limit}`)) };
    case 'maximum':
      return { field: name, message: titled(title, t(`不能大于${p.limit}`, `must be at most ${p.limit}`)) };
    case 'enum':
      return { field: name, message: titled(title, NOT_AN_OPTION) };
    case 'x-multi':
      if (p.reason === 'value') return { field: name, message: titled(title, notAnOption(String(p.value))) };
      return {
        field: name,
        message: titled(title, (p.reason === 'min' ? minItemsMessage : maxItemsMessage)(Number(p.limit))),
      };
    default:
      return { field: name, message: titled(title, t('取值无效', 'invalid value')) };
  }
}

/** Throw a 400 listing every field problem (the first per field). */
export function failWith(problems: FieldProblem[], lang: 'zh-CN' | 'en'): never {
  const seen = new Set<string>();
  const first = problems.filter((p) => (seen.has(p.field) ? false : (seen.add(p.field), true)));
  throw badRequest(join(first.map((p) => p.message)), {
    errors: first.map((p) => ({ field: p.field, message: lang === 'en' ? p.message.en : p.message.zh })),
  });
}

export interface BodyValidator {
  (body: unknown, lang: 'zh-CN' | 'en'): asserts body is Record<string, unknown>;
  /** The same checks without throwing: every field problem of an object body (the Excel import). */
  problems(body: Record<string, unknown>): FieldProblem[];
  /** Compile the schema now (it is otherwise compiled on the first check); throws if Ajv refuses it. */
  compile(): void;
}

/**
 * The validator of one body schema. Ajv compiles the schema on the first call, not here: the server
 * builds two validators per entity at start and compiling them all took most of its start-up time
 * ("Server" in tests/bench/README.md as of commit 297a858); `compile()` does it now (tests compile every generated schema).
 * `ajv` is called then too, so the Ajv itself (~9 ms of CPU to create) is made on the first write, not
 * at start (buildEntityModels shares one).
 */
export function compileBodyValidator(
  ajv: () => Ajv,
  schema: Record<string, unknown>,
  fields: FieldDef[],
): BodyValidator {
  let compiled: ValidateFunction | undefined;
  const validator = () => (compiled ??= ajv().compile(schema));
  const byName = new Map(fields.map((f) => [f.name, f]));
  const check: BodyValidator = Object.assign(
    (body: unknown, lang: 'zh-CN' | 'en') => {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw badRequest(t('请求体必须是JSON对象', 'The request body must be a JSON object'));
      }
      const validate = validator();
      if (validate(body)) return;
      failWith(
        (validate.errors ?? []).map((e) => problemOf(e, byName)),
        lang,
      );
    },
    {
      problems: (body: Record<string, unknown>) => {
        const validate = validator();
        return validate(body) ? [] : (validate.errors ?? []).map((e) => problemOf(e, byName));
      },
      compile: () => void validator(),
    },
  );
  return check;
}

export { REQUIRED_MESSAGE, titled };
