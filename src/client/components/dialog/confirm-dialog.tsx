import { useId, useRef, type ReactNode } from 'react';
import { buttonStyles } from '../ui/button-styles.ts';
import { useModal } from './use-modal.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Red confirm button, for what cannot be undone. */
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question (role="alertdialog"). Cancel comes first and takes the focus, so Enter on
 * a stray key press never removes anyone; Escape and a click outside cancel as well.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, danger = false, pending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useModal(ref, open, onCancel);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[60] flex items-end justify-center bg-gray-950/50 p-4 pt-[calc(1rem+env(safe-area-inset-top))] pb-[calc(1rem+env(safe-area-inset-bottom))] sm:items-center" onClick={onCancel}>
      <div
        ref={ref}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={children ? `${id}-body` : undefined}
        className="w-full max-w-md animate-fade-in rounded-2xl bg-white p-5 shadow-xl ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {children ? (
          <div id={`${id}-body`} className="mt-2 text-sm text-gray-600 dark:text-gray-300">
            {children}
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={pending}>
            Cancel
          </button>
          <button type="button" className={danger ? buttonStyles.danger : buttonStyles.primary} onClick={onConfirm} disabled={pending}>
            {pending ? 'Working…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
