import { useCallback, useEffect, useRef, useState } from 'react';

export interface TabScroller {
  ref: React.RefObject<HTMLDivElement | null>;
  /** Tabs hide past the start (left) / the end (right) of the bar. */
  hidden: { start: boolean; end: boolean };
  /** Scrolls most of a bar's width towards the start (-1) or the end (1). */
  page: (direction: -1 | 1) => void;
}

const smooth = (): ScrollBehavior => (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/**
 * A horizontal tab bar that says when tabs hide past either edge and keeps the open page's tab
 * (aria-current="page") in view, on arrival and after every move (`location` changes).
 */
export function useTabScroller(location: string): TabScroller {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const bar = ref.current;
    if (!bar) return;
    const start = bar.scrollLeft > 1;
    const end = bar.scrollLeft + bar.clientWidth < bar.scrollWidth - 1;
    setHidden((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);

  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    measure();
    // Older engines (and jsdom) have no ResizeObserver: the window's resize then stands in.
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(bar);
    if (bar.firstElementChild) resizes?.observe(bar.firstElementChild);
    if (!resizes) addEventListener('resize', measure);
    bar.addEventListener('scroll', measure, { passive: true });
    return () => {
      resizes?.disconnect();
      removeEventListener('resize', measure);
      bar.removeEventListener('scroll', measure);
    };
  }, [measure]);

  useEffect(() => {
    const bar = ref.current;
    const active = bar?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!bar || !active) return;
    // Clear of the edge buttons (44 px), else centred; scrollLeft only, so the page never jumps.
    const barBox = bar.getBoundingClientRect();
    const tabBox = active.getBoundingClientRect();
    const margin = 48;
    if (tabBox.left >= barBox.left + margin && tabBox.right <= barBox.right - margin) return;
    bar.scrollLeft += tabBox.left + tabBox.width / 2 - (barBox.left + barBox.width / 2);
    measure();
  }, [location, measure]);

  const page = useCallback((direction: -1 | 1) => {
    const bar = ref.current;
    if (bar) bar.scrollBy({ left: direction * Math.max(bar.clientWidth * 0.7, 120), behavior: smooth() });
  }, []);

  return { ref, hidden, page };
}
