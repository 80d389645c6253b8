import { Link } from '@tanstack/react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { PackGate } from '#client/components/event-pack/pack-gate.tsx';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useAgenda } from '../hooks/use-agenda.ts';
import { agendaOverlaps } from '../schedule-view.ts';
import { sessionIcsUrl } from '../calendar-urls.ts';
import { sessionDate, viewerTimeZone } from '#client/lib/session-time.ts';
import { AgendaToggle } from './agenda-toggle.tsx';
import { SessionTimes } from '#client/components/time/session-times.tsx';
import { SpeakerList } from './speaker-list.tsx';

interface SessionPageProps {
  eventId: string;
  programId: string;
  viewerZone?: string;
}

/** /event/{eventId}/program/{programId}: one session, from the pack (offline too). */
export function SessionPage({ eventId, programId, viewerZone = viewerTimeZone() }: SessionPageProps) {
  const { pack, status } = useEventPack(eventId);
  const { agenda, toggle } = useAgenda(eventId, pack);
  const session = pack.schedule?.sessions[programId];
  usePageTitle(session?.title);
  const zone = pack.schedule?.timeZone ?? 'UTC';
  const overlapping = session && agenda.has(session.id) ? (agendaOverlaps(Object.values(pack.schedule?.sessions ?? {}), agenda).get(session.id) ?? []) : [];
  return (
    <PackGate status={status} hasData={pack.schedule !== null} what="The schedule">
      {!session ? (
        <div role="status" className="py-12 text-center">
          <p className="font-semibold">This session is not in the schedule.</p>
          <Link to="/event/$eventId/schedule" params={{ eventId }} search={{ filter: 'all' }} className={`${buttonStyles.secondary} mt-4`}>
            Back to the schedule
          </Link>
        </div>
      ) : (
        <article className="flex flex-col gap-4">
          <Link to="/event/$eventId/schedule" params={{ eventId }} search={{ filter: 'all' }} className="text-sm font-semibold text-primary-700 dark:text-primary-300">
            ← Schedule
          </Link>
          <header>
            <p className="text-sm text-gray-600 dark:text-gray-400">{sessionDate(session.startsAt, zone)}</p>
            <SessionTimes startsAt={session.startsAt} endsAt={session.endsAt} eventZone={zone} viewerZone={viewerZone} />
            <h1 className="mt-1 text-2xl font-bold tracking-tight">{session.title}</h1>
            <p className="mt-1 text-gray-600 dark:text-gray-400">{[session.room, session.track].filter(Boolean).join(' · ')}</p>
          </header>
          <div className="flex flex-wrap gap-2">
            <AgendaToggle session={session} inAgenda={agenda.has(session.id)} onToggle={toggle} wide />
            <a href={sessionIcsUrl(eventId, session.id)} download className={buttonStyles.secondary}>
              Add to calendar
            </a>
          </div>
          {overlapping.length ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-500/10 dark:text-amber-300">
              Overlaps with {overlapping.join(', ')}
            </p>
          ) : null}
          {session.description ? <p className="whitespace-pre-line text-gray-800 dark:text-gray-200">{session.description}</p> : null}
          <SpeakerList eventId={eventId} speakers={session.speakers} />
        </article>
      )}
    </PackGate>
  );
}
