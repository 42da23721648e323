// Dragging a dialog by its title: the offset follows the pointer while the button is held and is
// applied by the dialog's modalRender as a transform.
import { useCallback, useState, type PointerEvent } from 'react';

export function useDrag() {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const onPointerDown = useCallback(
    (e: PointerEvent) => {
      if (e.button !== 0) return;
      const start = { x: e.clientX - offset.x, y: e.clientY - offset.y };
      const move = (ev: globalThis.PointerEvent) => setOffset({ x: ev.clientX - start.x, y: ev.clientY - start.y });
      const up = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
    },
    [offset],
  );
  return { offset, onPointerDown };
}
