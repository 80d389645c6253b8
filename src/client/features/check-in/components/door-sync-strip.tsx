import { clockTime } from '#client/lib/clock-time.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { checkInOps, doorSyncText } from '../door-sync-text.ts';

const outcomeTone = { accepted: 'text-green-300', duplicate: 'text-amber-300', rejected: 'text-red-300' } as const;

/** The scan page's sync line and the last sync's answers, always in view over the camera. */
export function DoorSyncStrip() {
  const view = useOutbox({ ops: checkInOps });
  const items = view.lastReport?.items.slice(-2) ?? [];
  return (
    <div className="text-sm">
      <p role="status" aria-live="polite" className="font-semibold" data-pending={view.pending}>
        {doorSyncText(view.pending, view.failed.length)}
      </p>
      {view.lastReport && items.length ? (
        <div className="mt-1">
          <p className="text-xs text-gray-300">Last sync at {clockTime(view.lastReport.at)}</p>
          <ul>
            {items.map((item) => (
              <li key={`${item.entryId}-${item.at}`} className={outcomeTone[item.outcome]}>
                {item.summary.replace(/^Check-in: /, '')}: {item.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
