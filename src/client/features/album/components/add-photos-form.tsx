import { useId, useState } from 'react';
import { acceptedImageTypes } from '#shared/contracts/uploads.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldHint, fieldLabel, inputBase } from '#client/components/ui/form-styles.ts';
import { queuePhotos } from '../add-photos.ts';

const chooser = `${buttonStyles.secondary} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary-600`;

/**
 * Pick photos from the camera or the gallery (several at once), add a caption, and queue them:
 * each is kept on the phone first and uploads in the background, offline too.
 */
export function AddPhotosForm({ eventId, accountId, onQueued }: { eventId: string; accountId: string; onQueued?: () => void }) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [caption, setCaption] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const pick = (list: FileList | null) => {
    if (list?.length) setFiles((current) => [...current, ...Array.from(list)]);
  };
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!files.length) return;
        setBusy(true);
        void queuePhotos(eventId, accountId, files, caption).then((outcomes) => {
          setBusy(false);
          setProblems(outcomes.filter((outcome) => outcome.error).map((outcome) => `${outcome.fileName}: ${outcome.error}`));
          setFiles([]);
          setCaption('');
          onQueued?.();
        });
      }}
    >
      <h2 id={`${id}-title`} className="font-bold">
        Add photos
      </h2>
      <div className="flex flex-wrap gap-2">
        <label className={chooser}>
          Take a photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <label className={chooser}>
          Choose from gallery
          <input
            type="file"
            accept={acceptedImageTypes.join(',')}
            multiple
            className="sr-only"
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {files.length ? (
        <>
          <ul aria-label="Photos to add" className="flex flex-col gap-1 text-sm">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2">
                <span className="truncate">{file.name || 'Photo'}</span>
                <button type="button" className={buttonStyles.ghost} aria-label={`Remove ${file.name || 'photo'}`} onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <div>
            <label htmlFor={`${id}-caption`} className={fieldLabel}>
              Caption (optional)
            </label>
            <textarea id={`${id}-caption`} rows={2} maxLength={280} value={caption} onChange={(event) => setCaption(event.target.value)} className={`${inputBase} mt-1`} />
            <p className={fieldHint}>The same caption goes with every photo you add now. Location data is removed from each photo.</p>
          </div>
          <div>
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              {busy ? 'Keeping on this phone…' : files.length === 1 ? 'Add 1 photo' : `Add ${files.length} photos`}
            </button>
          </div>
        </>
      ) : null}
      {problems.length ? (
        <ul role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
