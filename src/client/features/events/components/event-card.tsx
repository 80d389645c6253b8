import { Link } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { eventDateLine } from '#shared/rules/event-date-line.ts';
import { EventPicture } from '#client/components/ui/event-picture.tsx';
import { CalendarIcon, MapPinIcon } from '#client/components/ui/icons.tsx';

const roleNames: Record<string, string> = {
  attendee: 'Attending',
  speaker: 'Speaking',
  exhibitor: 'Exhibiting',
  staff: 'Staff',
  organizer: 'Organizing',
};

export function EventCard({ event }: { event: HallwayEvent }) {
  const badge = event.membership ? roleNames[event.membership.role] ?? 'Joined' : event.joinPolicy === 'open' ? 'Open to join' : null;
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 transition hover:shadow-md hover:ring-primary-300 dark:bg-gray-900 dark:ring-gray-800 dark:hover:ring-primary-500/50">
      <EventPicture event={event} className="aspect-[2/1] w-full" />
      <div className="flex flex-1 flex-col p-4">
        {badge ? (
          <span
            className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              event.membership
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                : 'bg-primary-100 text-primary-800 dark:bg-primary-500/15 dark:text-primary-200'
            }`}
          >
            {badge}
          </span>
        ) : null}
        <h3 className="mt-2 text-lg leading-snug font-semibold">
          <Link to="/event/$eventId" params={{ eventId: event.id }} className="after:absolute after:inset-0 focus-visible:outline-none">
            {event.name}
          </Link>
        </h3>
        <p className="mt-2 flex items-start gap-2 text-sm text-gray-600 dark:text-gray-400">
          <CalendarIcon className="mt-0.5 size-4 shrink-0" />
          {eventDateLine(event.startsAt, event.endsAt, { timeZone: event.timeZone })}
        </p>
        {event.venue ? (
          <p className="mt-1 flex items-start gap-2 text-sm text-gray-600 dark:text-gray-400">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            {event.venue}
          </p>
        ) : null}
      </div>
    </li>
  );
}
