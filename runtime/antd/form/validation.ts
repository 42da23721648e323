// Client-side validation of entity forms with the shared rules of runtime/core (field-rules.ts): ajv
// checks types, required and lengths (transformErrors words them: 请输入手机号 / 请输入用户名 /
// 必填项不能为空, 最小长度N位字符 ...); customValidate, which sees the values, adds each format's
// message for the value (username says what is wrong), item counts of multi-valued fields, money with
// at most 2 decimals. (Errors of server checks and widget reports are not validation: EntityForm shows
// them as extraErrors and holds the submit back itself, so they never outlive the value they were about.)
import type { CustomValidator, ErrorTransformer, FormValidation, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import {
  fieldRuleMessage,
  isEmptyValue,
  itemCountMessage,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
} from '../../core/field-rules.ts';
import { formatErrorMessage, KNOWN_FORMATS } from '../../core/formats.ts';
import { text, type FieldDef, type I18nText, type Lang } from '../../core/registry.ts';
import { translate } from '../messages.ts';

// Formats pass ajv: their messages depend on the value, which only customValidate sees.
const customFormats: Record<string, RegExp | ((value: string) => boolean)> = {};
for (const format of KNOWN_FORMATS) customFormats[format] = () => true;

/** One validator for every entity form: ajv with the product's formats. */
export const formValidator = customizeValidator({ customFormats });

const pick = (t: I18nText, lang: Lang) => (lang === 'en' ? t.en : t.zh);

function propertyName(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').split('.')[0];
}

export function errorMessage(error: RJSFValidationError, field: FieldDef | undefined, lang: Lang): string | undefined {
  const title = field ? text(field.title, lang) : propertyName(error);
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.name) {
    case 'required':
      return pick(requiredMessage(field ?? {}), lang);
    case 'format':
    case 'pattern':
    case 'type':
      return pick(formatErrorMessage(title), lang);
    case 'maxLength':
      return pick(maxLengthMessage(Number(params.limit)), lang);
    case 'minLength':
      return pick(minLengthMessage(Number(params.limit)), lang);
    case 'minimum':
    case 'exclusiveMinimum':
      return translate(lang, 'minimum', { n: String(params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return translate(lang, 'maximum', { n: String(params.limit) });
    default:
      return undefined;
  }
}

export function makeTransformErrors(fields: FieldDef[], lang: Lang): ErrorTransformer {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return (errors) =>
    errors.map((error) => {
      // A required error names the missing property in params, not in property (rjsf 6 moves it).
      const name = propertyName(error) || String((error.params as { missingProperty?: string })?.missingProperty);
      const message = errorMessage(error, byName.get(name), lang);
      if (!message) return error;
      const title = byName.get(name) ? text(byName.get(name)!.title, lang) : name;
      return { ...error, property: `.${name}`, message, stack: `${title}: ${message}` };
    });
}

/** The message customValidate adds for one field's value, or null. */
export function valueMessage(field: FieldDef, value: unknown, lang: Lang): string | null {
  if (isEmptyValue(value)) return field.required && value !== undefined ? pick(requiredMessage(field), lang) : null;
  if (field.format === 'money') {
    const bad = typeof value === 'number' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6;
    return bad ? translate(lang, 'moneyDecimals') : null;
  }
  const problem = (field.multiple ? itemCountMessage(field, value) : null) ?? fieldRuleMessage(field.format, value);
  return problem ? pick(problem, lang) : null;
}

type ErrorsOf = Record<string, { addError(message: string): void } | undefined>;

/** The error handler of a field; rjsf makes one only for keys present in the form data. */
function errorsOf(errors: FormValidation, name: string) {
  const byField = errors as unknown as ErrorsOf;
  byField[name] ??= {
    __errors: [] as string[],
    addError(message: string) {
      this.__errors.push(message);
    },
  } as { __errors: string[]; addError(message: string): void };
  return byField[name];
}

/** Checks ajv cannot express (see the header). */
export function makeCustomValidate(fields: FieldDef[], lang: Lang): CustomValidator {
  return (formData, errors: FormValidation) => {
    const data = (formData ?? {}) as Record<string, unknown>;
    for (const field of fields) {
      const message = valueMessage(field, data[field.name], lang);
      if (message) errorsOf(errors, field.name).addError(message);
    }
    return errors;
  };
}
