import { buttonStyles } from '#client/components/ui/button-styles.ts';
import type { MyFeedback } from '#shared/contracts/feedback.ts';
import type { QueuedRating } from '../hooks/use-queued-rating.ts';

/** Where my rating stands: waiting on this device, refused (and why), or saved. */
interface RatingStatusProps {
  queued: QueuedRating;
  saved: MyFeedback | null;
  justSaved: boolean;
  /** A discarded rating was shown as if saved: the page asks the server what stands. */
  onDiscarded(): void;
}

export function RatingStatus({ queued, saved, justSaved, onDiscarded }: RatingStatusProps) {
  if (queued.refused) {
    const entry = queued.refused;
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700 dark:text-red-300">
        <span>Not accepted: {entry.lastError?.message ?? 'the server refused this rating.'}</span>
        <button type="button" className={buttonStyles.secondary} onClick={() => queued.retry(entry.id)}>
          Try again
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => { queued.discard(entry.id); onDiscarded(); }}>
          Discard
        </button>
      </div>
    );
  }
  if (queued.pending) {
    return (
      <p role="status" className="text-sm text-amber-700 dark:text-amber-300">
        {queued.blockedBy === 'offline' ? 'Saved on this device: it is sent when you are back online.' : 'Saved on this device, sending…'}
      </p>
    );
  }
  return (
    <p role="status" className="text-sm text-green-700 dark:text-green-300">
      {saved && justSaved ? 'Thank you: your rating is saved.' : saved ? 'Your rating is saved. You can change it.' : ''}
    </p>
  );
}
