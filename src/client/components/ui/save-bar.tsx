import { FormAlert } from '#client/components/feedback/form-alert.tsx';
import { buttonStyles } from './button-styles.ts';

interface SaveBarProps {
  /** What the form is doing now, read out to screen readers as it changes. */
  status: string;
  formError: string | null;
  canSave: boolean;
  busy: boolean;
  /** Shown as a Discard button when given (only while there are unsaved changes). */
  onDiscard?: () => void;
}

/**
 * The sticky bottom bar of a long edit form: its state, a form-level error, Discard and Save.
 * Solid, as the header: a blurred sticky bar is filtered again every frame the form scrolls under it.
 */
export function SaveBar({ status, formError, canSave, busy, onDiscard }: SaveBarProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-gray-200 bg-white px-4 py-3 sm:mx-0 sm:rounded-2xl sm:border dark:border-gray-800 dark:bg-gray-950">
      {formError ? (
        <div className="mb-2">
          <FormAlert message={formError} />
        </div>
      ) : null}
      <div className="flex items-center justify-end gap-3">
        <p className="flex-1 text-sm text-gray-600 dark:text-gray-400" aria-live="polite">
          {status}
        </p>
        {onDiscard ? (
          <button type="button" className={buttonStyles.ghost} disabled={busy} onClick={onDiscard}>
            Discard
          </button>
        ) : null}
        <button type="submit" disabled={!canSave} className={buttonStyles.primary}>
          Save changes
        </button>
      </div>
    </div>
  );
}
