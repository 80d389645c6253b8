import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '#client/features/event-console/components/overview-page.tsx';
import { peopleTotalQuery } from '#client/features/event-console/console-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/event/$eventId/console/')({
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => loadQuery(context.queryClient, peopleTotalQuery(context.trpc, params.eventId)).catch(() => undefined),
  component: function ConsoleOverviewRoute() {
    return <OverviewPage eventId={Route.useParams().eventId} />;
  },
});
