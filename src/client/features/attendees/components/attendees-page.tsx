import { useLayoutEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { PackGate } from '#client/components/event-pack/pack-gate.tsx';
import { PackSyncNote } from '#client/components/event-pack/pack-sync-note.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useFirstScreen } from '#client/lib/first-screen/use-first-screen.ts';
import type { AttendeesSearch } from '../attendees-search.ts';
import { markAttendeesMount, measureAttendeeList } from '../attendees-timing.ts';
import { useNearEnd } from '../hooks/use-near-end.ts';
import { useTypedQuery } from '../hooks/use-typed-query.ts';
import { useWarmSearch } from '../hooks/use-warm-search.ts';
import { indexPeople, searchPeople } from '../people-index.ts';
import { AttendeeFilters } from './attendee-filters.tsx';
import { AttendeeRow, attendeeListStyle } from './attendee-row.tsx';
import { useRowLinkClicks } from '../hooks/use-row-link-clicks.ts';
import { useDirectoryFirstPage } from '../hooks/use-directory-first-page.ts';
import { DirectoryFirstPageList } from './directory-first-page-list.tsx';

// Rows are added in batches (5,000 people would be slow to lay out on a phone): the first batch
// fills a phone screen about twice and is quick to draw (each keystroke redraws it); scrolling
// near the end, or "Show more", adds the next one.
export const attendeePageSize = 24;

interface AttendeesPageProps {
  eventId: string;
  search: AttendeesSearch;
  onSearch: (patch: Partial<AttendeesSearch>) => void;
}

export function AttendeesPage({ eventId, search: urlSearch, onSearch: toUrl }: AttendeesPageProps) {
  markAttendeesMount();
  const [typed, type] = useTypedQuery(urlSearch.q, (q) => toUrl({ q }));
  const search = useMemo(() => ({ ...urlSearch, q: typed }), [urlSearch, typed]);
  const onSearch = (patch: Partial<AttendeesSearch>) => {
    const { q, ...rest } = patch;
    if ('q' in patch) type(q);
    if (Object.keys(rest).length) toUrl(rest);
  };
  const { pack, status } = useEventPack(eventId);
  const followRowLink = useRowLinkClicks(eventId);
  const people = pack.directory?.people;
  // A first visit: the first people while the whole directory is on its way (use-directory-first-page.ts).
  const firstPage = useDirectoryFirstPage(eventId, !people);
  const index = useMemo(() => (people ? indexPeople(people) : null), [people]);
  useWarmSearch(index);
  // The results are drawn with the keystroke itself, in one frame: searching 5,000 people and
  // redrawing a batch of memoised rows is quicker than deferring them (useDeferredValue), which
  // put every result a frame later.
  const found = useMemo(() => (index ? searchPeople(index, search) : []), [index, search]);
  const resetKey = `${search.filter}|${search.q}|${search.role}|${search.interest}`;
  const [shown, setShown] = useState({ key: resetKey, count: attendeePageSize });
  const count = shown.key === resetKey ? shown.count : attendeePageSize;
  const showMore = () => setShown({ key: resetKey, count: count + attendeePageSize });
  const nearEnd = useNearEnd(showMore);
  const speakers = search.filter === 'speakers';
  // Performance marks (attendees-timing.ts): first rows painted, and each keystroke's result.
  const hasRows = found.length > 0;
  const shownQuery = search.q ?? '';
  useLayoutEffect(() => measureAttendeeList(hasRows, shownQuery), [hasRows, shownQuery, found]);
  // Drawn from the saved data (or its absence): this replaces the saved first screen, and is the next one.
  useFirstScreen(status.loaded, pack.directory, Boolean(people ?? firstPage));
  return (
    <div className="flex flex-col gap-5">
      <div>
        <PageHeader
          title={speakers ? 'Speakers' : 'Attendees'}
          actions={
            <Link to="/event/$eventId/matches" params={{ eventId }} className={buttonStyles.secondary}>
              My matches
            </Link>
          }
        />
        <PackSyncNote status={status} />
      </div>
      <PackGate status={status} hasData={pack.directory !== null || firstPage !== null} what="The attendee list">
        {!people && firstPage ? (
          <DirectoryFirstPageList eventId={eventId} page={firstPage} onRowClick={followRowLink} />
        ) : (
          <>
            <AttendeeFilters search={search} interests={index?.interests ?? []} onSearch={onSearch} />
            <p role="status" aria-live="polite" className="text-sm text-gray-600 dark:text-gray-400">
              {found.length === 1 ? '1 person' : `${found.length} people`}
            </p>
            {found.length ? (
              <ul data-first-screen-list onClick={followRowLink} className={attendeeListStyle}>
                {found.slice(0, count).map((person) => (
                  <AttendeeRow key={person.attendeeId} eventId={eventId} person={person} />
                ))}
              </ul>
            ) : (
              <p className="py-8 text-center text-gray-600 dark:text-gray-400">No one matches.</p>
            )}
            {found.length > count ? (
              <button key={count} ref={nearEnd} type="button" className={buttonStyles.secondary} onClick={showMore}>
                Show more ({found.length - count} more)
              </button>
            ) : null}
          </>
        )}
      </PackGate>
    </div>
  );
}
