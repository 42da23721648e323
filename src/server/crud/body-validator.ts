// Request bodies are validated with Ajv compiled from the generated wire schemas (route-schemas.ts),
// with the custom formats of runtime/core/formats.ts (ajv-formats is not used). Ajv's errors become
// one message per field in the user's language: title + what is wrong.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { FORMAT_RULES, REQUIRED_MESSAGE, formatErrorMessage } from '../../../runtime/core/formats.ts';
import type { FieldDef, I18nText } from '../../../runtime/core/registry.ts';
import { isValidDate, isValidDateTime, isValidTime } from '../db/time.ts';
import { badRequest } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';

const CALENDAR: Record<string, (s: string) => boolean> = {
  date: isValidDate,
  'date-time': isValidDateTime,
  time: isValidTime,
};

export function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: true, coerceTypes: false, verbose: true });
  for (const [name, rule] of Object.entries(FORMAT_RULES)) {
    const calendar = CALENDAR[name];
    ajv.addFormat(name, {
      type: 'string',
      validate: (s: string) => rule.pattern.test(s) && (!calendar || calendar(s)),
    });
  }
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
      return { field: name, message: titled(title, REQUIRED_MESSAGE) };
    case 'type':
      if (isNull && (f?.required || name === 'id' || name === 'version'))
        return { field: name, message: titled(title, REQUIRED_MESSAGE) };
      return { field: name, message: titled(title, t(`类型错误，应为${p.type}`, `must be of type ${p.type}`)) };
    case 'format': {
      const rule = FORMAT_RULES[String(p.format)];
      const generic = formatErrorMessage(title.zh);
      const en = formatErrorMessage(title.en).en;
      return {
        field: name,
        message: rule
          ? { zh: `${generic.zh}: ${rule.message.zh}`, en: `${en}: ${rule.message.en}` }
          : { zh: generic.zh, en },
      };
    }
    case 'pattern':
      return { field: name, message: { zh: formatErrorMessage(title.zh).zh, en: formatErrorMessage(title.en).en } };
    case 'maxLength':
      return { field: name, message: titled(title, t(`最大长度${p.limit}位字符`, `at most ${p.limit} characters`)) };
    case 'minLength':
      return { field: name, message: titled(title, t(`最小长度${p.limit}位字符`, `at least ${p.limit} characters`)) };
    case 'minimum':
      return { field: name, message: titled(title, t(`不能小于${p.limit}`, `must be at least ${p.limit}`)) };
    case 'maximum':
      return { field: name, message: titled(title, t(`不能大于${p.limit}`, `must be at most ${p.limit}`)) };
    case 'enum':
      return { field: name, message: titled(title, t('不是有效的选项', 'is not one of the allowed values')) };
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
}

export function compileBodyValidator(ajv: Ajv, schema: Record<string, unknown>, fields: FieldDef[]): BodyValidator {
  const validate: ValidateFunction = ajv.compile(schema);
  const byName = new Map(fields.map((f) => [f.name, f]));
  return (body, lang) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest(t('请求体必须是JSON对象', 'The request body must be a JSON object'));
    }
    if (validate(body)) return;
    failWith(
      (validate.errors ?? []).map((e) => problemOf(e, byName)),
      lang,
    );
  };
}

export { REQUIRED_MESSAGE, titled };
