import { useEffect } from 'react';
import { warmSearchText, type PeopleIndex } from '../people-index.ts';

// The search text of 5,000 people takes a while on a slow phone: made when the page is idle
// after the first rows show, so neither those rows nor the first keystroke wait for it.
export function useWarmSearch(index: PeopleIndex | null): void {
  useEffect(() => {
    if (!index || index.texts) return;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => warmSearchText(index), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => warmSearchText(index), 200);
    return () => clearTimeout(timer);
  }, [index]);
}
