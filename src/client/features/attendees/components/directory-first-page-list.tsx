import type { MouseEvent } from 'react';
import type { DirectoryFirstPage } from '#shared/contracts/attendees.ts';
import { AttendeeRow, attendeeListStyle } from './attendee-row.tsx';

interface DirectoryFirstPageListProps {
  eventId: string;
  page: DirectoryFirstPage;
  onRowClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * The directory's first page while the whole directory is on its way (a first visit): the first
 * people by name, as the list will show them, and a line saying the rest are loading. Search and
 * filters come with the whole directory, which replaces this.
 */
export function DirectoryFirstPageList({ eventId, page, onRowClick }: DirectoryFirstPageListProps) {
  return (
    <>
      <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-400">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-gray-300 border-t-primary-600 dark:border-gray-700 dark:border-t-primary-400" />
        {page.total === 1 ? '1 person' : `${page.total} people`} · loading the whole list for search
      </p>
      {page.people.length ? (
        <ul onClick={onRowClick} className={attendeeListStyle}>
          {page.people.map((person) => (
            <AttendeeRow key={person.attendeeId} eventId={eventId} person={person} />
          ))}
        </ul>
      ) : null}
    </>
  );
}
