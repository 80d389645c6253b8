import { memo } from 'react';
import type { DirectoryPerson } from '#shared/contracts/attendees.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { badge } from '#client/components/ui/form-styles.ts';
import { attendeeIdAttribute, attendeePath } from '../hooks/use-row-link-clicks.ts';

/** The rows' list frame: the whole list's (attendees-page.tsx) and the directory's first page's alike. */
export const attendeeListStyle =
  'divide-y divide-gray-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 dark:divide-gray-800 dark:bg-gray-900 dark:ring-gray-800';

// Memoised, so rows that stay in the results do not render again on a keystroke. A plain link:
// the list's one click handler navigates (hooks/use-row-link-clicks.ts).
export const AttendeeRow = memo(function AttendeeRow({ eventId, person }: { eventId: string; person: DirectoryPerson }) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  const line = [person.headline, person.company].filter(Boolean).join(' · ');
  return (
    <li>
      <a
        href={attendeePath(eventId, person.attendeeId)}
        {...{ [attendeeIdAttribute]: person.attendeeId }}
        className="flex min-h-14 items-center gap-3 px-3 py-2 hover:bg-gray-50 dark:hover:bg-gray-800"
      >
        <Avatar firstName={person.firstName} lastName={person.lastName} src={person.picture?.src} size="md" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{name}</span>
          {line ? <span className="block truncate text-sm text-gray-600 dark:text-gray-400">{line}</span> : null}
        </span>
        {person.role !== 'attendee' ? <span className={`${badge} bg-gray-100 text-gray-700 capitalize dark:bg-gray-800 dark:text-gray-300`}>{person.role}</span> : null}
      </a>
    </li>
  );
});
