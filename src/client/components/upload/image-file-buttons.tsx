import { useId, type ReactNode } from 'react';
import { acceptedImageTypes } from '#shared/contracts/uploads.ts';
import { buttonStyles } from '../ui/button-styles.ts';

interface ImageFileButtonsProps {
  /** The visible "choose" button (a label for the hidden file input). */
  chooseLabel: ReactNode;
  chooseClassName: string;
  cancelClassName: string;
  removeLabel: string;
  busy: boolean;
  /** Whether there is a saved image to remove. */
  canRemove: boolean;
  choose: (file: File) => unknown;
  cancel: () => void;
  onRemove: () => void;
  className?: string;
}

/**
 * The buttons of an image picker: choose a file (camera or library on phones), cancel the upload
 * under way, or remove the image. The file input is cleared after each pick, so the same file can
 * be chosen again.
 */
export function ImageFileButtons({ chooseLabel, chooseClassName, cancelClassName, removeLabel, busy, canRemove, choose, cancel, onRemove, className = 'flex flex-wrap gap-2' }: ImageFileButtonsProps) {
  const id = useId();
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={`${chooseClassName} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600 ${busy ? 'pointer-events-none opacity-60' : ''}`}
      >
        {chooseLabel}
      </label>
      <input
        id={id}
        type="file"
        accept={acceptedImageTypes.join(',')}
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      {busy ? (
        <button type="button" className={cancelClassName} onClick={cancel}>
          Cancel upload
        </button>
      ) : canRemove ? (
        <button
          type="button"
          className={buttonStyles.ghost}
          onClick={() => {
            cancel();
            onRemove();
          }}
        >
          {removeLabel}
        </button>
      ) : null}
    </div>
  );
}
