// The scroll area: sticky header, the VIRTUAL body and the statistics lines. Only the rows of the
// window (visible + a buffer each side, runtime/core/editable/virtual-window.ts) are mounted, each at
// its own offset in a body as high as all rows, whatever the row count; scrolling re-renders the body
// only when the window's first or last row changes, and rows are memoised, so a scroll frame mounts a
// row or two at most and the rows already there stay put (no relayout or repaint of them).
import { Empty } from 'antd';
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { statisticKinds } from '../../core/editable/statistics.ts';
import { rowWindow, scrollTopFor } from '../../core/editable/virtual-window.ts';
import { ROW_HEIGHT } from '../../core/editable/types.ts';
import { useRowIds } from '../../react/editable-table/store-hooks.ts';
import { StatisticsRow } from './statistics-row.tsx';
import type { TableContext } from './table-context.ts';
import { TableHeader } from './table-header.tsx';
import { TableRow } from './table-row.tsx';
import { useRowDrag } from './use-row-drag.ts';

/** Height of the header and of a statistics line (.et-hcell / .et-stats .et-cell min-height + border). */
const LINE_HEIGHT = 41;

interface GridProps {
  ctx: Omit<TableContext, 'startDrag'>;
  maxHeight: number;
  scrollRef: RefObject<HTMLDivElement | null>;
}

export function TableGrid({ ctx: base, maxHeight, scrollRef }: GridProps) {
  const ids = useRowIds(base.store);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const win = rowWindow({ scrollTop, viewportHeight: maxHeight, rowCount: ids.length, rowHeight: ROW_HEIGHT });
  const winRef = useRef(win);
  useEffect(() => {
    winRef.current = win;
  });

  // Scroll once the new rows are in the DOM (before, the area is too short to scroll that far).
  const { store } = base;
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const index = store.takeScrollRequest();
    if (index === null || !el) return;
    el.scrollTop = scrollTopFor(index, el.scrollTop, maxHeight, ROW_HEIGHT);
    setScrollTop(el.scrollTop);
  }, [ids, store, scrollRef, maxHeight]);

  // While the rows in view are still mounted (the buffer covers them), the next window is rendered as
  // a transition: React builds the new rows between frames, yielding, instead of inside the frame
  // that scrolled. A jump past the mounted rows (scrollbar drag, keyboard) updates at once.
  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const top = el.scrollTop;
    const next = rowWindow({ scrollTop: top, viewportHeight: maxHeight, rowCount: ids.length });
    const now = winRef.current;
    if (next.start === now.start && next.end === now.end) return;
    const inView = rowWindow({ scrollTop: top, viewportHeight: maxHeight, rowCount: ids.length, buffer: 0 });
    if (inView.start >= now.start && inView.end <= now.end) startTransition(() => setScrollTop(top));
    else setScrollTop(top);
  }, [scrollRef, maxHeight, ids.length]);

  const { drag, start, lineTop } = useRowDrag(bodyRef, scrollRef, ids.length, base.api.moveRow);
  const [ctx, setCtx] = useState<TableContext>({ ...base, startDrag: start });
  if (ctx.store !== base.store || !sameSetup(ctx, base)) setCtx({ ...base, startDrag: start });

  const visible = ids.slice(win.start, win.end);
  // The header and the statistics lines sit in the same scroll area, above and below the body.
  const headerAndStats = LINE_HEIGHT * (1 + statisticKinds(ctx.columns).length) + 2;
  return (
    <div
      ref={scrollRef}
      className="et-scroll"
      style={{ maxHeight: maxHeight + headerAndStats }}
      onScroll={onScroll}
      data-dragging={drag ? true : undefined}
    >
      <div role="grid" aria-rowcount={ids.length + 1} style={{ minWidth: ctx.minWidth }}>
        <TableHeader ctx={ctx} />
        <div ref={bodyRef} className="et-body" role="rowgroup" style={ids.length ? { height: win.total } : undefined}>
          {ids.length === 0 ? (
            <Empty className="et-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={ctx.t('editableEmpty')} />
          ) : null}
          {visible.map((id, i) => (
            <TableRow key={id} id={id} index={win.start + i} last={win.start + i === ids.length - 1} ctx={ctx} />
          ))}
          {lineTop !== null ? <div className="et-drop" style={{ top: lineTop - 1 }} /> : null}
        </div>
        <StatisticsRow ctx={ctx} />
      </div>
    </div>
  );
}

/** The context changes only when the table's setup does (not on every parent render). */
function sameSetup(a: TableContext, b: Omit<TableContext, 'startDrag'>): boolean {
  return (Object.keys(b) as (keyof typeof b)[]).every((k) => a[k] === b[k]);
}
