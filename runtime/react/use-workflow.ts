// Status workflows (`x-states`, docs/decisions.md#6-status-workflows) on the client: which transitions a row may take and the
// user may run, running one (`DataProvider.action`, then the caller reloads), and the record's history
// (`sys_state_log`). The server enforces every rule again; this only decides what the UI offers.
import { useCallback, useMemo } from 'react';
import type { DataProvider } from '../core/data-provider.ts';
import { text, type EntityDef, type Lang, type StateTransition } from '../core/registry.ts';
import { engineTransitions, transitionPermission, transitionsFrom } from '../core/states.ts';
import type { Row } from '../core/wire.ts';
import { usePermission, type PermissionView } from './permissions.tsx';
import { useDataProvider, useEntity, useLang } from './registry-context.tsx';
import { useAsync, type AsyncState } from './use-async.ts';

/** A provider that can run workflow actions (runtime/http's provider can). */
export interface ActionProvider {
  action<T extends object = Row>(entity: string, name: string, body: ActionRequest): Promise<T>;
}

export interface ActionRequest {
  id: string;
  version: number;
  note?: string;
  [field: string]: unknown;
}

export function hasAction(provider: DataProvider): provider is DataProvider & ActionProvider {
  return typeof (provider as Partial<ActionProvider>).action === 'function';
}

export interface AllowedTransition {
  transition: StateTransition;
  name: string;
  /** The title in the UI language; the name when the registry gives none. */
  title: string;
  /** Permission code the server checks. */
  code: string;
  /** Shown but not usable (a type-2 rule the user does not hold). */
  disabled: boolean;
  /** Fields the dialog asks for (the transition's `requires`). */
  requires: string[];
  /** Fields the dialog asks the user to type for checking (the transition's `verifies`), never prefilled. */
  verifies?: string[];
}

export function transitionTitle(transition: StateTransition, lang: Lang): string {
  return (transition.title && text(transition.title, lang)) || transition.name;
}

/** The transitions of `row`'s current state that the user may see, in declaration order. */
export function allowedTransitions(
  entity: EntityDef,
  row: Row,
  permission: PermissionView,
  lang: Lang,
): AllowedTransition[] {
  const states = entity.states;
  if (!states) return [];
  return transitionsFrom({ ...states, transitions: engineTransitions(entity) }, row[states.field])
    .map((transition) => ({ transition, code: transitionPermission(entity, transition) }))
    .filter(({ code }) => permission.visible(code))
    .map(({ transition, code }) => ({
      transition,
      name: transition.name,
      title: transitionTitle(transition, lang),
      code,
      disabled: !permission.has(code),
      requires: transition.requires ?? [],
      verifies: transition.verifies ?? [],
    }));
}

export interface WorkflowController {
  entity: EntityDef;
  /** The entity declares a workflow. */
  enabled: boolean;
  allowed(row: Row): AllowedTransition[];
  /** Runs a transition with the values of its `requires` and `verifies` fields and an optional note. */
  run(row: Row, name: string, values?: Record<string, unknown>): Promise<Row>;
}

/** `onDone` runs after every successful action (e.g. the list's reload). */
export function useWorkflow(entityName: string, onDone?: () => void): WorkflowController {
  const entity = useEntity(entityName);
  const provider = useDataProvider();
  const permission = usePermission();
  const lang = useLang();
  const allowed = useCallback(
    (row: Row) => allowedTransitions(entity, row, permission, lang),
    [entity, permission, lang],
  );
  const run = useCallback(
    async (row: Row, name: string, values: Record<string, unknown> = {}) => {
      if (!hasAction(provider)) throw new Error('The DataProvider cannot run workflow actions');
      const transition = entity.states?.transitions.find((t) => t.name === name);
      if (!transition) throw new Error(`Unknown transition: ${name}`);
      const body: ActionRequest = { id: String(row.id), version: Number(row.version) };
      for (const field of [...(transition.requires ?? []), ...(transition.verifies ?? [])]) {
        if (values[field] !== undefined) body[field] = values[field];
      }
      const note = typeof values.note === 'string' ? values.note.trim() : '';
      if (note) body.note = note;
      const saved = await provider.action<Row>(entityName, name, body);
      onDone?.();
      return saved;
    },
    [provider, entity, entityName, onDone],
  );
  return useMemo(() => ({ entity, enabled: !!entity.states, allowed, run }), [entity, allowed, run]);
}

/** The history entity and its list call (GET /sys/stateLog/list, oldest first). */
export const STATE_LOG_ENTITY = 'sys_state_log';

export function stateLogParams(entityName: string, recordId: string) {
  return { entityName, recordId, column: 'createTime', order: 'asc' as const, pageNo: 1, pageSize: 1000 };
}

/** The record's `sys_state_log` rows (who, when, from, to, action, note), oldest first. */
export function useStateHistory(entityName: string, recordId: string | null): AsyncState<Row[]> {
  const provider = useDataProvider();
  return useAsync(recordId ? `${entityName}:${recordId}` : null, async () => {
    const page = await provider.getList<Row>(STATE_LOG_ENTITY, stateLogParams(entityName, recordId!));
    return page.records;
  });
}
