import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Meeting } from '#shared/contracts/meetings.ts';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { AtTheTable } from '#client/components/meetings/at-the-table.tsx';
import { bookedMeetings } from '#client/components/meetings/meeting-place.ts';
import { useKeepFreeSlots } from '#client/components/meetings/use-keep-free-slots.ts';
import { OutboxStatus } from '#client/components/outbox/outbox-status.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { usePackStore } from '#client/lib/event-pack/pack-store.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { meetingSettingsQuery, myMeetingsQuery } from '#client/lib/queries/meetings-queries.ts';
import { useNowSeconds } from '#client/lib/use-now-seconds.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useMeetingNotifications } from '../hooks/use-meeting-notifications.ts';
import { meetingOps, useQueuedMeetingWrites, type QueuedMeetingWrite } from '../hooks/use-queued-meeting-writes.ts';
import { MeetingCard, type MeetingSection } from './meeting-card.tsx';
import { QueuedRequests } from './queued-requests.tsx';

const sectionWords: Record<MeetingSection, { title: string; empty: string }> = {
  received: { title: 'Requests received', empty: 'No requests waiting for your answer.' },
  sent: { title: 'Requests sent', empty: 'No requests waiting for an answer.' },
  upcoming: { title: 'Upcoming', empty: 'No meetings booked yet.' },
  past: { title: 'Past', empty: 'Nothing here yet.' },
};

/** "Meetings last 20 minutes, at the tables in Hall B." */
function settingsText(settings: { slotMinutes: number; placeKind: 'tables' | 'anywhere'; areaName: string; meetingPoint: string }): string {
  const where = settings.placeKind === 'tables' ? (settings.areaName ? `, at the tables in ${settings.areaName}` : ', at the meeting tables') : settings.meetingPoint ? `; meet at ${settings.meetingPoint}` : '';
  return `Meetings last ${settings.slotMinutes} minutes${where}.`;
}

interface SectionProps {
  section: MeetingSection;
  meetings: Meeting[];
  timeZone: string;
  nowSeconds: number;
  queued: Map<string, QueuedMeetingWrite>;
}

function MeetingSectionList({ section, meetings, timeZone, nowSeconds, queued }: SectionProps) {
  const headingId = `meetings-${section}`;
  const words = sectionWords[section];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold">
        {words.title} <span className="font-normal text-gray-600 dark:text-gray-400">({meetings.length})</span>
      </h2>
      {meetings.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{words.empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {meetings.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} section={section} timeZone={timeZone} nowSeconds={nowSeconds} queued={queued.get(meeting.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /event/{eventId}/meetings: the person's 1:1 meetings, requests received and sent, upcoming and past. */
export function MeetingsPage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const mine = useQuery(myMeetingsQuery(trpc, eventId));
  const settings = useQuery(meetingSettingsQuery(trpc, eventId)).data;
  const nowSeconds = useNowSeconds(30_000);
  const { byMeeting, requests } = useQueuedMeetingWrites();
  useMeetingNotifications(eventId);
  // The free times with one's matches (from a pack already open) and the people of one's meetings, saved for requests made offline.
  const matches = usePackStore((state) => state.packs[eventId]?.matches ?? null);
  const people = useMemo(() => {
    const ids = (matches?.items ?? []).map((match) => match.person.attendeeId);
    for (const meeting of Object.values(mine.data ?? {}).flat()) if (meeting.other.attendeeId) ids.push(meeting.other.attendeeId);
    return ids;
  }, [matches, mine.data]);
  useKeepFreeSlots(eventId, people);
  const booked = useMemo(() => bookedMeetings(mine.data), [mine.data]);
  usePageTitle(event ? `Meetings · ${event.name}` : 'Meetings');

  if (!mine.data) {
    if (mine.isError) return <QueryErrorNotice error={mine.error} onRetry={() => void mine.refetch()} />;
    if (mine.fetchStatus === 'paused') return <OfflineNotice what="Your meetings" />;
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your meetings" />
      </div>
    );
  }
  const timeZone = event?.timeZone ?? 'UTC';
  const sections: MeetingSection[] = ['received', 'sent', 'upcoming', 'past'];
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Meetings</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {settings ? `${settingsText(settings)} ` : ''}Times are in the event&apos;s time zone ({timeZone}).
        </p>
        <OutboxStatus ops={meetingOps} className="mt-3" />
      </header>
      <AtTheTable eventId={eventId} meetings={booked} timeZone={timeZone} nowSeconds={nowSeconds} />
      <QueuedRequests requests={requests} eventId={eventId} timeZone={timeZone} />
      {sections.map((section) => (
        <MeetingSectionList key={section} section={section} meetings={mine.data[section]} timeZone={timeZone} nowSeconds={nowSeconds} queued={byMeeting} />
      ))}
    </div>
  );
}
