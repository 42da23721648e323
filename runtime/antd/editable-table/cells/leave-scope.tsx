// Leaving a cell whose editor opens a dialog or popover (pickers, popup, input_pop): the table treats
// the cell's onBlur as "the user left the cell" (click-to-edit mode ends editing, which unmounts the
// editor and its dialog). Focus moving into the editor's own dialog, popover or dropdown (portals
// outside the cell), or within the cell, is not leaving; blurs inside those portals are not the
// cell's. Everything else calls onLeave.
import type { CSSProperties, FocusEvent, ReactNode } from 'react';

const POPUPS =
  '.ant-modal-root,.ant-modal-wrap,.ant-popover,.ant-select-dropdown,.ant-picker-dropdown,.ant-tooltip,.ant-image-preview-root';

const BLOCK: CSSProperties = { display: 'block', width: '100%', minWidth: 0 };

export function LeaveScope({ onLeave, children }: { onLeave: () => void; children: ReactNode }) {
  const blur = (e: FocusEvent<HTMLSpanElement>) => {
    const scope = e.currentTarget;
    if (!(e.target instanceof Node) || !scope.contains(e.target)) return; // from a dialog of the cell
    const next = e.relatedTarget;
    if (next instanceof Element && (scope.contains(next) || next.closest(POPUPS))) return;
    onLeave();
  };
  return (
    <span style={BLOCK} onBlur={blur}>
      {children}
    </span>
  );
}
