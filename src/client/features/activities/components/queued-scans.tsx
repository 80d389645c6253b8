import { buttonStyles } from '#client/components/ui/button-styles.ts';
import type { useActivityProgress } from '../hooks/use-activity-progress.ts';

/** This device's scans the server has not confirmed yet, and those it refused (points taken back). */
export function QueuedScans({ progress }: { progress: ReturnType<typeof useActivityProgress> }) {
  const { unconfirmed, refused, outbox } = progress;
  if (unconfirmed.length === 0 && refused.length === 0) return null;
  return (
    <section aria-label="Scans not confirmed yet" className="flex flex-col gap-2">
      {refused.map(({ entry, activity }) => (
        <div key={entry.id} role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">
            Refused: {activity?.name ?? 'an activity'}
            {activity ? <span className="ml-2 line-through">+{activity.points} points</span> : null}
          </p>
          <p>{entry.lastError?.message ?? 'The server refused this scan'}. Its points were taken back.</p>
          <button type="button" className={`${buttonStyles.ghost} mt-1`} onClick={() => outbox.discard(entry.id)}>
            Dismiss
          </button>
        </div>
      ))}
      {unconfirmed.length > 0 ? (
        <ul className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          {unconfirmed.map(({ entry, activity }) => (
            <li key={entry.id}>
              {activity?.name ?? 'Activity'}: +{activity?.points ?? 0} points · <strong>unconfirmed</strong>
              {outbox.blockedBy === 'offline' ? ' (sent when you are back online)' : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
