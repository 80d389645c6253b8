import { createFileRoute, redirect } from '@tanstack/react-router';
import { EventListPage } from '#client/features/events/components/event-list-page.tsx';
import { eventListQuery } from '#client/features/events/event-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { eventListSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/_authenticated/events')({
  validateSearch: eventListSearch,
  // Spec §2: a bare /events goes to /events?filter=upcoming.
  beforeLoad: ({ search }) => {
    if (!search.filter) throw redirect({ to: '/events', search: { filter: 'upcoming' }, replace: true });
  },
  loaderDeps: ({ search }) => ({ filter: search.filter ?? 'upcoming' }),
  loader: ({ context, deps }) => loadQuery(context.queryClient, eventListQuery(context.trpc, deps.filter)),
  component: function EventsRoute() {
    return <EventListPage filter={Route.useSearch().filter ?? 'upcoming'} />;
  },
});
