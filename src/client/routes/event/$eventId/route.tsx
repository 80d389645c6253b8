import { createFileRoute, notFound } from '@tanstack/react-router';
import { EventLayout } from '#client/features/events/components/event-layout.tsx';
import { eventQuery } from '#client/features/events/event-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { isUuid } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/event/$eventId')({
  beforeLoad: ({ params }) => {
    if (!isUuid(params.eventId)) throw notFound();
  },
  loader: ({ context, params }) => loadQuery(context.queryClient, eventQuery(context.trpc, params.eventId)),
  component: function EventRoute() {
    return <EventLayout eventId={Route.useParams().eventId} />;
  },
});
