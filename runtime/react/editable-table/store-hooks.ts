// Hooks reading one slice of the row store (useSyncExternalStore with a primitive snapshot), so a
// component re-renders only when its own slice changes: a cell on its value, error or editing state,
// a row on its selection or disabled state, the body on the order, the statistics on any data change.
import { useCallback, useSyncExternalStore } from 'react';
import { isRowDisabled } from '../../core/editable/rows.ts';
import type { CellValue, DisabledRows, EditableRow } from '../../core/editable/types.ts';
import type { EditableRowStore } from './row-store.ts';

function useRowSlice<T>(store: EditableRowStore, id: string, read: () => T): T {
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, read, read);
}

export function useCellValue(store: EditableRowStore, id: string, key: string): CellValue {
  return useRowSlice(store, id, () => store.getRow(id)?.[key]);
}

export function useCellError(store: EditableRowStore, id: string, key: string): string | undefined {
  return useRowSlice(store, id, () => store.getError(id, key));
}

/** The row object (for cells that need the whole row: popups, slots); re-renders on any change of it. */
export function useRow(store: EditableRowStore, id: string): EditableRow | undefined {
  return useRowSlice(store, id, () => store.getRow(id));
}

export function useCellActive(store: EditableRowStore, id: string, key: string): boolean {
  return useRowSlice(store, id, () => store.isActive(id, key));
}

/** The active cell asks its editor to take the focus. */
export function useCellFocus(store: EditableRowStore, id: string, key: string): boolean {
  return useRowSlice(store, id, () => store.isActive(id, key) && store.getActive()!.focus);
}

export function useRowSelected(store: EditableRowStore, id: string): boolean {
  return useRowSlice(store, id, () => store.isSelected(id));
}

export function useRowDisabled(store: EditableRowStore, id: string, disabledRows: DisabledRows | undefined): boolean {
  return useRowSlice(store, id, () => {
    const row = store.getRow(id);
    return !!row && isRowDisabled(row, disabledRows);
  });
}

export function useRowIds(store: EditableRowStore): readonly string[] {
  return useSyncExternalStore(store.subscribeList, store.getIds, store.getIds);
}

/** Re-renders on any change of values or order; returns the data version (read rows with store.getRows()). */
export function useDataVersion(store: EditableRowStore): number {
  return useSyncExternalStore(store.subscribeData, store.getDataVersion, store.getDataVersion);
}

export function useSelectionVersion(store: EditableRowStore): number {
  return useSyncExternalStore(store.subscribeSelection, store.getSelectionVersion, store.getSelectionVersion);
}
