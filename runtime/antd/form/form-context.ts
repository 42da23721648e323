// What the entity form hands its widgets and templates as rjsf `formContext`. Widgets read it from
// `props.registry.formContext`: `reportError(field, message | null)` puts a message under a field (or
// clears it) and keeps the form from submitting while it stands (e.g. a password confirmation that
// differs: 两次输入的密码不一样！); `setFields(values)` writes other fields (the popup picker's target
// fields); `values()` reads the whole form as it stands (a quote button pricing from other fields).
// `spans` and `rowGutter` lay out the grid (form-templates.tsx). `defer(key, job)` runs a field's
// change once the typing pauses, after the paint, and `flush()` runs pending ones now (draft-input.tsx).
import type { WidgetProps } from '@rjsf/utils';

export interface EntityFormContext {
  rowGutter: number;
  /** Grid span (of 24) per field name. */
  spans: Record<string, number>;
  /** Show `message` under `field` and block the submit until it is cleared with null. */
  reportError(field: string, message: string | null): void;
  /** Write other fields of the form. */
  setFields(values: Record<string, unknown>): void;
  /** The form's current values (all fields). */
  values(): Record<string, unknown>;
  /** Runs `job` once the typing pauses, after the paint, replacing a pending job of the same key (a field's id). */
  defer(key: string, job: () => void): void;
  /** Runs the pending jobs now. */
  flush(): void;
}

/** The form context a widget sits in (undefined outside an EntityForm). */
export function entityFormContext(props: Pick<WidgetProps, 'registry'>): Partial<EntityFormContext> | undefined {
  return props.registry?.formContext as Partial<EntityFormContext> | undefined;
}
