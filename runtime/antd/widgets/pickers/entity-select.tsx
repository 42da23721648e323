// An entity of the registry picked by its title (司机 / Driver), stored by its name (wl_driver): the
// `entity` widget, for fields that name another entity (the state history's entityName). x-options
// `states: true` offers only the entities with a workflow (x-states). The search form and the list
// cell use the same options and labels, in the UI language; a name the registry does not know shows
// as it is.
import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useMemo } from 'react';
import { text, type Lang, type Registry } from '../../../core/registry.ts';
import { useLang, useRegistry } from '../../../react/registry-context.tsx';
import type { CellProps } from '../../cells/cell-types.ts';
import { controlProps, fieldOf, useSelectPlaceholder, type StringControlProps } from '../control-props.ts';

export interface EntityOption {
  value: string;
  label: string;
}

/** The registry's entities as options, by title in `lang`; with `states`, only those with a workflow. */
export function entityOptions(registry: Registry, lang: Lang, states = false): EntityOption[] {
  return Object.values(registry.entities)
    .filter((e) => !states || !!e.states)
    .map((e) => ({ value: e.name, label: text(e.title, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

export function EntitySelect({ states, ...rest }: StringControlProps & { states?: boolean }) {
  const registry = useRegistry();
  const lang = useLang();
  const options = useMemo(() => entityOptions(registry, lang, states), [registry, lang, states]);
  return <NameSelect {...rest} options={options} />;
}

/** A searchable, clearable select of names shown by their labels (entities here, workflow moves too). */
export function NameSelect({ value, onChange, options, ...rest }: StringControlProps & { options: EntityOption[] }) {
  return (
    <Select
      {...rest}
      value={value || undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      onChange={(v?: string) => onChange?.(v ?? undefined)}
    />
  );
}

/** Whether a field's x-options ask for workflow entities only. */
export const workflowOnly = (options: Record<string, unknown> | undefined) => options?.states === true;

export function EntityWidget(props: WidgetProps) {
  const placeholder = useSelectPlaceholder(props);
  return <EntitySelect {...controlProps(props, placeholder)} states={workflowOnly(fieldOf(props).options)} />;
}

export function EntityCell({ value }: CellProps) {
  const registry = useRegistry();
  const lang = useLang();
  if (value === undefined || value === null || value === '') return null;
  const entity = registry.entities[String(value)];
  return <span title={String(value)}>{entity ? text(entity.title, lang) : String(value)}</span>;
}
