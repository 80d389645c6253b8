import { buttonStyles } from '#client/components/ui/button-styles.ts';
import type { OutboxView } from '#client/offline/use-outbox.ts';
import { readPhotoAction, type PhotoAction } from '../photo-action-outbox.ts';

const waitingWords: Record<PhotoAction['kind'], [string, string]> = {
  like: ['like', 'likes'],
  report: ['report', 'reports'],
  delete: ['photo to delete', 'photos to delete'],
};

const refusedWords: Record<PhotoAction['kind'], string> = {
  like: 'Like not saved',
  report: 'Report not sent',
  delete: 'Photo not deleted',
};

/**
 * Likes, reports and deletes made on this phone that the server has not taken yet: how many wait
 * (and why: offline), and each refused one with its reason, Retry and Discard (a discarded delete
 * brings the photo back). Nothing leaves unseen.
 */
export function PendingPhotoActions({ eventId, outbox }: { eventId: string; outbox: OutboxView }) {
  const mine = outbox.entries.flatMap((entry) => {
    const action = readPhotoAction(entry);
    return action && action.eventId === eventId ? [{ entry, action }] : [];
  });
  const waiting = new Map<PhotoAction['kind'], number>();
  for (const { entry, action } of mine) if (entry.state === 'pending') waiting.set(action.kind, (waiting.get(action.kind) ?? 0) + 1);
  const refused = mine.filter(({ entry }) => entry.state === 'failed');
  if (waiting.size === 0 && refused.length === 0) return null;
  const counts = [...waiting].map(([kind, count]) => `${count} ${waitingWords[kind][count === 1 ? 0 : 1]}`).join(', ');
  return (
    <section aria-label="Album changes on this phone" className="flex flex-col gap-2 text-sm">
      {waiting.size > 0 ? (
        <p role="status" className="text-gray-700 dark:text-gray-300">
          Waiting to sync: {counts}
          {outbox.blockedBy === 'offline' ? ' (sent when you are back online)' : outbox.blockedBy === 'signed-out' ? ' (sent once you sign in again)' : ''}.
        </p>
      ) : null}
      {refused.map(({ entry, action }) => (
        <div key={entry.id} className="flex flex-wrap items-center gap-2 rounded-xl p-3 ring-1 ring-red-200 dark:ring-red-900">
          <p role="alert" className="min-w-0 flex-1 text-red-700 dark:text-red-300">
            {refusedWords[action.kind]}: {entry.lastError?.message ?? 'the server refused it'}
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={() => outbox.retry(entry.id)}>
            Retry
          </button>
          <button type="button" className={buttonStyles.ghost} onClick={() => outbox.discard(entry.id)}>
            Discard
          </button>
        </div>
      ))}
    </section>
  );
}
