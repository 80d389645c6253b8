import { useEffect, type RefObject } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';

/**
 * What every modal needs while open: focus kept inside (Escape calls onEscape), and the page
 * under it held still. (Not stores/scroll-lock.ts: sharing it with the first bundle would make it a
 * request of its own on the landing page.)
 */
export function useModal(ref: RefObject<HTMLElement | null>, open: boolean, onEscape: () => void): void {
  useFocusTrap(ref, open, { onEscape });
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);
}
