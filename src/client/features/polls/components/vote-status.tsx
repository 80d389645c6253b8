import type { OutboxEntry } from '#client/offline/outbox.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';

/** A queued vote: waiting (offline, or being sent), or refused by the server with its reason. */
export function VoteStatus({ entry, onDiscard }: { entry: OutboxEntry | null; onDiscard: (id: string) => void }) {
  if (!entry) return null;
  if (entry.state === 'failed') {
    return (
      <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200">
        <p>
          <span className="font-semibold">Your vote was refused:</span> {entry.lastError?.message ?? 'the server did not take it'}
        </p>
        <button type="button" className={`${buttonStyles.ghost} mt-1 -ml-3`} onClick={() => onDiscard(entry.id)}>
          Dismiss
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200">
      Vote pending: saved on this device, it is sent as soon as you are online.
    </p>
  );
}
