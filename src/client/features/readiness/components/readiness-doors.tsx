import type { Readiness } from '#shared/contracts/readiness.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { ageText, countText } from '../readiness-text.ts';

/** Each door device: how old its roster is, and the scans it still holds. */
export function ReadinessDoors({ readiness }: { readiness: Readiness }) {
  const { doors, generatedAt } = readiness;
  return (
    <section aria-labelledby="readiness-doors" className={card}>
      <h2 id="readiness-doors" className="text-lg font-semibold">
        Door devices
      </h2>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        Attendee list last changed {ageText(doors.membersChangedAt, generatedAt)}. A device’s roster is as old as its last sync.
      </p>
      {doors.devices.length === 0 ? (
        <p className="mt-2 text-sm">No device has downloaded the roster yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
          {doors.devices.map((device) => (
            <li key={`${device.label}-${device.lastSyncAt}`} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <p className="font-semibold">{device.label}</p>
              <p className="text-sm text-gray-600 dark:text-gray-400">
                Roster from {ageText(device.lastSyncAt, generatedAt)} · {device.pendingScans === null ? 'unsent scans not reported' : `${countText(device.pendingScans, 'scan')} waiting`}
              </p>
              {device.rosterBehind ? (
                <p className="w-full text-sm font-semibold text-red-700 dark:text-red-400">Older than the last change to the attendee list: open Check-in on it with a connection.</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
