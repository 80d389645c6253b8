import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { rowWindow, type RowWindow } from '../row-window.ts';

/** A row's height before it was ever drawn: one or two lines of question with its buttons. */
const estimatedRowPx = 104;
/**
 * Rows drawn beyond the screen, above and below, so a flick or a Tab lands on drawn rows (with
 * the steps below, at least 200 px of them past each edge). Every drawn row is style, layout and
 * paint work in each live re-order: 900 px drew about a third more rows for no visible gain.
 */
const overscanPx = 500;
/** Scrolling re-renders the list only when the screen crosses a step this tall. */
const stepPx = 300;

/** A drawn row's ref: observes its height while it is drawn. */
export type RowMeasure = (element: HTMLElement | null) => (() => void) | undefined;

interface View {
  top: number;
  bottom: number;
}

/** The screen's span in px from the list's top edge, rounded to steps so small scrolls change nothing. */
function viewOf(list: HTMLElement | null): View {
  const height = window.innerHeight;
  const top = list ? Math.floor(-list.getBoundingClientRect().top / stepPx) * stepPx : 0;
  return { top, bottom: top + stepPx + height };
}

/**
 * Draws only the rows near the screen of a list the page (window) scrolls, so a live change of a
 * 500-row list re-renders and moves a screenful of rows, not 500. Drawn rows report their height
 * (ResizeObserver); rows never drawn count as estimatedRowPx. Where nothing can be measured
 * (no ResizeObserver), every row is drawn.
 */
export function useRowWindow(keys: readonly string[]): RowWindow & { listRef: (element: HTMLElement | null) => void; measureRow: RowMeasure } {
  const canMeasure = typeof ResizeObserver !== 'undefined';
  const list = useRef<HTMLElement | null>(null);
  // Drawn rows' heights by key; a new map only when one changed.
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [view, setView] = useState<View>(() => viewOf(null));

  const follow = useCallback(() => {
    const next = viewOf(list.current);
    setView((current) => (current.top === next.top && current.bottom === next.bottom ? current : next));
  }, []);

  const observer = useMemo(
    () =>
      canMeasure
        ? new ResizeObserver((entries) => {
            const sizes = entries.map((entry) => [(entry.target as HTMLElement).dataset.rowKey, entry.borderBoxSize[0]?.blockSize ?? entry.target.getBoundingClientRect().height] as const);
            setHeights((current) => {
              const changed = sizes.filter(([key, height]) => key && height > 0 && current.get(key) !== height);
              if (changed.length === 0) return current;
              const next = new Map(current);
              for (const [key, height] of changed) next.set(key as string, height);
              return next;
            });
          })
        : null,
    [canMeasure],
  );

  useEffect(() => {
    if (!observer) return;
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
      observer.disconnect();
    };
  }, [observer, follow]);

  const listRef = useCallback(
    (element: HTMLElement | null) => {
      list.current = element;
      if (element) follow();
    },
    [follow],
  );

  const measureRow = useCallback<RowMeasure>(
    (element) => {
      if (!element || !observer) return;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );

  const range = useMemo(() => {
    if (!canMeasure) return { start: 0, end: keys.length, before: 0, after: 0 };
    const sizes = keys.map((key) => heights.get(key) ?? estimatedRowPx);
    return rowWindow(sizes, view.top - overscanPx, view.bottom + overscanPx);
  }, [canMeasure, keys, view, heights]);

  return { ...range, listRef, measureRow };
}
