import type { CheckInOverview } from '#shared/contracts/check-in.ts';
import { card } from '#client/components/ui/form-styles.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { fullName, whenText } from './overview-rows.ts';

/**
 * Second admissions of someone already in (two offline doors, or a second try): kept, never
 * counted twice, shown with the check-in that stands.
 */
export function DuplicatesList({ duplicates }: { duplicates: CheckInOverview['duplicates'] }) {
  return (
    <section aria-labelledby="duplicate-scans" className={card}>
      <h2 id="duplicate-scans" className="text-lg font-semibold">
        Duplicate records
      </h2>
      {duplicates.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">No one has been admitted twice.</p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
          {duplicates.map((duplicate) => (
            <li key={duplicate.id} className="flex items-center gap-3 py-3" data-duplicate={duplicate.person.accountId}>
              <Avatar firstName={duplicate.person.firstName} lastName={duplicate.person.lastName} src={duplicate.person.picture?.src} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{fullName(duplicate.person)}</p>
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  Scanned {whenText(duplicate.scannedAt)} by {duplicate.deviceLabel}
                </p>
                <p className="text-sm text-gray-600 dark:text-gray-400">
                  Already checked in at {whenText(duplicate.standing.at)} by {duplicate.standing.deviceLabel}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
