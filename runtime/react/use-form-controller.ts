// The create/edit form controller (docs/architecture.md#the-runtime): loads the record on edit, sends add or edit with the
// version for optimistic locking, and surfaces server errors (message, field errors, 409 conflict).
import { useCallback, useMemo, useState } from 'react';
import type { EntityDef, FieldDef } from '../core/registry.ts';
import type { Row } from '../core/wire.ts';
import { formFields, initialValues, serverFieldErrors, toPayload, type FormMode } from './form-model.ts';
import { useDataProvider, useEntity } from './registry-context.tsx';
import { usePermission, type FieldAccess } from './permissions.tsx';
import { useAsync } from './use-async.ts';

export interface FormController {
  entity: EntityDef;
  mode: FormMode;
  fields: FieldDef[];
  /** Field permissions of this user for the entity (hidden fields are already left out of `fields`). */
  access: FieldAccess;
  /** The record being edited (after load). */
  record: Row | undefined;
  /** Values to start the form with; undefined while an edit record loads. */
  initialData: Record<string, unknown> | undefined;
  loading: boolean;
  loadError: Error | null;
  saving: boolean;
  /** Message of the last failed save. */
  error: string | null;
  fieldErrors: Record<string, string>;
  /** The last save failed because someone else changed the record (HTTP 409). */
  conflict: boolean;
  /** The `result` of the last refused save (e.g. a master-detail save's row -> field map in `details`). */
  errorResult: unknown;
  /**
   * Save; resolves to the saved row, or undefined when it failed (see error). `extra` is merged into
   * the body (values of extra form sections, e.g. a user's roles).
   */
  submit(data: Record<string, unknown>, extra?: Record<string, unknown>): Promise<Row | undefined>;
  reload(): void;
  clearError(): void;
}

interface SaveError {
  message: string;
  fieldErrors: Record<string, string>;
  conflict: boolean;
  result: unknown;
}

export function useFormController(entityName: string, id?: string | null): FormController {
  const entity = useEntity(entityName);
  const dataProvider = useDataProvider();
  const mode: FormMode = id ? 'edit' : 'create';
  const access = usePermission().fieldAccess(entity);
  const fields = useMemo(() => formFields(entity, mode, access), [entity, mode, access]);
  const {
    data: record,
    loading,
    error: loadError,
    reload,
  } = useAsync(id ? `${entityName}/${id}` : null, () => dataProvider.getOne<Row>(entityName, id!));
  const initialData = useMemo(
    () =>
      mode === 'create'
        ? initialValues(entity, mode, undefined, access)
        : record
          ? initialValues(entity, mode, record, access)
          : undefined,
    [entity, mode, record, access],
  );
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<SaveError | null>(null);

  const submit = useCallback(
    async (data: Record<string, unknown>, extra?: Record<string, unknown>) => {
      setSaving(true);
      setSaveError(null);
      try {
        const body = { ...toPayload(entity, mode, data, record, access), ...extra };
        return mode === 'edit'
          ? await dataProvider.update(entityName, body as Row & { id: string; version: number })
          : await dataProvider.create(entityName, body);
      } catch (e) {
        const err = e as Error & { status?: number; result?: unknown };
        setSaveError({
          message: err.message || String(e),
          fieldErrors: serverFieldErrors(entity, err.result),
          conflict: err.status === 409,
          result: err.result,
        });
        return undefined;
      } finally {
        setSaving(false);
      }
    },
    [entity, entityName, mode, record, dataProvider, access],
  );

  return {
    entity,
    mode,
    fields,
    access,
    record,
    initialData,
    loading,
    loadError,
    saving,
    error: saveError?.message ?? null,
    fieldErrors: saveError?.fieldErrors ?? {},
    conflict: saveError?.conflict ?? false,
    errorResult: saveError?.result,
    submit,
    reload,
    clearError: () => setSaveError(null),
  };
}
