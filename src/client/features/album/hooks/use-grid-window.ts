import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

// The grid draws only the rows near the screen: 2,000 photos are ~700 rows, and a phone scrolls
// smoothly through a few dozen image elements, not thousands. The page itself scrolls (the
// browser's own momentum), so the window follows window.scrollY. The only React state is the
// window (columns, tile size, first and last row), updated at most once a frame and only when
// it changes. The first measure runs before the first paint (a layout effect), so the grid is
// never drawn at a guessed size and then moved.
// While scrolling nothing reads the layout but window.scrollY: the grid's width and its place on
// the page are read when they can change (its size or the page's changed: a ResizeObserver,
// whose callback runs with the layout fresh). And the rows a frame needs are rendered in that
// frame's animation callback (flushSync), before the browser lays it out: rendered in a task of
// their own, they would leave the layout stale for the next frame's read of scrollY, which would
// then lay the page out ahead of time, every frame.

export interface GridWindow {
  columns: number;
  tile: number;
  gap: number;
  firstRow: number;
  lastRow: number;
}

const gridGap = 2;

/**
 * How the window of rows is cut: `overscan` rows beyond the screen each way (`overscanAtRest` until
 * the page is first scrolled), and the edges rounded out to multiples of `align` rows (the
 * worker-drawn chunks, thumbnail-chunks.ts chunkWindow).
 */
export interface WindowCut {
  overscan: number;
  overscanAtRest: number;
  align: number;
}

export const rowWindow: WindowCut = { overscan: 4, overscanAtRest: 4, align: 1 };

function columnsFor(width: number): number {
  if (width >= 1024) return 6;
  if (width >= 640) return 4;
  return 3;
}

/** The rows to draw for a grid whose top sits `top` px from the page top (`scrolled`: false before the page's first scroll). Pure, for tests and the bench. */
export function visibleRows(
  input: { count: number; columns: number; rowHeight: number; top: number; scrollY: number; viewport: number; scrolled?: boolean },
  { overscan: scrolledOverscan, overscanAtRest, align }: WindowCut = rowWindow,
): { firstRow: number; lastRow: number } {
  const overscan = input.scrolled === false ? overscanAtRest : scrolledOverscan;
  const rows = Math.ceil(input.count / input.columns);
  if (rows === 0 || input.rowHeight <= 0) return { firstRow: 0, lastRow: -1 };
  const from = Math.floor((input.scrollY - input.top) / input.rowHeight) - overscan;
  const to = Math.ceil((input.scrollY + input.viewport - input.top) / input.rowHeight) + overscan;
  const first = Math.max(0, Math.min(rows - 1, from));
  const last = Math.max(0, Math.min(rows - 1, to));
  return { firstRow: first - (first % align), lastRow: Math.min(rows - 1, last - (last % align) + align - 1) };
}

const sameWindow = (a: GridWindow, b: GridWindow) => a.columns === b.columns && a.tile === b.tile && a.firstRow === b.firstRow && a.lastRow === b.lastRow;

export function useGridWindow(ref: RefObject<HTMLElement | null>, count: number, cut: WindowCut = rowWindow): GridWindow {
  // No rows until measured (the layout effect below, before the first paint): a guessed window
  // reached into the second chunk and started the thumbnail worker on every page load, for nothing.
  const [state, setState] = useState<GridWindow>({ columns: 3, tile: 120, gap: gridGap, firstRow: 0, lastRow: -1 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    let geometry = { width: 0, top: 0 };
    const readGeometry = () => {
      geometry = { width: element.clientWidth || window.innerWidth, top: element.getBoundingClientRect().top + window.scrollY };
    };
    // The window last given to React: a frame whose window is the same leaves React out entirely
    // (asked anyway, even to change nothing, it costs a slow phone time in every frame of a scroll).
    let given: GridWindow | null = null;
    const update = (next: GridWindow) => {
      given = next;
      setState(next);
    };
    const windowNow = (): GridWindow => {
      const columns = columnsFor(geometry.width);
      const tile = Math.max(1, (geometry.width - gridGap * (columns - 1)) / columns);
      const rows = visibleRows({ count, columns, rowHeight: tile + gridGap, top: geometry.top, scrollY: window.scrollY, viewport: window.innerHeight || 800, scrolled }, cut);
      return { columns, tile, gap: gridGap, ...rows };
    };
    const onFrame = () => {
      frame = 0;
      const next = windowNow();
      if (!given || !sameWindow(given, next)) flushSync(() => update(next));
    };
    // Scrolled once (or opened scrolled): from then on the rows beyond the screen are drawn ahead.
    let scrolled = window.scrollY > 0;
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(onFrame);
    };
    const onScroll = () => {
      scrolled = true;
      schedule();
    };
    const remeasure = () => {
      readGeometry();
      schedule();
    };
    readGeometry();
    update(windowNow());
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', remeasure);
    // The grid's own size, and the page's (something above the grid grew or shrank, moving it).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(remeasure);
    observer?.observe(element);
    observer?.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', remeasure);
      observer?.disconnect();
    };
  }, [ref, count, cut]);
  return state;
}
