// The detail tables of a master form (detail-model.ts) with their rows loaded on edit through
// DataProvider.getDetails, and a submit step that validates every table and builds the body's rows.
import { useCallback, useMemo, useRef } from 'react';
import type { EditableRow, EditableTableApi } from '../../core/editable/types.ts';
import { usePermission, useUserPermissions } from '../permissions.tsx';
import { useDataProvider, useLang, useRegistry } from '../registry-context.tsx';
import { useAsync } from '../use-async.ts';
import {
  detailPayload,
  detailTables,
  menuCodes,
  rowErrorsFromServer,
  type DetailErrorMap,
  type DetailTableModel,
} from './detail-model.ts';
import { withRefSearch } from './ref-search.ts';

export interface DetailCollectResult {
  /** Body keys to merge into the master's add/edit body (one per shown detail). */
  body: Record<string, unknown>;
  /** Key of the first detail whose rows failed validation (shown in its cells' tooltips), if any. */
  invalid?: string;
}

export interface DetailTablesController {
  tables: DetailTableModel[];
  /** Rows per detail key; undefined while an edit's rows load. */
  rows: Record<string, Partial<EditableRow>[]> | undefined;
  loadError: Error | null;
  /** Registers a table's API (the EditableTable ref callback of that key). */
  bind(key: string): (api: EditableTableApi | null) => void;
  /** Validates every table and returns the body rows, or the first invalid detail's key. */
  collect(): Promise<DetailCollectResult>;
  /** Shows a refused save's row -> field errors in the tables. */
  showServerErrors(errors: DetailErrorMap | undefined): void;
}

export function useDetailTables(masterName: string, mode: 'create' | 'edit', id?: string): DetailTablesController {
  const registry = useRegistry();
  const permission = usePermission();
  const lang = useLang();
  const provider = useDataProvider();
  const userPermissions = useUserPermissions();
  const master = registry.entities[masterName];
  const menu = useMemo(() => menuCodes(userPermissions?.menu), [userPermissions]);
  const tables = useMemo(
    () =>
      detailTables(master, registry, permission, mode, lang, menu).map((t) => ({
        ...t,
        columns: withRefSearch(t.columns, t.child, registry, provider),
      })),
    [master, registry, permission, mode, lang, menu, provider],
  );
  const loadKey = tables.length && mode === 'edit' && id ? `${masterName}/${id}/details` : null;
  const loaded = useAsync(loadKey, async () => {
    const getDetails = provider.getDetails?.bind(provider);
    if (!getDetails) throw new Error('The data provider cannot read detail rows (getDetails)');
    const entries = await Promise.all(
      tables.map(async (t) => [t.def.key, await getDetails<EditableRow>(masterName, t.def.key, id!)] as const),
    );
    return Object.fromEntries(entries) as Record<string, Partial<EditableRow>[]>;
  });
  const empty = useMemo(() => Object.fromEntries(tables.map((t) => [t.def.key, []])), [tables]);
  const rows = loadKey ? loaded.data : empty;
  const loadedIds = useMemo(() => {
    const ids = new Set<string>();
    for (const list of Object.values(rows ?? {})) for (const r of list) if (r.id) ids.add(String(r.id));
    return ids;
  }, [rows]);

  const apis = useRef(new Map<string, EditableTableApi>());
  const binders = useRef(new Map<string, (api: EditableTableApi | null) => void>());
  const sent = useRef(new Map<string, EditableRow[]>());
  const bind = useCallback((key: string) => {
    let binder = binders.current.get(key);
    if (!binder) {
      binder = (api) => (api ? apis.current.set(key, api) : apis.current.delete(key));
      binders.current.set(key, binder);
    }
    return binder;
  }, []);

  const collect = useCallback(async (): Promise<DetailCollectResult> => {
    const body: Record<string, unknown> = {};
    let invalid: string | undefined;
    for (const t of tables) {
      const api = apis.current.get(t.def.key);
      if (!api) continue;
      const { values, errors } = await api.getValues();
      if (Object.keys(errors).length) invalid ??= t.def.key;
      sent.current.set(t.def.key, values);
      body[t.def.key] = detailPayload(values, t.columns, loadedIds);
    }
    return invalid ? { body, invalid } : { body };
  }, [tables, loadedIds]);

  const showServerErrors = useCallback(
    (errors: DetailErrorMap | undefined) => {
      for (const t of tables) {
        const values = sent.current.get(t.def.key);
        if (values) apis.current.get(t.def.key)?.setErrors(rowErrorsFromServer(errors, t.def.key, values, loadedIds));
      }
    },
    [tables, loadedIds],
  );

  return { tables, rows, loadError: loaded.error, bind, collect, showServerErrors };
}
