// Table dictionaries ("table,textField,codeField", JeecgBoot style) and tree dictionaries resolved
// against the registry: only entities declaring `dictTable: true`, only their non-secret fields
// (by wire name or column). The SQL uses the registry's table and column names, never the request's
// text; anything else is a 400 that does not echo the input.
import type { Cond } from '../../engine/db/filter.ts';
import type { EntityModel, FieldModel } from '../../engine/crud/entity-model.ts';
import { parseValue } from '../../engine/crud/query-errors.ts';
import { badRequest } from '../../engine/plugins/http-error.ts';
import { t } from '../../engine/plugins/i18n.ts';

export const NOT_ALLOWED = t('不允许的字典表或字段', 'This table or field may not be used as a dictionary');
export const BAD_CONDITION = t(
  '组件JTreeSelect-condition传值有误，需要一个json字符串!',
  'condition must be a JSON string of {field: value}',
);
export const BAD_CODE = t('字典编码无效', 'Invalid dictionary code');

/** Identifiers we even look up: letters, digits, underscore (anything else cannot name a table or field). */
const IDENT = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const DICT_CODE = /^[A-Za-z0-9_]{1,100}$/;

export type Models = Map<string, EntityModel>;

export interface TableDict {
  model: EntityModel;
  text: FieldModel;
  code: FieldModel;
}

export function dictModel(models: Models, table: unknown): EntityModel {
  if (typeof table !== 'string' || !IDENT.test(table)) throw badRequest(NOT_ALLOWED);
  const model = [...models.values()].find((m) => m.entity.dictTable && m.table === table);
  if (!model) throw badRequest(NOT_ALLOWED);
  return model;
}

export function dictField(model: EntityModel, name: unknown): FieldModel {
  if (typeof name !== 'string' || !IDENT.test(name)) throw badRequest(NOT_ALLOWED);
  const f = model.readable.get(name) ?? [...model.readable.values()].find((x) => x.column === name);
  if (!f) throw badRequest(NOT_ALLOWED);
  return f;
}

/** A table dictionary code, or undefined when `code` is a plain dictionary code. */
export function parseTableDict(models: Models, code: string): TableDict | undefined {
  if (!code.includes(',')) return undefined;
  const parts = code.split(',').map((s) => s.trim());
  // JeecgBoot's optional 4th part is an SQL condition: never accepted.
  if (parts.length !== 3) throw badRequest(NOT_ALLOWED);
  const model = dictModel(models, parts[0]);
  return { model, text: dictField(model, parts[1]), code: dictField(model, parts[2]) };
}

/** A plain dictionary code (sys_dict.dict_code), or a 400. */
export function plainCode(code: string): string {
  if (!DICT_CODE.test(code)) throw badRequest(BAD_CODE);
  return code;
}

/** `condition` of the tree loaders: a JSON object of field -> scalar (equality) on registry fields. */
export function parseCondition(model: EntityModel, raw: unknown): Cond[] {
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' && raw.length <= 2000 ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest(BAD_CONDITION);
  const out: Cond[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw badRequest(BAD_CONDITION);
    }
    const f = dictField(model, key);
    out.push({ op: 'eq', column: f.column, value: parseValue(f.name, f, String(value)) });
  }
  return out;
}
