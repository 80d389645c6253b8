import { Link } from '@tanstack/react-router';
import type { Meeting } from '#shared/contracts/meetings.ts';
import { Avatar } from '#client/components/ui/avatar.tsx';
import { timeRange } from '#client/lib/session-time.ts';
import { meetingPlaceText } from './meeting-place.ts';

/** A booked 1:1 meeting among the sessions of "My agenda": time, place, the other person, a link to it on the Meetings page. */
export function AgendaMeetingCard({ meeting, timeZone }: { meeting: Meeting; timeZone: string }) {
  const name = `${meeting.other.firstName} ${meeting.other.lastName}`.trim() || 'Someone';
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-primary-200 dark:bg-gray-900 dark:ring-primary-500/30">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold tabular-nums">{timeRange(meeting.startsAt!, meeting.endsAt!, timeZone)}</p>
        <h3 className="mt-1 text-base font-semibold">
          <Link to="/event/$eventId/meetings" params={{ eventId: meeting.eventId }} hash={meeting.id} className="underline-offset-2 hover:underline">
            Meeting with {name}
          </Link>
        </h3>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {meetingPlaceText(meeting)}
          {meeting.heldAt !== null ? ' · You met' : ''}
        </p>
      </div>
      <Avatar firstName={meeting.other.firstName} lastName={meeting.other.lastName} src={meeting.other.picture} size="md" />
    </li>
  );
}
