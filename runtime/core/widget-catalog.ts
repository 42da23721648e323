// The form widgets a schema may name and the x-options keys each one reads. The generator refuses
// an x-widget outside this catalogue and an x-options key the field's widget does not read
// (generator/check-fields.ts); runtime/antd/widgets/widget-catalog.test.ts fails when the widget
// registry of runtime/antd (defaultWidgets plus rjsf's own named widgets) and this list part ways.

/** Keys every field may carry whatever its widget: the form grid's span (of 24). */
export const COMMON_WIDGET_OPTIONS: readonly string[] = ['span'];

/** Widgets rjsf renders by name with no entry in the app's registry. */
export const RJSF_NAMED_WIDGETS: readonly string[] = ['password', 'email', 'checkbox', 'text', 'hidden', 'color'];

/** Widget key -> the x-options keys it (its widget, cell and editable-table column) reads. */
export const WIDGET_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  // runtime/antd/widgets/index.ts
  dict: [],
  ref: [],
  money: [],
  number: [],
  integer: [],
  date: [],
  'date-time': [],
  time: [],
  textarea: [],
  richtext: [],
  cron: ['width'],
  // widgets/upload/: at most max files (0 = unlimited), uploaded into folder biz; file also multi
  image: ['max', 'biz'],
  images: ['max', 'biz'],
  file: ['max', 'biz', 'multi'],
  // widgets/pickers/
  area: [],
  user: ['multi', 'store', 'byDepart'],
  depart: ['multi', 'store', 'checkStrictly'],
  popup: ['code', 'orgFields', 'destFields', 'multi', 'params'],
  // an entity of the registry by its title; states: only those with a workflow
  entity: ['states'],
  // a workflow move by its title, of the entity the row's entityField names
  transition: ['entityField'],
  // widgets/editors/
  radio: [],
  checkbox: [],
  'multi-select': [],
  switch: ['on', 'off'],
  password: ['confirm'],
  code: ['mode', 'height'],
  // rjsf's own
  email: [],
  text: [],
  hidden: [],
  color: [],
};

/** Widget keys a schema may name in x-widget. */
export const WIDGET_NAMES: readonly string[] = Object.keys(WIDGET_OPTIONS);

interface WidgetField {
  type: string;
  format?: string;
  widget?: string;
  dict?: string;
  ref?: unknown;
}

/**
 * The widget a field renders with, in the order runtime/antd/widgets resolveWidgetKey looks it up
 * (x-widget, then dictionary, then reference, then format, then type); undefined for rjsf's default.
 */
export function widgetOf(field: WidgetField): string | undefined {
  const keys = [field.widget, field.dict && 'dict', field.ref ? 'ref' : undefined, field.format, field.type];
  return keys.find((k): k is string => !!k && k in WIDGET_OPTIONS);
}

/** The x-options keys a field accepts. */
export function widgetOptionKeys(field: WidgetField): readonly string[] {
  const widget = widgetOf(field);
  return [...COMMON_WIDGET_OPTIONS, ...(widget ? WIDGET_OPTIONS[widget]! : [])];
}
