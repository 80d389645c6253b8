import { createFileRoute } from '@tanstack/react-router';
import { ConsoleCheckInPage } from '#client/features/check-in/components/console/console-check-in-page.tsx';
import { checkInOverviewQuery } from '#client/lib/queries/check-in-queries.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/event/$eventId/console/check-in')({
  staticData: { pageTitle: 'Check-in · Console' },
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    // Someone we already know may not see the doors is not asked about them.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !hasEventPermission(event, 'Event::CheckIn::Read')) return;
    return loadQuery(context.queryClient, checkInOverviewQuery(context.trpc, params.eventId));
  },
  component: function ConsoleCheckInRoute() {
    return <ConsoleCheckInPage eventId={Route.useParams().eventId} />;
  },
});
