import type { CheckInOverview } from '#shared/contracts/check-in.ts';
import { badge, card } from '#client/components/ui/form-styles.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { fullName, skewText, statusCopy, whenText } from './overview-rows.ts';

export interface UndoTarget {
  accountId: string;
  name: string;
}

interface RecentScansListProps {
  scans: CheckInOverview['recent'];
  /** Organizers only (Event::CheckIn::Undo). */
  onUndo?: (target: UndoTarget) => void;
  busy: boolean;
}

/** The latest scans at every door, newest first, with how each one stands. */
export function RecentScansList({ scans, onUndo, busy }: RecentScansListProps) {
  return (
    <section aria-labelledby="recent-scans" className={card}>
      <h2 id="recent-scans" className="text-lg font-semibold">
        Recent scans
      </h2>
      {scans.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Nobody has been scanned yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
          {scans.map((scan) => {
            const name = fullName(scan.person);
            const status = statusCopy[scan.status];
            return (
              <li key={scan.id} className="flex flex-wrap items-center gap-3 py-3" data-scan-status={scan.status}>
                <Avatar firstName={scan.person.firstName} lastName={scan.person.lastName} src={scan.person.picture?.src} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{name}</p>
                  <p className="text-sm text-gray-600 dark:text-gray-400">
                    {whenText(scan.scannedAt)} · {scan.deviceLabel} · {scan.method === 'scan' ? 'code' : 'by name'}
                  </p>
                  {scan.clockSkewMs === null ? null : (
                    // The door's clock was not believed: the time above is the nearest believable one.
                    <p className="text-sm text-amber-800 dark:text-amber-300" data-clock-skew={scan.clockSkewMs}>
                      Device clock {skewText(scan.clockSkewMs)}: it said {whenText(scan.deviceScannedAt)}
                    </p>
                  )}
                </div>
                <span className={`${badge} ${status.tone}`}>{status.label}</span>
                {onUndo && scan.status === 'checked-in' ? (
                  <button
                    type="button"
                    className={buttonStyles.ghost}
                    disabled={busy}
                    aria-label={`Undo check-in of ${name}`}
                    onClick={() => onUndo({ accountId: scan.person.accountId, name })}
                  >
                    Undo
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
