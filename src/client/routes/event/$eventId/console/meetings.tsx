import { createFileRoute } from '@tanstack/react-router';
import { MeetingsConsolePage } from '#client/features/event-console/components/meetings-console-page.tsx';
import { meetingCountsQuery, meetingSettingsQuery, meetingTablePlanQuery } from '#client/lib/queries/meetings-queries.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/event/$eventId/console/meetings')({
  staticData: { pageTitle: 'Meetings · Console' },
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    // Someone we already know may not set meetings up is not asked about them.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !hasEventPermission(event, 'Event::Meeting::Manage')) return;
    return Promise.all([
      loadQuery(context.queryClient, meetingSettingsQuery(context.trpc, params.eventId)),
      loadQuery(context.queryClient, meetingCountsQuery(context.trpc, params.eventId)),
      loadQuery(context.queryClient, meetingTablePlanQuery(context.trpc, params.eventId)),
    ]).then(() => undefined);
  },
  component: function ConsoleMeetingsRoute() {
    return <MeetingsConsolePage eventId={Route.useParams().eventId} />;
  },
});
