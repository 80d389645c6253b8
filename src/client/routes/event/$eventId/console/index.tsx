import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '#client/features/event-console/components/overview-page.tsx';
import { peopleTotalQuery } from '#client/lib/queries/people-queries.ts';
import { canManagePeople } from '#client/lib/event-permissions.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/event/$eventId/console/')({
  staticData: { pageTitle: 'Overview · Console' },
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    // Someone we already know may not see the people (the layout tells them so) is not asked about them.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !canManagePeople(event)) return;
    return loadQuery(context.queryClient, peopleTotalQuery(context.trpc, params.eventId));
  },
  component: function ConsoleOverviewRoute() {
    return <OverviewPage eventId={Route.useParams().eventId} />;
  },
});
