import { useEffect, useRef } from 'react';

/**
 * A notification opens /event/…/posts#post-<id>: once that update is on the page, bring it into
 * view and move focus to it (so screen readers start there), once per visit.
 */
export function usePostAnchor(postIds: readonly string[]): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || typeof location === 'undefined') return;
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id.startsWith('post-') || !postIds.includes(id.slice('post-'.length))) return;
    const element = document.getElementById(id);
    if (!element) return;
    done.current = true;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [postIds]);
}
