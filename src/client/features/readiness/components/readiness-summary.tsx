import type { Readiness } from '#shared/contracts/readiness.ts';
import { packRetentionDays } from '#shared/rules/pack-retention.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { ageText, countText, durationText, kilobytesText } from '../readiness-text.ts';

const figure = 'mt-1 text-2xl font-bold tabular-nums';
const note = 'mt-1 text-sm text-gray-600 dark:text-gray-400';

/** The three figures organizers ask first: what a phone holds, how many phones have it, the doors. */
export function ReadinessSummary({ readiness }: { readiness: Readiness }) {
  const { totals, phones, doors, generatedAt } = readiness;
  const behind = doors.devices.filter((device) => device.rosterBehind).length;
  // A feed not built yet is counted in the database: what is sent for it is brotli's usual share.
  const sentAbout = readiness.features.some((feature) => feature.data.transferEstimated) ? 'about ' : '';
  return (
    <section aria-labelledby="readiness-summary" className={`${card} grid gap-5 sm:grid-cols-3`}>
      <h2 id="readiness-summary" className="sr-only">
        Summary
      </h2>
      <div>
        <h3 className="text-sm font-semibold text-gray-600 dark:text-gray-400">On each phone</h3>
        <p className={figure} data-testid="readiness-total" data-bytes={totals.storedBytes}>
          {kilobytesText(totals.storedBytes)}
        </p>
        <p className={note}>
          First download {durationText(totals.downloadSeconds)} at 1 Mbit/s ({sentAbout}
          {kilobytesText(totals.transferBytes)} sent)
        </p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-600 dark:text-gray-400">Phones with the event saved</h3>
        <p className={figure} data-testid="readiness-phones" data-saved={phones.saved} data-current={phones.current}>
          {phones.saved.toLocaleString('en')}
          <span className="text-base font-semibold text-gray-600 dark:text-gray-400"> of {countText(phones.members, 'member')}</span>
        </p>
        <p className={note}>
          {phones.saved === 0
            ? 'No phone has reported yet.'
            : `${countText(phones.current, 'phone')} up to date (every part synced since the last change) · ${phones.syncedWithinHour.toLocaleString('en')} synced in the last hour · last ${ageText(phones.lastReportAt, generatedAt)}`}
        </p>
        <p className={note}>Counted for {packRetentionDays} days after a phone’s last sync: a phone keeps a saved event that long after it was last opened.</p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-gray-600 dark:text-gray-400">Door devices with the roster</h3>
        <p className={figure} data-testid="readiness-doors">
          {doors.devices.length.toLocaleString('en')}
        </p>
        <p className={note}>
          {doors.devices.length === 0
            ? 'None yet.'
            : `${behind ? `${countText(behind, 'roster')} out of date` : 'All rosters up to date'} · ${countText(doors.pendingScans, 'scan')} waiting`}
        </p>
      </div>
    </section>
  );
}
