import { useEffect, useId, useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { queuedWriteErrorText } from '#client/lib/queued-write-error.ts';
import type { AlbumTile } from '../hooks/use-album-photos.ts';
import type { LikeOverride } from '../hooks/use-photo-actions.ts';

export interface PhotoActionsProps {
  photo: AlbumTile;
  likeOf: (photo: AlbumTile) => LikeOverride;
  /** Queued in the outbox; rejects when the phone could not keep it. */
  onLike: (photo: AlbumTile, liked: boolean, likesNow: number) => Promise<unknown> | void;
  canDelete: (photo: AlbumTile) => boolean;
  /** May resolve with the words to show (a string) instead of the usual thanks. */
  onReport: (photo: AlbumTile, reason: string) => Promise<unknown>;
  onDelete: (photo: AlbumTile) => Promise<unknown>;
  /** While a form is open the arrow keys belong to it. */
  onBusy?: (busy: boolean) => void;
}

type Mode = { kind: 'idle' } | { kind: 'report' } | { kind: 'delete' } | { kind: 'done'; text: string };

/** Under the photo (keyed by photo, so a half-written report does not follow to the next one): who added it, its caption, the like button, report and delete. */
export function PhotoActions({ photo, likeOf, onLike, canDelete, onReport, onDelete, onBusy }: PhotoActionsProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const like = likeOf(photo);
  useEffect(() => onBusy?.(mode.kind === 'report'), [mode.kind, onBusy]);

  const run = async (job: () => Promise<unknown>, done: string) => {
    setPending(true);
    setError(null);
    try {
      const said = await job();
      setMode({ kind: 'done', text: typeof said === 'string' ? said : done });
    } catch (failure) {
      setError(queuedWriteErrorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="bg-gray-950 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] text-sm">
      <p className="font-semibold">{photo.uploaderName}</p>
      {photo.caption ? <p className="mt-0.5 whitespace-pre-line text-gray-200">{photo.caption}</p> : null}
      {photo.status === 'pending' ? <p className="mt-1 text-amber-300">Only you see this photo until an organizer approves it.</p> : null}
      {photo.status === 'hidden' ? <p className="mt-1 text-amber-300">An organizer hid this photo: only you see it.</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {photo.status === 'visible' ? (
          <button
            type="button"
            aria-pressed={like.liked}
            className={`${buttonStyles.ghost} text-white hover:bg-white/10 dark:text-white`}
            onClick={() => {
              setError(null);
              Promise.resolve(onLike(photo, !like.liked, like.likes)).catch((failure: unknown) => setError(queuedWriteErrorText(failure)));
            }}
          >
            <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span> Like
            <span className="tabular-nums" aria-label={`${like.likes} likes`}>
              {like.likes}
            </span>
            {like.pending ? <span className="text-xs text-gray-300">(waiting to sync)</span> : null}
          </button>
        ) : null}
        {photo.status === 'visible' && mode.kind === 'idle' ? (
          <button type="button" className={`${buttonStyles.ghost} text-white hover:bg-white/10 dark:text-white`} onClick={() => setMode({ kind: 'report' })}>
            Report
          </button>
        ) : null}
        {canDelete(photo) && mode.kind === 'idle' ? (
          <button type="button" className={`${buttonStyles.ghost} text-red-300 hover:bg-white/10`} onClick={() => setMode({ kind: 'delete' })}>
            Delete
          </button>
        ) : null}
      </div>
      {mode.kind === 'report' ? (
        <form
          className="mt-2 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => onReport(photo, reason.trim()), 'Thank you: the organizers will look at this photo.');
          }}
        >
          <label htmlFor={`${id}-reason`} className="font-medium">
            What is wrong with this photo?
          </label>
          <textarea
            id={`${id}-reason`}
            required
            minLength={3}
            maxLength={500}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="rounded-lg border border-gray-600 bg-gray-900 p-2 text-white"
          />
          <div className="flex gap-2">
            <button type="submit" className={buttonStyles.primary} disabled={pending || reason.trim().length < 3}>
              {pending ? 'Sending…' : 'Send report'}
            </button>
            <button type="button" className={`${buttonStyles.ghost} text-white dark:text-white`} onClick={() => setMode({ kind: 'idle' })}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {mode.kind === 'delete' ? (
        <div role="group" aria-label="Delete this photo" className="mt-2 flex flex-wrap items-center gap-2">
          <p>Delete this photo for everyone? This cannot be undone.</p>
          <button type="button" className={`${buttonStyles.ghost} text-white dark:text-white`} onClick={() => setMode({ kind: 'idle' })}>
            Keep it
          </button>
          <button type="button" className={buttonStyles.danger} disabled={pending} onClick={() => void run(() => onDelete(photo), 'Photo deleted.')}>
            {pending ? 'Deleting…' : 'Delete photo'}
          </button>
        </div>
      ) : null}
      <p role="status" className="mt-1 min-h-5 text-gray-300">
        {mode.kind === 'done' ? mode.text : null}
      </p>
      {error ? (
        <p role="alert" className="text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
