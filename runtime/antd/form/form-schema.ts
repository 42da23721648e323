// The rjsf schema and uiSchema of an entity's add/edit form, built from the registry: writable fields
// only, titles in the current language, x- keywords removed, widgets chosen by the widget registry.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { text, type EntityDef, type FieldDef, type Lang } from '../../core/registry.ts';
import type { Row } from '../../core/wire.ts';
import { formFields, type FormMode } from '../../react/form-model.ts';
import type { FieldAccess } from '../../react/permissions.tsx';
import { translate } from '../messages.ts';
import { resolveWidgetKey, type FieldWidgetOptions, type WidgetRegistry } from '../widgets/index.ts';

const SELECT_KEYS = new Set(['dict', 'ref', 'date', 'date-time', 'time']);

function propertySchema(entity: EntityDef, field: FieldDef, lang: Lang): RJSFSchema {
  const source = ((entity.schema.properties as Record<string, Record<string, unknown>> | undefined) ?? {})[field.name];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source ?? { type: field.type })) {
    if (!key.startsWith('x-') && key !== 'default' && key !== 'readOnly') out[key] = value;
  }
  out.title = text(field.title, lang);
  return out as RJSFSchema;
}

export interface FormSchemas {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: FieldDef[];
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
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    'ui:order': fields.map((f) => f.name),
  };
  for (const field of fields) {
    properties[field.name] = propertySchema(entity, field, lang);
    const key = resolveWidgetKey(widgets, field);
    const title = text(field.title, lang);
    const options: FieldWidgetOptions = { field };
    const label = record?.[`${field.name}_dictText`];
    if (field.ref && typeof label === 'string') options.refLabel = label;
    uiSchema[field.name] = {
      ...(key ? { 'ui:widget': key } : {}),
      // A field permission of type 2 lets the user see the value but not change it.
      ...(access?.readOnly.has(field.name) ? { 'ui:disabled': true } : {}),
      'ui:options': options,
      'ui:placeholder': translate(lang, key && SELECT_KEYS.has(key) ? 'selectPlaceholder' : 'inputPlaceholder', {
        title,
      }),
    };
  }
  const required = ((entity.schema.required as string[] | undefined) ?? []).filter(
    (n) => names.has(n) && !access?.readOnly.has(n),
  );
  return { schema: { type: 'object', properties, required }, uiSchema, fields };
}
