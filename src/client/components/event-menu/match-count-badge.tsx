import { useQuery } from '@tanstack/react-query';
import { useEventStore } from '#client/stores/event-store.ts';
import { matchCountQuery } from '#client/lib/queries/matches-queries.ts';

/** The Attendees tile's badge: the active attendee's match count, absent unless it is above 0. */
export function MatchCountBadge() {
  const attendeeId = useEventStore((state) => state.activeAttendee?.id ?? '');
  const { data: count } = useQuery(matchCountQuery(attendeeId));
  if (!count || count <= 0) return null;
  return (
    <span
      data-testid="match-count-badge"
      className="absolute top-2 right-2 inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs leading-6 font-bold text-white"
    >
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{count === 1 ? ', 1 match' : `, ${count} matches`}</span>
    </span>
  );
}
