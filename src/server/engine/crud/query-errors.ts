// The 400s of list queries. They name the parameter, field, operator or value, never SQL.
import type { I18nText } from '../../../../runtime/core/registry.ts';
import { badRequest, type HttpError } from '../plugins/http-error.ts';
import { t } from '../plugins/i18n.ts';
import { ValueError } from './field-codec.ts';
import type { FieldModel } from './entity-model.ts';

export const unknownField = (name: string): HttpError =>
  badRequest(t(`未知的查询字段: ${name}`, `Unknown query field: ${name}`));

export const badOperator = (param: string, op: string): HttpError =>
  badRequest(t(`查询条件 ${param} 不支持操作符 ${op}`, `Filter "${param}" does not support the operator "${op}"`));

export const badParam = (text: I18nText): HttpError => badRequest(text);

export function badValue(param: string, f: FieldModel, why: I18nText): HttpError {
  return badRequest(
    t(
      `查询条件 ${param} (${f.def.title.zh}) 的值无效: ${why.zh}`,
      `Invalid value for filter "${param}" (${f.def.title.en}): ${why.en}`,
    ),
  );
}

/** Run a codec parse, turning its ValueError into a 400 naming the parameter. */
export function parseValue(param: string, f: FieldModel, raw: string, bound?: 'begin' | 'end'): unknown {
  try {
    return f.codec.parse(raw, bound);
  } catch (err) {
    if (err instanceof ValueError) throw badValue(param, f, err.text);
    throw err;
  }
}
