import type { Lead } from '#shared/contracts/exhibitors.ts';

/** The stand's leads: a private profile shows as such, never guessed. */
export function LeadList({ leads }: { leads: readonly Lead[] }) {
  if (leads.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">No leads yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-gray-200 dark:divide-gray-800" aria-label="Leads">
      {leads.map((lead) => (
        <li key={lead.id} className="py-2">
          <p className="font-semibold">{lead.person.visible ? `${lead.person.firstName ?? ''} ${lead.person.lastName ?? ''}` : 'Private profile'}</p>
          {lead.person.visible && (lead.person.headline || lead.person.company) ? (
            <p className="text-sm text-gray-600 dark:text-gray-400">{[lead.person.headline, lead.person.company].filter(Boolean).join(' · ')}</p>
          ) : null}
          {lead.rating !== null ? <p className="text-sm">Rating {lead.rating} of 5</p> : null}
          {lead.note ? <p className="text-sm whitespace-pre-line">{lead.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
