import { useQuery } from '@tanstack/react-query';
import type { PublicSchedule } from '#shared/contracts/schedule.ts';
import { dayLabel, groupByZonedDay } from '#shared/rules/schedule-days.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { publicScheduleQuery } from '#client/lib/queries/schedule-queries.ts';
import { timeRange } from '#client/lib/session-time.ts';

type PublicSession = PublicSchedule['sessions'][number];

/**
 * /event/{eventId}/schedule/embed: the published programme for an organizer's own site, in an
 * iframe. No app chrome, no links into the app, nothing private (schedule.public has none).
 */
export function EmbedPage({ eventId }: { eventId: string }) {
  const { data, isPending, isError } = useQuery(publicScheduleQuery(eventId));
  if (isPending) return <div className="p-6"><Spinner label="Loading the schedule" /></div>;
  if (isError || !data) return <p role="status" className="p-6 text-gray-600 dark:text-gray-400">This schedule is not published.</p>;
  const zone = data.event.timeZone;
  return (
    <div className="mx-auto w-full max-w-3xl p-4">
      <h1 className="text-xl font-bold">{data.event.name}</h1>
      <p className="text-sm text-gray-600 dark:text-gray-400">Times in {zone}</p>
      {groupByZonedDay(data.sessions, zone).map((day) => (
        <section key={day.key} aria-label={dayLabel(day.key)} className="mt-4">
          <h2 className="text-sm font-semibold text-gray-600 dark:text-gray-400">{dayLabel(day.key)}</h2>
          <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-800">
            {day.items.map((session) => (
              <EmbedSession key={session.id} session={session} zone={zone} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function EmbedSession({ session, zone }: { session: PublicSession; zone: string }) {
  const speakers = session.speakers.map((s) => `${s.firstName} ${s.lastName}`.trim()).join(', ');
  return (
    <li className="py-3">
      <p className="text-sm font-semibold text-primary-700 tabular-nums dark:text-primary-300">{timeRange(session.startsAt, session.endsAt, zone)}</p>
      <h3 className="font-semibold">{session.title}</h3>
      <p className="text-sm text-gray-600 dark:text-gray-400">{[session.room, session.track, speakers].filter(Boolean).join(' · ')}</p>
    </li>
  );
}
