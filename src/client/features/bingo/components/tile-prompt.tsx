import { useLayoutEffect, useRef } from 'react';

/** Smallest text a tile shrinks to, in px; below it a browser that can hyphenate may. */
const smallestPx = 8;

/**
 * A tile's prompt at the largest size at which every word fits the tile's width and the whole
 * prompt its height. Words are never broken mid-word without a hyphen ("organizatio / n"):
 * shrinking works in every browser, hyphens:auto only where the browser has a dictionary.
 */
export function TilePrompt({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const span = ref.current;
    const tile = span?.parentElement;
    if (!span || !tile) return;
    const overflows = () => span.scrollWidth > span.clientWidth + 0.5 || tile.scrollHeight > tile.clientHeight + 0.5;
    const fit = () => {
      span.style.fontSize = '';
      span.style.hyphens = '';
      let size = parseFloat(getComputedStyle(span).fontSize);
      while (overflows() && size > smallestPx) {
        size = Math.max(smallestPx, size - 0.5);
        span.style.fontSize = `${size}px`;
      }
      if (overflows()) span.style.hyphens = 'auto';
    };
    fit();
    // The tile's size follows the screen's (a 4×4 card on a turned phone): fit again then.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    resizes?.observe(tile);
    return () => resizes?.disconnect();
  }, [text]);
  return (
    <span ref={ref} className="font-medium leading-tight break-normal">
      {text}
    </span>
  );
}
