import { buttonStyles } from '#client/components/ui/button-styles.ts';

interface ConsoleFormActionsProps {
  submitLabel: string;
  busy: boolean;
  /** A logo still uploading: saving now would save the form without it. */
  uploading: boolean;
  onCancel?: () => void;
}

/** A console form's Save (or Add) button, and Cancel where the form edits a row in place. */
export function ConsoleFormActions({ submitLabel, busy, uploading, onCancel }: ConsoleFormActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={buttonStyles.primary} disabled={busy || uploading}>
        {busy ? 'Saving…' : submitLabel}
      </button>
      {onCancel ? (
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
          Cancel
        </button>
      ) : null}
    </div>
  );
}
