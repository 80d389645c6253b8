import { createFileRoute, notFound } from '@tanstack/react-router';
import { EventLayout } from '#client/features/events/components/event-layout.tsx';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { withTrpc } from '#client/lib/router-context.ts';
import { eventIdParam } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/event/$eventId')({
  beforeLoad: ({ context, params }) => {
    if (!eventIdParam.safeParse(params.eventId).success) throw notFound();
    return withTrpc(context);
  },
  loader: ({ context, params }) => loadQuery(context.queryClient, eventQuery(context.trpc, params.eventId)),
  component: function EventRoute() {
    return <EventLayout eventId={Route.useParams().eventId} />;
  },
});
