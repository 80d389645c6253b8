import { useEffect, useRef } from 'react';
import { useLocation } from '@tanstack/react-router';

/**
 * A notification opens /event/…/posts#post-<id> (from another page, or this one): once that
 * update is on the page, bring it into view and move focus to it (so screen readers start
 * there), once per hash. Focus moves after the click that navigated has settled (a closing panel
 * hands focus back to its button first).
 */
export function usePostAnchor(postIds: readonly string[]): void {
  const hash = useLocation({ select: (location) => location.hash });
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (handled.current === id || !id.startsWith('post-') || !postIds.includes(id.slice('post-'.length))) return;
    const timer = setTimeout(() => {
      const element = document.getElementById(id);
      if (!element) return;
      handled.current = id;
      element.scrollIntoView?.({ block: 'start' });
      element.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [hash, postIds]);
}
