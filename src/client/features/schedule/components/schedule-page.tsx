import { useMemo } from 'react';
import { dayLabel } from '#shared/rules/schedule-days.ts';
import { PageHeader } from '#client/components/layouts/page-header.tsx';
import { PackGate } from '#client/components/event-pack/pack-gate.tsx';
import { PackSyncNote } from '#client/components/event-pack/pack-sync-note.tsx';
import { useEventPack } from '#client/lib/event-pack/use-event-pack.ts';
import { useFirstScreen } from '#client/lib/first-screen/use-first-screen.ts';
import { OutboxStatus } from '#client/components/outbox/outbox-status.tsx';
import { useAgenda } from '../hooks/use-agenda.ts';
import { useNowSeconds } from '#client/lib/use-now-seconds.ts';
import { agendaOverlaps, scheduleView } from '../schedule-view.ts';
import type { ScheduleSearch } from '../schedule-search.ts';
import { viewerTimeZone } from '#client/lib/session-time.ts';
import { firstItemsOf, useAfterFirstPaint } from '#client/lib/use-after-first-paint.ts';
import { AgendaMeetingCard } from '#client/components/meetings/agenda-meeting-card.tsx';
import { AtTheTable } from '#client/components/meetings/at-the-table.tsx';
import { useBookedMeetings } from '#client/components/meetings/use-booked-meetings.ts';
import { agendaWithMeetings } from '../agenda-items.ts';
import { AgendaFeed } from './agenda-feed.tsx';
import { DayTabs } from './day-tabs.tsx';
import { NowAndNext } from './now-and-next.tsx';
import { ScheduleToolbar } from './schedule-toolbar.tsx';
import { SessionCard } from './session-card.tsx';

/** Sessions drawn in the first frame (a phone screen about twice); the rest come a frame later (use-after-first-paint.ts). */
const firstDrawnSessions = 12;

interface SchedulePageProps {
  eventId: string;
  search: ScheduleSearch;
  onSearch: (patch: Partial<ScheduleSearch>) => void;
  /** The device's zone; tests pass one. */
  viewerZone?: string;
}

export function SchedulePage({ eventId, search, onSearch, viewerZone = viewerTimeZone() }: SchedulePageProps) {
  const { pack, status } = useEventPack(eventId);
  const { agenda, toggle, feedUrl } = useAgenda(eventId, pack);
  const nowSeconds = useNowSeconds(60_000);
  const sessionsById = pack.schedule?.sessions;
  const all = useMemo(() => Object.values(sessionsById ?? {}), [sessionsById]);
  const zone = pack.schedule?.timeZone ?? 'UTC';
  const view = useMemo(() => scheduleView(all, search, agenda, zone, nowSeconds), [all, search, agenda, zone, nowSeconds]);
  const overlaps = useMemo(() => agendaOverlaps(all, agenda), [all, agenda]);
  const mine = search.filter === 'mine';
  // My booked 1:1 meetings (the last ones seen, offline): among my sessions in "My agenda", and at their time, their table card.
  const booked = useBookedMeetings(eventId);
  const shown = useMemo(
    () => agendaWithMeetings(view.sessions, mine ? booked.meetings : [], search, zone),
    [mine, view.sessions, booked.meetings, search, zone],
  );
  const drawnWhole = useAfterFirstPaint(shown.length > 0);
  const drawn = useMemo(() => (drawnWhole ? shown : firstItemsOf(shown, firstDrawnSessions)), [drawnWhole, shown]);
  // Drawn from the saved data (or its absence): this replaces the saved first screen, and is the
  // next one, saved again when the programme or the agenda changes (not with the clock).
  const shownData = useMemo(() => ({ schedule: pack.schedule, agenda, meetings: booked.meetings }), [pack.schedule, agenda, booked.meetings]);
  useFirstScreen(status.loaded, shownData, pack.schedule !== null);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <PageHeader title={mine ? 'My agenda' : 'Schedule'} />
        <PackSyncNote status={status} />
      </div>
      <PackGate status={status} hasData={pack.schedule !== null} what="The schedule">
        <AtTheTable eventId={eventId} meetings={booked.meetings} timeZone={zone} nowSeconds={nowSeconds} />
        <NowAndNext sessions={all} nowSeconds={nowSeconds} eventZone={zone} />
        <ScheduleToolbar search={search} tracks={view.tracks} rooms={view.rooms} onSearch={onSearch} />
        {view.day !== null ? <DayTabs days={view.days} selected={view.day} onSelect={(day) => onSearch({ day })} /> : null}
        {shown.length === 0 ? (
          <p role="status" className="py-8 text-center text-gray-600 dark:text-gray-400">
            {emptyText(all.length, mine, Boolean(search.q || search.track || search.room))}
          </p>
        ) : (
          drawn.map((day) => (
            <section key={day.key} aria-label={dayLabel(day.key)}>
              {view.day === null || view.days.length < 2 ? <h2 className="mb-2 text-sm font-semibold text-gray-600 dark:text-gray-400">{dayLabel(day.key)}</h2> : null}
              <ul data-first-screen-list className="flex flex-col gap-3">
                {day.items.map((item) =>
                  item.kind === 'meeting' ? (
                    <AgendaMeetingCard key={item.meeting.id} meeting={item.meeting} timeZone={zone} />
                  ) : (
                    <SessionCard
                      key={item.session.id}
                      session={item.session}
                      eventZone={zone}
                      viewerZone={viewerZone}
                      inAgenda={agenda.has(item.session.id)}
                      overlapsWith={overlaps.get(item.session.id)}
                      onToggle={toggle}
                    />
                  ),
                )}
              </ul>
            </section>
          ))
        )}
        {mine ? <AgendaFeed eventId={eventId} feedUrl={feedUrl} /> : null}
        <OutboxStatus ops={['agenda.set']} />
      </PackGate>
    </div>
  );
}

function emptyText(total: number, mine: boolean, filtered: boolean): string {
  if (total === 0) return 'No sessions yet.';
  if (filtered) return 'No sessions match.';
  return mine ? 'Your agenda is empty. Star a session to add it.' : 'No sessions on this day.';
}
