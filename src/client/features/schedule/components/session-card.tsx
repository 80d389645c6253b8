import { Link } from '@tanstack/react-router';
import type { Session } from '#shared/contracts/schedule.ts';
import { AgendaToggle } from './agenda-toggle.tsx';
import { SessionTimes } from '#client/components/time/session-times.tsx';
import { SpeakerNames } from './speaker-names.tsx';
import { sessionIcsUrl } from '../calendar-urls.ts';
import type { AgendaSession } from '../hooks/use-agenda.ts';

interface SessionCardProps {
  session: Session;
  eventZone: string;
  viewerZone: string;
  inAgenda: boolean;
  overlapsWith: readonly string[] | undefined;
  onToggle: (session: AgendaSession) => void;
}

export function SessionCard({ session, eventZone, viewerZone, inAgenda, overlapsWith, onToggle }: SessionCardProps) {
  const place = [session.room, session.track].filter(Boolean).join(' · ');
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
      <div className="min-w-0 flex-1">
        <SessionTimes startsAt={session.startsAt} endsAt={session.endsAt} eventZone={eventZone} viewerZone={viewerZone} />
        <h3 className="mt-1 text-base font-semibold">
          <Link
            to="/event/$eventId/program/$programId"
            params={{ eventId: session.eventId, programId: session.id }}
            className="underline-offset-2 hover:underline"
          >
            {session.title}
          </Link>
        </h3>
        {place ? <p className="text-sm text-gray-600 dark:text-gray-400">{place}</p> : null}
        <SpeakerNames eventId={session.eventId} speakers={session.speakers} />
        <a
          href={sessionIcsUrl(session.eventId, session.id)}
          download
          aria-label={`Add ${session.title} to calendar`}
          className="mt-1 inline-block text-xs font-medium text-gray-500 underline-offset-2 hover:underline dark:text-gray-400"
        >
          Add to calendar
        </a>
        {inAgenda && overlapsWith?.length ? (
          <p className="mt-2 rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">
            Overlaps with {overlapsWith.join(', ')}
          </p>
        ) : null}
      </div>
      <AgendaToggle session={session} inAgenda={inAgenda} onToggle={onToggle} />
    </li>
  );
}
