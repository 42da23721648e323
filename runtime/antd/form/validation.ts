// Client-side validation of entity forms with the spec's messages (runtime/core/formats.ts): formats by
// pattern, 必填项不能为空 for required, length and range messages, and money with at most 2 decimals.
import type { CustomValidator, ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { FORMAT_RULES, formatErrorMessage, KNOWN_FORMATS, REQUIRED_MESSAGE } from '../../core/formats.ts';
import { text, type FieldDef, type Lang } from '../../core/registry.ts';
import { translate } from '../messages.ts';

const customFormats: Record<string, RegExp | ((value: string) => boolean)> = {};
for (const format of KNOWN_FORMATS) customFormats[format] = () => true;
for (const [format, rule] of Object.entries(FORMAT_RULES)) customFormats[format] = rule.pattern;

/** One validator for every entity form: ajv with the product's formats. */
export const formValidator = customizeValidator({ customFormats });

function propertyName(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').split('.')[0];
}

export function errorMessage(error: RJSFValidationError, field: FieldDef | undefined, lang: Lang): string | undefined {
  const pick = (t: { zh: string; en: string }) => (lang === 'en' ? t.en : t.zh);
  const title = field ? text(field.title, lang) : propertyName(error);
  const params = (error.params ?? {}) as Record<string, unknown>;
  switch (error.name) {
    case 'required':
      return pick(REQUIRED_MESSAGE);
    case 'format': {
      const rule = FORMAT_RULES[String(params.format)];
      return pick(rule ? rule.message : formatErrorMessage(title));
    }
    case 'pattern':
    case 'type':
      return pick(formatErrorMessage(title));
    case 'maxLength':
      return translate(lang, 'maxLength', { n: String(params.limit) });
    case 'minLength':
      return translate(lang, 'minLength', { n: String(params.limit) });
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
      const name = propertyName(error);
      const message = errorMessage(error, byName.get(name), lang);
      if (!message) return error;
      const title = byName.get(name) ? text(byName.get(name)!.title, lang) : name;
      return { ...error, property: `.${name}`, message, stack: `${title}: ${message}` };
    });
}

/** Checks ajv cannot express: money with at most two decimals. */
export function makeCustomValidate(fields: FieldDef[], lang: Lang): CustomValidator {
  const money = fields.filter((f) => f.format === 'money');
  return (formData, errors) => {
    const data = (formData ?? {}) as Record<string, unknown>;
    for (const field of money) {
      const value = data[field.name];
      if (typeof value === 'number' && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
        (errors as unknown as Record<string, { addError(m: string): void }>)[field.name]?.addError(
          translate(lang, 'moneyDecimals'),
        );
      }
    }
    return errors;
  };
}
