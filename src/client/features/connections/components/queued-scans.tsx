import { badge } from '#client/components/ui/form-styles.ts';
import { formatConnectedAt } from '../connected-when.ts';
import type { QueuedScan } from '../hooks/use-queued-connection-writes.ts';
import { ConnectionNote } from './connection-note.tsx';

/**
 * Scans the server has not confirmed yet, at the top of the list. Who it is stays unknown until
 * then (the code holds only an id), but a note can already be written: it follows the scan.
 */
export function QueuedScans({ scans, notes }: { scans: readonly QueuedScan[]; notes: ReadonlyMap<string, string> }) {
  if (scans.length === 0) return null;
  return (
    <section aria-labelledby="queued-scans-title" className="mt-6">
      <h2 id="queued-scans-title" className="text-sm font-semibold text-gray-700 dark:text-gray-200">
        Waiting to sync
      </h2>
      <ul className="mt-2 space-y-3">
        {scans.map((scan) => (
          <li key={scan.entryId} className="rounded-2xl border border-dashed border-gray-300 p-4 dark:border-gray-700">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">New connection</p>
              <span className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200`}>Waiting to sync</span>
            </div>
            <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">Scanned {formatConnectedAt(scan.scannedAt)}. Their name appears once it syncs.</p>
            {scan.accountId ? (
              <ConnectionNote accountId={scan.accountId} name="this person" note={notes.get(scan.accountId) ?? ''} waiting={notes.has(scan.accountId)} />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
