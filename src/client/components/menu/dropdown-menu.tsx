import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createTypeAhead } from './type-ahead.ts';
import { useMenuDismiss } from './use-menu-dismiss.ts';

interface DropdownMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  buttonContent: ReactNode;
  buttonClassName?: string;
  /** Non-interactive content above the items (e.g. who is signed in). */
  header?: ReactNode;
  /** MenuLink / MenuButton elements. */
  children: ReactNode;
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/** A WAI-ARIA menu button: arrow keys, Home/End, Escape, Tab and type-ahead. */
export function DropdownMenu({ label, buttonContent, buttonClassName, header, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const typeAhead = useRef(createTypeAhead());
  const id = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  useMenuDismiss(open, [buttonRef, menuRef], () => close(false));

  useEffect(() => {
    if (!open) return;
    const items = menuItems(menuRef.current);
    (focusTarget === 'first' ? items[0] : items[items.length - 1])?.focus();
  }, [open, focusTarget]);

  const openWith = (target: 'first' | 'last') => {
    setFocusTarget(target);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(current + 1);
    else if (event.key === 'ArrowUp') focusAt(current - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return close(false);
    else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const labels = items.map((item) => item.textContent ?? '');
      const index = typeAhead.current.next(event.key, labels, current);
      if (index >= 0) focusAt(index);
    } else return;
    event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        className={buttonClassName}
        onClick={() => (open ? close(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {buttonContent}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('[role="menuitem"]')) close(false);
          }}
          // The dropdown sits 8 px below its button and stays 8 px inside the viewport edge, so it
          // is never cut off on a narrow screen.
          className="absolute right-0 z-50 mt-2 w-60 max-w-[calc(100vw-16px)] origin-top-right animate-fade-in overflow-hidden rounded-xl border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-800 dark:bg-gray-900"
        >
          {header}
          {children}
        </div>
      ) : null}
    </div>
  );
}
