// rjsf widgets for dictionary (x-dict) and reference (x-ref) fields.
import type { WidgetProps } from '@rjsf/utils';
import { controlProps, fieldOf, type FieldWidgetOptions } from './control-props.ts';
import { DictSelect } from './dict-select.tsx';
import { RefSelect } from './ref-select.tsx';
import { TreeParentSelect } from './tree-parent-select.tsx';
import { useRegistry } from '../../react/registry-context.tsx';

export function DictWidget(props: WidgetProps) {
  const field = fieldOf(props);
  return <DictSelect {...controlProps(props)} code={field.dict!} />;
}

export function RefWidget(props: WidgetProps) {
  const field = fieldOf(props);
  const { refLabel } = props.options as unknown as FieldWidgetOptions;
  // a tree entity's parent is picked in its tree
  const tree = useRegistry().entities[field.ref!.entity]?.tree;
  if (tree?.parentField === field.name)
    return <TreeParentSelect {...controlProps(props)} refDef={field.ref!} valueLabel={refLabel} />;
  return <RefSelect {...controlProps(props)} refDef={field.ref!} valueLabel={refLabel} />;
}
