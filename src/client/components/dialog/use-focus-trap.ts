import { useEffect, type RefObject } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface FocusTrapOptions {
  /** Elements outside the container that stay reachable (e.g. the header's close button). */
  outsideSelector?: string;
  onEscape?: () => void;
}

/**
 * Keeps Tab inside an open dialog, closes it on Escape, focuses its first control on open
 * and gives focus back to whatever had it before when it closes.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions = {}): void {
  const { outsideSelector, onEscape } = options;
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previous = document.activeElement as HTMLElement | null;
    const focusables = () => [
      ...(outsideSelector ? Array.from(document.querySelectorAll<HTMLElement>(outsideSelector)) : []),
      ...Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)),
    ];
    const first = Array.from(container.querySelectorAll<HTMLElement>(focusableSelector))[0];
    (first ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape?.();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      const nextIndex = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1;
      event.preventDefault();
      items[nextIndex]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref, active, outsideSelector, onEscape]);
}
