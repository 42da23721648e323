// The rjsf schema and uiSchema of an entity's add/edit form, built from the registry: writable fields
// only, titles and help texts in the current language, x- keywords removed, widgets chosen by the
// widget registry; the grid (each field's span of 24 from `entity.form.columns` and `x-options.span`)
// and the server checks run as the user types (single-field unique groups, x-check-rule fields).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { text, type EntityDef, type FieldDef, type Lang } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { formFields, lockedFields, type FormMode } from '../../react/form-model.ts';
import type { FieldAccess } from '../../react/permissions.tsx';
import { translate } from '../messages.ts';
import { resolveWidgetKey, type FieldWidgetOptions, type WidgetRegistry } from '../widgets/index.ts';

const SELECT_KEYS = new Set(['dict', 'ref', 'date', 'date-time', 'time']);
/** Schema keys the form does not take as they are: the help comes from the field in the user's language. */
const NOT_FOR_RJSF = new Set(['default', 'readOnly', 'description', '$comment']);

function propertySchema(entity: EntityDef, field: FieldDef, lang: Lang): RJSFSchema {
  const source = ((entity.schema.properties as Record<string, Record<string, unknown>> | undefined) ?? {})[field.name];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source ?? { type: field.type })) {
    if (!key.startsWith('x-') && !NOT_FOR_RJSF.has(key)) out[key] = value;
  }
  out.title = text(field.title, lang);
  if (field.help) out.description = text(field.help, lang);
  return out as RJSFSchema;
}

export interface FormSchemas {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: FieldDef[];
  /** Grid span (of 24) per field name. */
  spans: Record<string, number>;
  /** Server checks of the fields as the user types (use-field-checks.ts). */
  checks: FieldCheck[];
}

/** A server check of one field: `unique` (GET /sys/duplicate/check) or `rule` (GET /sys/checkRule/checkByCode). */
export type FieldCheck =
  { kind: 'unique'; field: string; table: string } | { kind: 'rule'; field: string; ruleCode: string };

/** Widgets and formats that take a whole row unless x-options.span says otherwise. */
const FULL_WIDTH = new Set(['textarea', 'richtext', 'images', 'code']);

/** A field's span of 24: x-options.span, else full width for long inputs, else 24 / columns. */
export function fieldSpan(field: FieldDef, widgetKey: string | undefined, columns: number): number {
  const span = field.options?.span;
  if (typeof span === 'number' && Number.isInteger(span) && span >= 1 && span <= 24) return span;
  const long = [widgetKey, field.widget, field.format].some((k) => k !== undefined && FULL_WIDTH.has(k));
  return long ? 24 : Math.floor(24 / (columns >= 1 && columns <= 3 ? columns : 2));
}

function fieldChecks(entity: EntityDef, fields: FieldDef[]): FieldCheck[] {
  const shown = new Map(fields.map((f) => [f.name, f]));
  const checks: FieldCheck[] = [];
  for (const group of entity.unique) {
    const f = group.length === 1 ? shown.get(group[0]) : undefined;
    if (f && !f.secret) checks.push({ kind: 'unique', field: f.name, table: entity.table });
  }
  for (const f of fields) if (f.checkRule) checks.push({ kind: 'rule', field: f.name, ruleCode: f.checkRule });
  return checks;
}

export function buildFormSchema(
  entity: EntityDef,
  mode: FormMode,
  lang: Lang,
  widgets: WidgetRegistry,
  record?: Row,
  access?: FieldAccess,
): FormSchemas {
  const fields = formFields(entity, mode, access);
  const names = new Set(fields.map((f) => f.name));
  const locked = lockedFields(entity, access);
  const properties: Record<string, RJSFSchema> = {};
  const spans: Record<string, number> = {};
  const columns = entity.form?.columns ?? 2;
  const uiSchema: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    'ui:order': fields.map((f) => f.name),
  };
  for (const field of fields) {
    properties[field.name] = propertySchema(entity, field, lang);
    const key = resolveWidgetKey(widgets, field);
    const title = text(field.title, lang);
    spans[field.name] = fieldSpan(field, key, columns);
    const options: FieldWidgetOptions = { field };
    const label = record?.[`${field.name}_dictText`];
    if (field.ref && typeof label === 'string') options.refLabel = label;
    uiSchema[field.name] = {
      ...(key ? { 'ui:widget': key } : {}),
      // A field permission of type 2 lets the user see the value but not change it.
      // So is the workflow's state field: only its actions move it.
      ...(locked.has(field.name) ? { 'ui:disabled': true } : {}),
      'ui:options': options,
      'ui:placeholder': translate(lang, key && SELECT_KEYS.has(key) ? 'selectPlaceholder' : 'inputPlaceholder', {
        title,
      }),
    };
  }
  const required = ((entity.schema.required as string[] | undefined) ?? []).filter(
    (n) => names.has(n) && !locked.has(n),
  );
  const checks = fieldChecks(entity, fields).filter((c) => !locked.has(c.field));
  return { schema: { type: 'object', properties, required }, uiSchema, fields, spans, checks };
}
