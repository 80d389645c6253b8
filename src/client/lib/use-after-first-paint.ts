import { startTransition, useEffect, useState } from 'react';

// A long list's first render on a slow phone: drawing a hundred cards took half a second at CPU 4×
// (the schedule on a first visit, issue 35), and nothing showed until all were laid out. The
// page draws what fills the screen first, and the rest once that frame is on screen, as a
// transition React may interrupt for a tap. Only at mount: a filter or a day chosen later is drawn
// whole at once, so the list never shrinks under the reader's thumb.

/** False until the first frame with `ready` (the list's data) has been painted; then true for good. */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the next animation frame: the first one has been painted by then.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted, ready]);
  return painted;
}

/** The first `count` items across groups (a day's sessions each), keeping each group's other fields. */
export function firstItemsOf<Group extends { items: readonly unknown[] }>(groups: readonly Group[], count: number): Group[] {
  const kept: Group[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    kept.push(group.items.length <= left ? group : { ...group, items: group.items.slice(0, left) });
    left -= group.items.length;
  }
  return kept;
}
