import { useId, useRef, type ReactNode } from 'react';
import { iconButton } from '../ui/button-styles.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { useModal } from './use-modal.ts';

interface ModalDialogProps {
  open: boolean;
  title: string;
  description?: string;
  children: ReactNode;
  onClose: () => void;
}

/**
 * A modal with a form or more in it (role="dialog"): a full-height sheet on a phone, a
 * centred card on a wider screen. Focus stays inside; Escape and the close button close it.
 * A click outside does not, so a half-filled form is never lost to a stray tap.
 */
export function ModalDialog({ open, title, description, children, onClose }: ModalDialogProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useModal(ref, open, onClose);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[60] flex items-stretch justify-center bg-gray-950/50 sm:items-center sm:p-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="flex max-h-dvh w-full animate-fade-in flex-col bg-white shadow-xl sm:max-h-[90dvh] sm:max-w-2xl sm:rounded-2xl sm:ring-1 sm:ring-gray-200 dark:bg-gray-900 dark:sm:ring-gray-800"
      >
        <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 pt-[calc(0.75rem+env(safe-area-inset-top))] pb-3 sm:px-6 sm:pt-3 dark:border-gray-800">
          <div className="min-w-0 pt-2">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={`${id}-description`} className="mt-1 text-sm text-gray-600 dark:text-gray-400">
                {description}
              </p>
            ) : null}
          </div>
          <button type="button" className={`${iconButton} -mr-2`} onClick={onClose} aria-label="Close">
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 pb-[calc(1rem+env(safe-area-inset-bottom))] sm:px-6 sm:pb-4">{children}</div>
      </div>
    </div>
  );
}
