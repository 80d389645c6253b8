import type { QueuedLead } from '../exhibitor-outbox.ts';
import type { LeadPerson } from '../lead-person.ts';
import { leadPersonLabel, LeadPersonSummary } from './lead-person-summary.tsx';

const small = 'min-h-11 px-2 font-semibold';

/**
 * A lead in the outbox, shown in the list like the others: "Waiting to be sent" until the server
 * takes it, or what the server said when it refused it (kept until discarded, never dropped).
 * A refused code cannot be sent again as it is; a lead that failed otherwise can be retried.
 */
export function QueuedLeadRow({ lead, found, onRetry, onDiscard }: { lead: QueuedLead; found: LeadPerson; onRetry: () => void; onDiscard: () => void }) {
  return (
    <li className="flex flex-col gap-1 py-2" aria-label={leadPersonLabel(found)}>
      <LeadPersonSummary found={found} />
      {lead.rating !== null ? <p className="text-sm">Rating {lead.rating} of 5</p> : null}
      {lead.note ? <p className="text-sm whitespace-pre-line">{lead.note}</p> : null}
      {lead.state === 'pending' ? (
        <p className="text-sm font-semibold text-amber-700 dark:text-amber-300">Waiting to be sent</p>
      ) : (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">
          <p>
            <span className="font-semibold">Not saved:</span> {lead.error?.message ?? 'refused by the server'}
          </p>
          <div className="mt-1 flex gap-2">
            {lead.error?.code !== 'REJECTED' ? (
              <button type="button" className={`${small} underline`} onClick={onRetry}>
                Try again
              </button>
            ) : null}
            <button type="button" className={`${small} underline`} onClick={onDiscard}>
              Discard
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
