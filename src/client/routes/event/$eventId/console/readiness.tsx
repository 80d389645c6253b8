import { createFileRoute } from '@tanstack/react-router';
import { ReadinessPage } from '#client/features/readiness/components/readiness-page.tsx';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { readinessQuery } from '#client/lib/queries/readiness-queries.ts';

export const Route = createFileRoute('/event/$eventId/console/readiness')({
  staticData: { pageTitle: 'Offline readiness · Console' },
  // The loader travels with the page's own chunk: its query stays out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    // Someone we already know may not see it is not asked.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !hasEventPermission(event, 'Event::Readiness::View')) return;
    return loadQuery(context.queryClient, readinessQuery(context.trpc, params.eventId));
  },
  component: function ConsoleReadinessRoute() {
    return <ReadinessPage eventId={Route.useParams().eventId} />;
  },
});
