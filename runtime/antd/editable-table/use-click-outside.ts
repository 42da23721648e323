// Click-to-edit mode (spec 001 §4.5): a pointer press outside the active cell ends its editing and
// checks it. Presses inside antd popups (select lists, date panels, popovers, dialogs, which live in
// portals outside the cell) do not count as outside.
import { useEffect } from 'react';
import type { EditableRowStore } from '../../react/editable-table/row-store.ts';

const POPUPS =
  '.ant-select-dropdown,.ant-picker-dropdown,.ant-popover,.ant-modal-root,.ant-dropdown,.ant-cascader-dropdown';

export function useClickOutside(
  store: EditableRowStore,
  enabled: boolean,
  onLeave: (rowId: string, key: string) => void,
) {
  useEffect(() => {
    if (!enabled) return;
    const press = (e: PointerEvent | MouseEvent) => {
      const active = store.getActive();
      if (!active) return;
      const target = e.target instanceof Element ? e.target : null;
      const cell = target?.closest('[data-cell]');
      if (cell && cell.getAttribute('data-cell') === active.key && cell.getAttribute('data-row-id') === active.rowId)
        return;
      if (target?.closest(POPUPS)) return;
      store.setActive(null);
      onLeave(active.rowId, active.key);
    };
    document.addEventListener('mousedown', press, true);
    return () => document.removeEventListener('mousedown', press, true);
  }, [store, enabled, onLeave]);
}
