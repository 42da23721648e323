// The compact read-only text a cell shows outside editing (click-to-edit mode): one line, cut with an
// ellipsis, the whole text in the native tooltip.
import type { CSSProperties } from 'react';

const STYLE: CSSProperties = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

export function CellText({ text }: { text: string }) {
  if (!text) return null;
  return (
    <span className="editable-cell-text" title={text} style={STYLE}>
      {text}
    </span>
  );
}
