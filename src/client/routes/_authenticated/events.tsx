import { createFileRoute, redirect } from '@tanstack/react-router';
import { EventListPage } from '#client/features/events/components/event-list-page.tsx';
import { eventListQuery } from '#client/lib/queries/event-queries.ts';
import { JoinCodeCard } from '#client/features/join/components/join-code-card.tsx';
import { MyInvitations } from '#client/features/organizations/components/my-invitations.tsx';
import { OrganizerPanel } from '#client/features/organizations/components/organizer-panel.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { eventListSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/_authenticated/events')({
  staticData: { pageTitle: 'Events' },
  validateSearch: eventListSearch,
  // A bare /events goes to /events?filter=upcoming, so the URL always names its filter.
  beforeLoad: ({ search }) => {
    if (!search.filter) throw redirect({ to: '/events', search: { filter: 'upcoming' }, replace: true });
  },
  loaderDeps: ({ search }) => ({ filter: search.filter ?? 'upcoming' }),
  loader: ({ context, deps }) => loadQuery(context.queryClient, eventListQuery(context.trpc, deps.filter)),
  component: function EventsRoute() {
    // Features do not import each other: the route puts the organizer and joining pieces on the page.
    return (
      <EventListPage
        filter={Route.useSearch().filter ?? 'upcoming'}
        top={
          <>
            <MyInvitations />
            <JoinCodeCard />
          </>
        }
        bottom={<OrganizerPanel />}
      />
    );
  },
});
