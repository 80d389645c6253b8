import { useEffect, type RefObject } from 'react';

/** Closes a popup when the pointer goes down outside it and its trigger. */
export function useMenuDismiss(open: boolean, refs: RefObject<HTMLElement | null>[], onDismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!refs.some((ref) => ref.current?.contains(target))) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, refs, onDismiss]);
}
