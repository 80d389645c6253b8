import { clockTime } from '#client/lib/clock-time.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { checkInOps } from '../door-sync-text.ts';

const outcomeWord = { accepted: 'Accepted', duplicate: 'Duplicate', rejected: 'Rejected' } as const;
const outcomeTone = {
  accepted: 'text-green-700 dark:text-green-400',
  duplicate: 'text-amber-700 dark:text-amber-300',
  rejected: 'text-red-700 dark:text-red-400',
} as const;

/** What the last sync of this device's check-ins did: accepted, duplicate (whose, when), rejected (why). */
export function SyncReportList() {
  const report = useOutbox({ ops: checkInOps }).lastReport;
  if (!report) return null;
  return (
    <section aria-labelledby="sync-report-title" className={card}>
      <h2 id="sync-report-title" className="text-lg font-semibold">
        Last sync at {clockTime(report.at)}
      </h2>
      <ul className="mt-2 divide-y divide-gray-200 text-sm dark:divide-gray-800">
        {report.items.map((item) => (
          <li key={`${item.entryId}-${item.at}`} className="py-2">
            <span className={`font-semibold ${outcomeTone[item.outcome]}`}>{outcomeWord[item.outcome]}:</span> {item.summary.replace(/^Check-in: /, '')}
            <span className="block text-gray-600 dark:text-gray-400">{item.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
