import { useEffect } from 'react';
import { UploadProgress } from '#client/components/upload/upload-progress.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { albumAddPayloadSchema } from '#client/lib/event-pack/album-schemas.ts';
import { discardPhoto } from '../add-photos.ts';
import { forgetSentPhotoFiles } from '../forget-sent-photo-files.ts';
import { useUploadProgressStore } from '../upload-progress-store.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';

/**
 * The viewer's photos still on this phone: each with its progress bar while it uploads, "waiting"
 * while offline, and Retry / Discard when the server refused it. Nothing leaves this list unseen.
 */
export function QueuedPhotos({ eventId }: { eventId: string }) {
  const outbox = useOutbox({ ops: ['album.add'] });
  const online = useOnlineStatus();
  const fractions = useUploadProgressStore((state) => state.fractions);
  const entries = outbox.entries.flatMap((entry) => {
    const payload = albumAddPayloadSchema.safeParse(entry.payload);
    return payload.success && payload.data.eventId === eventId ? [{ entry, payload: payload.data }] : [];
  });

  // Files whose entry is gone (sent or discarded in another tab) are dropped from the phone.
  const entryCount = outbox.entries.length;
  useEffect(() => {
    void forgetSentPhotoFiles().catch(() => undefined);
  }, [entryCount]);

  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="queued-photos-title" className="flex flex-col gap-2">
      <h2 id="queued-photos-title" className="font-bold">
        Your photos on this phone ({entries.length})
      </h2>
      <ul className="flex flex-col gap-3">
        {entries.map(({ entry, payload }) => {
          const fraction = fractions[entry.idempotencyKey];
          return (
            <li key={entry.id} className="rounded-xl p-3 ring-1 ring-gray-200 dark:ring-gray-800" aria-label={`Photo ${payload.fileName}`}>
              <p className="truncate text-sm font-semibold">{payload.fileName}</p>
              {payload.caption ? <p className="truncate text-sm text-gray-600 dark:text-gray-400">{payload.caption}</p> : null}
              {entry.state === 'failed' ? (
                <>
                  <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
                    Not added: {entry.lastError?.message ?? 'the server refused it'}
                  </p>
                  <div className="mt-2 flex gap-2">
                    <button type="button" className={buttonStyles.secondary} onClick={() => outbox.retry(entry.id)}>
                      Retry
                    </button>
                    <button type="button" className={buttonStyles.ghost} onClick={() => void discardPhoto(entry)}>
                      Discard
                    </button>
                  </div>
                </>
              ) : fraction !== undefined ? (
                <UploadProgress fraction={fraction} label={`Uploading ${payload.fileName}`} />
              ) : (
                <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
                  {online ? 'Waiting to upload' : 'Pending: uploads when you are back online'}
                  {entry.lastError && online ? ` (last try: ${entry.lastError.message})` : ''}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
