import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 px-4 py-2 text-left text-sm text-gray-800 outline-none hover:bg-gray-100 focus:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus:bg-gray-800';

export function MenuLink({ children, ...props }: LinkProps & { children: ReactNode }) {
  return (
    <Link {...props} role="menuitem" tabIndex={-1} className={itemClass}>
      {children}
    </Link>
  );
}

export function MenuButton({ children, onSelect, danger }: { children: ReactNode; onSelect: () => void; danger?: boolean }) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={onSelect}
      className={`${itemClass} ${danger ? 'font-semibold text-red-600 dark:text-red-400' : ''}`}
    >
      {children}
    </button>
  );
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 border-t border-gray-200 dark:border-gray-800" />;
}
