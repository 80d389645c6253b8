import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient, type FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MeetingSettings } from '#shared/contracts/meeting-settings.ts';
import { eventDateRange } from '#shared/rules/meeting-slots.ts';
import { OfflineNotice } from '#client/components/feedback/offline-notice.tsx';
import { QueryErrorNotice } from '#client/components/feedback/query-error-notice.tsx';
import { card } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useNowSeconds } from '#client/lib/use-now-seconds.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { meetingCountsQuery, meetingSettingsQuery, meetingTablePlanQuery } from '#client/lib/queries/meetings-queries.ts';
import { useConsoleEvent } from '../hooks/use-console-event.ts';
import { MeetingCountsCard } from './meeting-counts.tsx';
import { MeetingSettingsForm } from './meeting-settings-form.tsx';
import { MeetingTablePlan } from './meeting-table-plan.tsx';

/** A part of the page that has no answer yet: its error, "not saved on this phone" offline, or a spinner. */
interface WaitingQuery {
  isError: boolean;
  error: unknown;
  fetchStatus: FetchStatus;
  refetch: () => Promise<unknown>;
}

function Waiting({ query, what, compact = false }: { query: WaitingQuery; what: string; compact?: boolean }): ReactNode {
  if (query.isError) return <QueryErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (query.fetchStatus === 'paused') {
    if (!compact) return <OfflineNotice what={what} />;
    return (
      <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
        You&apos;re offline: {what.toLowerCase()} will show here once you&apos;re back online.
      </p>
    );
  }
  return (
    <div className="flex justify-center py-10">
      <Spinner label={`Loading ${what.toLowerCase()}`} />
    </div>
  );
}

/**
 * /event/$eventId/console/meetings: set 1:1 meetings up (windows, slot length, places, rules),
 * see how many were requested and held, and print the table plan. Online only, as the rest of the
 * console: offline it shows what it last read, and a save fails at once, keeping what was typed.
 */
export function MeetingsConsolePage({ eventId }: { eventId: string }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const event = useConsoleEvent(eventId);
  const allowed = event ? hasEventPermission(event, 'Event::Meeting::Manage') : false;
  const settings = useQuery({ ...meetingSettingsQuery(trpc, eventId), staleTime: 0, enabled: allowed });
  const counts = useQuery({ ...meetingCountsQuery(trpc, eventId), enabled: allowed });
  const plan = useQuery({ ...meetingTablePlanQuery(trpc, eventId), enabled: allowed });
  // 'always': offline, a save fails at once ("could not reach the server") instead of waiting unseen.
  const update = useMutation({ ...trpc.meetings.updateSettings.mutationOptions(), networkMode: 'always' });
  const now = useNowSeconds(60_000);
  usePageTitle('Meetings · Console');
  if (!event) return null;
  if (!allowed) {
    return <p className={`${card} text-sm text-gray-700 dark:text-gray-300`}>Only organizers can set up 1:1 meetings for {event.name}.</p>;
  }

  const onSave = async (next: MeetingSettings) => {
    const answer = await update.mutateAsync({ eventId, settings: next });
    queryClient.setQueryData(meetingSettingsQuery(trpc, eventId).queryKey, answer);
    void queryClient.invalidateQueries({ queryKey: meetingTablePlanQuery(trpc, eventId).queryKey });
    return answer;
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-bold">1:1 meetings</h2>
        {event.enableMeetings ? (
          <p role="status" className="mt-2 rounded-xl bg-primary-50 px-3 py-2 text-sm text-primary-900 dark:bg-primary-500/10 dark:text-primary-100">
            <span className="font-semibold">On.</span> Attendees can request meetings with each other in the windows below.
          </p>
        ) : (
          <p role="status" className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100">
            <span className="font-semibold">1:1 meetings are switched off:</span> attendees cannot request any. Set them up here, then{' '}
            <Link to="/event/$eventId/console/features" params={{ eventId }} className="font-semibold underline">
              switch them on under Features
            </Link>
            .
          </p>
        )}
      </div>
      {counts.data ? <MeetingCountsCard counts={counts.data} /> : <section aria-label="Meetings so far" className={card}><Waiting query={counts} what="The meeting counts" compact /></section>}
      {settings.data ? (
        <MeetingSettingsForm
          eventId={eventId}
          settings={settings.data}
          timeZone={settings.data.timeZone}
          eventDates={eventDateRange({ startsAt: event.startsAt, endsAt: event.endsAt, timeZone: settings.data.timeZone })}
          onSave={onSave}
        />
      ) : (
        <div className={card}>
          <Waiting query={settings} what="The meeting settings" />
        </div>
      )}
      {plan.data ? <MeetingTablePlan plan={plan.data} eventName={event.name} now={now} /> : <section aria-label="Table plan" className={card}><Waiting query={plan} what="The table plan" compact /></section>}
    </div>
  );
}
