import { useEffect } from 'react';
import type { UploadResult } from '#shared/contracts/profile.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { useImageUpload } from '#client/components/upload/use-image-upload.ts';
import { UploadProgress } from '#client/components/upload/upload-progress.tsx';
import { ImageFileButtons } from '#client/components/upload/image-file-buttons.tsx';
import { CameraIcon } from '#client/components/ui/admin-icons.tsx';
import { ProfilePhoto } from './profile-photo.tsx';

interface PhotoPickerProps {
  firstName: string;
  lastName: string;
  /** The photo now (saved or just uploaded); null for none. */
  src: string | null;
  onUploaded: (result: UploadResult) => void;
  onRemove: () => void;
  /** Told when an upload starts and ends, so the page can hold its Next/Save button meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Photo step: pick a file (camera or library on phones), see it at once as it will be cropped
 * (square, round), watch it upload, and keep or remove it. The server makes the real square crop.
 */
export function PhotoPicker({ firstName, lastName, src, onUploaded, onRemove, onBusyChange }: PhotoPickerProps) {
  const { state, choose, cancel } = useImageUpload('avatar', onUploaded);
  const local = state.status === 'idle' ? null : state.preview;
  const shown = state.status === 'done' ? src : (local ?? src);
  const busy = state.status === 'uploading';
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  return (
    <div>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <div className="relative">
          <ProfilePhoto firstName={firstName} lastName={lastName} src={shown} className="size-32 sm:size-36" />
          {local && state.status !== 'done' ? (
            <span className="absolute -right-1 -bottom-1 rounded-full bg-gray-900/80 px-2 py-0.5 text-xs font-medium text-white">Preview</span>
          ) : null}
        </div>
        <div className="w-full min-w-0 flex-1 text-center sm:text-left">
          {local && state.status !== 'done' ? (
            <div className="mb-3 flex items-center justify-center gap-3 sm:justify-start" aria-hidden="true">
              <img src={local} alt="" className="h-16 max-w-28 rounded-md bg-gray-100 object-contain dark:bg-gray-800" />
              <span className="text-xs text-gray-500 dark:text-gray-400">→</span>
              <img src={local} alt="" className="size-16 rounded-md object-cover ring-2 ring-primary-500" />
              <span className="text-left text-xs text-gray-500 dark:text-gray-400">Cropped square</span>
            </div>
          ) : null}
          <ImageFileButtons
            className="flex flex-wrap justify-center gap-2 sm:justify-start"
            chooseLabel={
              <>
                <CameraIcon className="size-5" />
                {src || local ? 'Choose another photo' : 'Choose a photo'}
              </>
            }
            chooseClassName={buttonStyles.primary}
            cancelClassName={buttonStyles.secondary}
            removeLabel="Remove photo"
            busy={busy}
            canRemove={Boolean(src)}
            choose={choose}
            cancel={cancel}
            onRemove={onRemove}
          />
          <p className="mt-2 text-xs text-gray-500 dark:text-gray-400">
            JPEG, PNG, WebP or GIF up to 8 MB. We crop it square and remove its location and camera details.
          </p>
          {state.status === 'uploading' ? <UploadProgress fraction={state.progress} label="Photo upload" /> : null}
          {state.status === 'done' ? (
            <p role="status" className="mt-3 text-sm font-medium text-emerald-700 dark:text-emerald-300">
              Photo uploaded.
            </p>
          ) : null}
          {state.status === 'error' ? (
            <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200">
              {state.message}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
