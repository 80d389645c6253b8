import { createFileRoute } from '@tanstack/react-router';
import { EventHomePage } from '#client/features/events/components/event-home-page.tsx';
import { eventAttributesQuery, eventProgramQuery } from '#client/lib/queries/event-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/event/$eventId/')({
  staticData: { pageTitle: 'Event' },
  loader: ({ context: { queryClient, trpc }, params }) =>
    Promise.all([
      loadQuery(queryClient, eventProgramQuery(trpc, params.eventId)),
      loadQuery(queryClient, eventAttributesQuery(trpc, params.eventId)),
    ]),
  component: function EventHomeRoute() {
    return <EventHomePage eventId={Route.useParams().eventId} />;
  },
});
