// rjsf widgets for dictionary (x-dict) and reference (x-ref) fields.
import type { WidgetProps } from '@rjsf/utils';
import { controlProps, fieldOf, type FieldWidgetOptions } from './control-props.ts';
import { DictSelect } from './dict-select.tsx';
import { RefSelect } from './ref-select.tsx';

export function DictWidget(props: WidgetProps) {
  const field = fieldOf(props);
  return <DictSelect {...controlProps(props)} code={field.dict!} />;
}

export function RefWidget(props: WidgetProps) {
  const field = fieldOf(props);
  const { refLabel } = props.options as unknown as FieldWidgetOptions;
  return <RefSelect {...controlProps(props)} refDef={field.ref!} valueLabel={refLabel} />;
}
