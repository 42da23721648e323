// useEditableTable (README.md): one EditableTableEngine (store + API) for the table's life, the add
// settings, and a new dataSource array replacing the rows. Nothing here is React state except the add
// settings: a keystroke goes to the store and re-renders only the components reading that cell.
import { useEffect, useState } from 'react';
import type {
  AddSettings,
  CellValue,
  EditableColumn,
  EditableRow,
  EditableTableApi,
} from '../../core/editable/types.ts';
import type { EditableRowStore } from './row-store.ts';
import { EditableTableEngine, type EditableTableOptions } from './table-engine.ts';
import { useAddSettings } from './use-add-settings.ts';

export type { EditableTableOptions, ValuesChange } from './table-engine.ts';

export interface EditableTableController {
  store: EditableRowStore;
  api: EditableTableApi;
  columns: EditableColumn[];
  /** The field holding the sort number (the isOrder column, the sortKey option, else orderNum). */
  sortKey: string;
  addSettings: AddSettings;
  setAddSettings(next: Partial<AddSettings>): void;
  /** A cell edit (value, plus other fields of the row for popups). */
  changeCell(rowId: string, key: string, value: CellValue, others?: Partial<EditableRow>): void;
  /** The cell was left: check it now. */
  blurCell(rowId: string, key: string): Promise<void>;
  /** Adds rows with the saved add settings (the toolbar's 新增). */
  addWithSettings(): EditableRow[];
}

export function useEditableTable(options: EditableTableOptions): EditableTableController {
  const [engine] = useState(() => new EditableTableEngine(options));
  const [addSettings, setAddSettings] = useAddSettings(options.storageKey);
  // Callbacks and columns are read when used, so the API keeps its identity across renders.
  useEffect(() => engine.configure(options));
  useEffect(() => engine.syncData(options.dataSource), [engine, options.dataSource]);
  useEffect(() => () => engine.dispose(), [engine]);
  return {
    store: engine.store,
    api: engine.api,
    columns: options.columns,
    sortKey: engine.sortKey,
    addSettings,
    setAddSettings,
    changeCell: engine.changeCell,
    blurCell: engine.blurCell,
    addWithSettings: () => engine.addWithSettings(addSettings),
  };
}
