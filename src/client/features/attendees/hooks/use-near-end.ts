import { useCallback, useLayoutEffect, useRef } from 'react';

// "Show more" by itself as the reader scrolls: the returned callback ref goes on an element
// after the last row; `onNearEnd` runs when it comes within `margin` below the viewport. Give
// that element a key that changes with the row count, so a fresh observer looks again after
// each batch (an element still in view would otherwise never be reported a second time).
export function useNearEnd(onNearEnd: () => void, margin = '600px') {
  const callback = useRef(onNearEnd);
  useLayoutEffect(() => {
    callback.current = onNearEnd;
  });
  return useCallback(
    (node: Element | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && callback.current(), { rootMargin: `0px 0px ${margin} 0px` });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [margin],
  );
}
