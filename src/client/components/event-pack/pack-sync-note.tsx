import type { PackStatus } from '#client/lib/event-pack/pack-store.ts';
import { clockTime } from '#client/lib/clock-time.ts';

/** One quiet line under a page title: when the data on this device was last refreshed. */
export function PackSyncNote({ status }: { status: PackStatus }) {
  const text = status.syncing
    ? 'Refreshing…'
    : status.error
      ? status.error
      : status.lastSyncAt
        ? `Updated ${clockTime(status.lastSyncAt)}`
        : null;
  if (!text) return null;
  return (
    <p role="status" aria-live="polite" className={`mt-2 text-xs ${status.error ? 'text-amber-700 dark:text-amber-400' : 'text-gray-500 dark:text-gray-400'}`}>
      {text}
    </p>
  );
}
