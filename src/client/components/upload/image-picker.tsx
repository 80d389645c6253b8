import { useEffect, useState, type DragEvent } from 'react';
import type { UploadResult } from '#shared/contracts/profile.ts';
import type { UploadPurposeName } from '#shared/contracts/uploads.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { ImageIcon } from '../ui/admin-icons.tsx';
import { ImageFileButtons } from './image-file-buttons.tsx';
import { useImageUpload } from './use-image-upload.ts';
import { UploadProgress } from './upload-progress.tsx';

interface ImagePickerProps {
  /** What the image is, for the buttons and the progress bar: "logo", "event picture". */
  what: string;
  purpose: UploadPurposeName;
  /** The image now (saved or just uploaded); null for none. */
  src: string | null;
  /** square: a logo; wide: a 2:1 banner. */
  shape: 'square' | 'wide';
  hint: string;
  onUploaded: (result: UploadResult) => void;
  onRemove: () => void;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Pick (or drop) an image, see it at once, watch it upload, keep or remove it. The server
 * re-encodes it and strips its metadata; what comes back is an /uploads/… path to save.
 */
export function ImagePicker({ what, purpose, src, shape, hint, onUploaded, onRemove, onBusyChange }: ImagePickerProps) {
  const { state, choose, cancel } = useImageUpload(purpose, onUploaded);
  const [dragging, setDragging] = useState(false);
  const local = state.status === 'idle' ? null : state.preview;
  const shown = state.status === 'done' ? src : (local ?? src);
  const busy = state.status === 'uploading';
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void choose(file);
  };
  const frame = shape === 'square' ? 'size-28 rounded-2xl' : 'aspect-[2/1] w-full max-w-sm rounded-xl';

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`${frame} relative flex shrink-0 items-center justify-center overflow-hidden border-2 border-dashed bg-gray-50 dark:bg-gray-800/60 ${
          dragging ? 'border-primary-500' : shown ? 'border-transparent' : 'border-gray-300 dark:border-gray-700'
        }`}
      >
        {shown ? (
          <img src={shown} alt={`Current ${what}`} className="size-full object-cover" />
        ) : (
          <span className="flex flex-col items-center gap-1 px-2 text-center text-xs text-gray-500 dark:text-gray-400">
            <ImageIcon className="size-7" />
            No {what} yet
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <ImageFileButtons
          chooseLabel={shown ? `Change ${what}` : `Choose ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`}
          chooseClassName={buttonStyles.secondary}
          cancelClassName={buttonStyles.ghost}
          removeLabel={`Remove ${what}`}
          busy={busy}
          canRemove={Boolean(src)}
          choose={choose}
          cancel={cancel}
          onRemove={onRemove}
        />
        <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">{hint}</p>
        {state.status === 'uploading' ? <UploadProgress fraction={state.progress} label={`${what} upload`} /> : null}
        {state.status === 'done' ? (
          <p role="status" className="mt-2 text-sm font-medium text-emerald-700 dark:text-emerald-300">
            Uploaded.
          </p>
        ) : null}
        {state.status === 'error' ? (
          <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200">
            {state.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
