// Form widgets, looked up by the field's x-widget, then 'dict' / 'ref', then format, then type
// (docs/architecture.md#the-runtime). Keys rjsf knows by name (password, textarea, email, checkbox ...) are used as they are.
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FieldDef } from '../../core/registry.ts';
import { RJSF_NAMED_WIDGETS } from '../../core/widget-catalog.ts';
import { DateTimeWidget, DateWidget, MoneyWidget, NumberWidget, TextareaWidget, TimeWidget } from './input-widgets.tsx';
import { DictWidget, RefWidget } from './select-widgets.tsx';
import { CronWidget } from '../cron/cron-widget.tsx';
import { editorWidgets } from './editors/index.ts';
import { pickerWidgets } from './pickers/index.ts';
import { uploadWidgets } from './upload/index.ts';

export { DictSelect } from './dict-select.tsx';
export { RefSelect } from './ref-select.tsx';
export type { FieldWidgetOptions } from './control-props.ts';

export type WidgetRegistry = RegistryWidgetsType;

export const defaultWidgets: WidgetRegistry = {
  dict: DictWidget,
  ref: RefWidget,
  money: MoneyWidget,
  number: NumberWidget,
  integer: NumberWidget,
  date: DateWidget,
  'date-time': DateTimeWidget,
  time: TimeWidget,
  textarea: TextareaWidget,
  richtext: TextareaWidget,
  cron: CronWidget,
  ...uploadWidgets,
  ...pickerWidgets,
  ...editorWidgets,
};

/** Keys rjsf knows by name (the generator accepts the same list: runtime/core/widget-catalog.ts). */
export const RJSF_NAMED = new Set(RJSF_NAMED_WIDGETS);

/** The widget key for a field, or undefined for rjsf's default by type. */
export function resolveWidgetKey(widgets: WidgetRegistry, field: FieldDef): string | undefined {
  const keys = [field.widget, field.dict && 'dict', field.ref && 'ref', field.format, field.type];
  return keys.find((k): k is string => !!k && (k in widgets || RJSF_NAMED.has(k)));
}
