import { useLayoutEffect, useState, type RefObject } from 'react';

// The grid draws only the rows near the screen: 2,000 photos are ~700 rows, and a phone scrolls
// smoothly through a few dozen image elements, not thousands. The page itself scrolls (the
// browser's own momentum), so the window follows window.scrollY. The only React state is the
// window (columns, tile size, first and last row), updated at most once a frame and only when
// it changes. The first measure runs before the first paint (a layout effect), so the grid is
// never drawn at a guessed size and then moved.

export interface GridWindow {
  columns: number;
  tile: number;
  gap: number;
  firstRow: number;
  lastRow: number;
}

export const gridGap = 2;
const overscanRows = 4;

export function columnsFor(width: number): number {
  if (width >= 1024) return 6;
  if (width >= 640) return 4;
  return 3;
}

/** The rows to draw for a grid whose top sits `top` px from the page top. Pure, for tests and the bench. */
export function visibleRows(input: { count: number; columns: number; rowHeight: number; top: number; scrollY: number; viewport: number }): { firstRow: number; lastRow: number } {
  const rows = Math.ceil(input.count / input.columns);
  if (rows === 0 || input.rowHeight <= 0) return { firstRow: 0, lastRow: -1 };
  const from = Math.floor((input.scrollY - input.top) / input.rowHeight) - overscanRows;
  const to = Math.ceil((input.scrollY + input.viewport - input.top) / input.rowHeight) + overscanRows;
  return { firstRow: Math.max(0, Math.min(rows - 1, from)), lastRow: Math.max(0, Math.min(rows - 1, to)) };
}

export function useGridWindow(ref: RefObject<HTMLElement | null>, count: number): GridWindow {
  const [state, setState] = useState<GridWindow>({ columns: 3, tile: 120, gap: gridGap, firstRow: 0, lastRow: 8 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const width = element.clientWidth || window.innerWidth;
      const columns = columnsFor(width);
      const tile = Math.max(1, (width - gridGap * (columns - 1)) / columns);
      const top = element.getBoundingClientRect().top + window.scrollY;
      const rows = visibleRows({ count, columns, rowHeight: tile + gridGap, top, scrollY: window.scrollY, viewport: window.innerHeight || 800 });
      setState((previous) =>
        previous.columns === columns && previous.tile === tile && previous.firstRow === rows.firstRow && previous.lastRow === rows.lastRow ? previous : { columns, tile, gap: gridGap, ...rows },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [ref, count]);
  return state;
}
