// Pointer drag of a row by its handle: the row under the pointer is the drop target (fixed row height,
// so no measuring), a line shows where it goes, the scroll area follows the pointer near its edges,
// and the drop moves the row (the controller recomputes the sort numbers). Escape cancels.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ROW_HEIGHT } from '../../core/editable/types.ts';

export interface DragState {
  from: number;
  over: number;
}

const EDGE = 32;
const STEP = 16;

export function useRowDrag(
  bodyRef: RefObject<HTMLDivElement | null>,
  scrollRef: RefObject<HTMLDivElement | null>,
  rowCount: number,
  onDrop: (from: number, to: number) => void,
) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const latest = useRef({ rowCount, onDrop, drag });
  useEffect(() => {
    latest.current = { rowCount, onDrop, drag };
  });

  const start = useCallback((index: number, event: React.PointerEvent) => {
    if (event.button !== 0) return;
    event.preventDefault();
    setDrag({ from: index, over: index });
  }, []);

  const dragging = drag !== null;
  useEffect(() => {
    if (!dragging) return;
    const overAt = (clientY: number) => {
      const body = bodyRef.current;
      if (!body) return 0;
      const y = clientY - body.getBoundingClientRect().top;
      return Math.max(0, Math.min(latest.current.rowCount - 1, Math.floor(y / ROW_HEIGHT)));
    };
    const move = (e: PointerEvent) => {
      const scroller = scrollRef.current;
      if (scroller) {
        const box = scroller.getBoundingClientRect();
        if (e.clientY < box.top + EDGE) scroller.scrollTop -= STEP;
        else if (e.clientY > box.bottom - EDGE) scroller.scrollTop += STEP;
      }
      const over = overAt(e.clientY);
      setDrag((d) => (d && d.over !== over ? { ...d, over } : d));
    };
    const up = () => {
      const d = latest.current.drag;
      setDrag(null);
      if (d && d.over !== d.from) latest.current.onDrop(d.from, d.over);
    };
    const key = (e: KeyboardEvent) => e.key === 'Escape' && setDrag(null);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('keydown', key);
    document.body.classList.add('et-dragging');
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('keydown', key);
      document.body.classList.remove('et-dragging');
    };
  }, [dragging, bodyRef, scrollRef]);

  /** Top of the drop line inside the body, or null when not dragging or not moving. */
  const lineTop =
    drag && drag.over !== drag.from ? (drag.over > drag.from ? drag.over + 1 : drag.over) * ROW_HEIGHT : null;
  return { drag, start, lineTop };
}
