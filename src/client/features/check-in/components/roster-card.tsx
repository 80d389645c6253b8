import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { DownloadIcon } from '#client/components/ui/icons.tsx';
import { downloadRoster, type RosterApi } from '../stores/roster-sync.ts';
import { useDoorStore, type DownloadProgress } from '../stores/door-store.ts';
import { peopleText, syncedAtText } from '../synced-at-text.ts';
import { CheckInCount } from './check-in-count.tsx';

function ProgressLine({ progress }: { progress: DownloadProgress }) {
  if (progress.phase === 'roster') {
    return (
      <div className="mt-4">
        <p className="text-sm font-medium">Downloading the roster…</p>
        <progress aria-label="Downloading the roster" className="mt-2 h-2 w-full accent-primary-600" />
      </div>
    );
  }
  return (
    <div className="mt-4">
      <p className="text-sm font-medium">
        Saving photos for offline use: {progress.done} of {progress.total}
      </p>
      <progress aria-label="Saving photos" max={progress.total} value={progress.done} className="mt-2 h-2 w-full accent-primary-600" />
    </div>
  );
}

/** What this device holds for the event, and the button that downloads or updates it. */
export function RosterCard({ eventId, api }: { eventId: string; api: RosterApi }) {
  const online = useOnlineStatus();
  const roster = useDoorStore((s) => s.roster);
  const total = useDoorStore((s) => s.index?.total ?? 0);
  const download = useDoorStore((s) => s.download);
  const syncError = useDoorStore((s) => s.syncError);
  const status = useDoorStore((s) => s.status);

  return (
    <section aria-labelledby="roster-title" className={card}>
      <h2 id="roster-title" className="text-lg font-semibold">
        Roster on this device
      </h2>
      {roster ? (
        <div className="mt-2 space-y-1">
          <p className="font-semibold">{`${peopleText(total)} on this device`}</p>
          <CheckInCount className="text-gray-700 dark:text-gray-300" />
          <p className="text-sm text-gray-600 dark:text-gray-400">Last synced {syncedAtText(roster.syncedAt)}</p>
        </div>
      ) : status === 'loading' ? null : (
        <p className="mt-2 text-gray-600 dark:text-gray-300">
          No roster on this device yet. Download it while online: the scanner then works without a network.
        </p>
      )}
      {download ? <ProgressLine progress={download} /> : null}
      {syncError ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {syncError}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={roster ? buttonStyles.secondary : buttonStyles.primary}
          disabled={download !== null || !online || status === 'loading'}
          onClick={() => void downloadRoster(api, eventId)}
        >
          <DownloadIcon className="size-5" /> {roster ? 'Update roster' : 'Download roster'}
        </button>
        {!online ? <p className="text-sm text-gray-600 dark:text-gray-400">Offline: the roster can be updated once you are back online.</p> : null}
      </div>
    </section>
  );
}
