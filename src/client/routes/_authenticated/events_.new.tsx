import { createFileRoute } from '@tanstack/react-router';
import { CreateEventPage } from '#client/features/event-console/components/create-event-page.tsx';
import { myOrganizationsQuery } from '#client/lib/queries/organization-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { newEventSearch } from '#client/lib/search-schemas.ts';

// events_.new: /events/new without nesting under /events (whose beforeLoad adds ?filter=).
export const Route = createFileRoute('/_authenticated/events_/new')({
  staticData: { pageTitle: 'New event' },
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: newEventSearch,
  loader: ({ context }) => loadQuery(context.queryClient, myOrganizationsQuery(context.trpc)),
  component: function NewEventRoute() {
    return <CreateEventPage organizationId={Route.useSearch().organization} />;
  },
});
