// A workflow move picked by its title (冻结 / Freeze), stored by its name (freeze): the `transition`
// widget, for a field that names a transition of the entity another field of the row names
// (x-options `entityField`; the state history's action beside its entityName). With that entity
// known, its moves in the order its `x-states` declares them; without it, every entity's moves by
// title, a name several entities use titled with each (驳回 / 拒收). The search form narrows the
// options to the entity chosen beside it; the list cell shows the title of the row's entity's move.
import type { WidgetProps } from '@rjsf/utils';
import { Form } from 'antd';
import { useEffect, useMemo } from 'react';
import { text, type Lang, type Registry } from '../../../core/registry.ts';
import { useLang, useRegistry } from '../../../react/registry-context.tsx';
import type { CellProps } from '../../cells/cell-types.ts';
import { controlProps, useSelectPlaceholder, type StringControlProps } from '../control-props.ts';
import { NameSelect } from './entity-select.tsx';

export interface TransitionOption {
  value: string;
  label: string;
}

/** The moves of `entityName` (declaration order), or of every entity (by title) when it is not given. */
export function transitionOptions(registry: Registry, lang: Lang, entityName?: string): TransitionOption[] {
  const entities = entityName ? [registry.entities[entityName]] : Object.values(registry.entities);
  const titles = new Map<string, string[]>();
  for (const e of entities) {
    for (const tr of e?.states?.transitions ?? []) {
      const label = tr.title ? text(tr.title, lang) : tr.name;
      const seen = titles.get(tr.name) ?? [];
      if (!seen.includes(label)) titles.set(tr.name, [...seen, label]);
    }
  }
  const options = [...titles].map(([value, labels]) => ({ value, label: labels.join(' / ') }));
  return entityName ? options : options.sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** The field of the row naming the entity whose moves this field holds (x-options `entityField`). */
export const entityFieldOf = (options: Record<string, unknown> | undefined) =>
  typeof options?.entityField === 'string' ? options.entityField : undefined;

export function TransitionSelect({ entity, ...rest }: StringControlProps & { entity?: string }) {
  const registry = useRegistry();
  const lang = useLang();
  const options = useMemo(() => transitionOptions(registry, lang, entity || undefined), [registry, lang, entity]);
  return <NameSelect {...rest} options={options} />;
}

/**
 * In a search form: the options follow the entity chosen in the form's `entityField`, and a chosen
 * move that entity does not have is cleared when the entity changes.
 */
export function TransitionSearch({ entityField, ...props }: StringControlProps & { entityField?: string }) {
  const form = Form.useFormInstance();
  const watched: unknown = Form.useWatch(entityField ?? [], form);
  const entity = entityField && typeof watched === 'string' && watched ? watched : undefined;
  const registry = useRegistry();
  const lang = useLang();
  const { value, onChange } = props;
  useEffect(() => {
    if (!entity || !value) return;
    if (!transitionOptions(registry, lang, entity).some((o) => o.value === value)) onChange?.(undefined);
  }, [entity, value, onChange, registry, lang]);
  return <TransitionSelect {...props} entity={entity} />;
}

/** In a form: every entity's moves (the form gives a widget no other field's value). */
export function TransitionWidget(props: WidgetProps) {
  const placeholder = useSelectPlaceholder(props);
  return <TransitionSelect {...controlProps(props, placeholder)} />;
}

export function TransitionCell({ value, record, field }: CellProps) {
  const registry = useRegistry();
  const lang = useLang();
  if (value === undefined || value === null || value === '') return null;
  const entity = record[entityFieldOf(field.options) ?? ''];
  const option = transitionOptions(registry, lang, typeof entity === 'string' ? entity : undefined).find(
    (o) => o.value === String(value),
  );
  return <span title={String(value)}>{option ? option.label : String(value)}</span>;
}
