import { createFileRoute } from '@tanstack/react-router';
import { PeoplePage } from '#client/features/people/components/people-page.tsx';
import { peopleListQuery } from '#client/lib/queries/people-queries.ts';
import { canManagePeople } from '#client/lib/event-permissions.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { peopleSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/event/$eventId/console/people')({
  staticData: { pageTitle: 'People · Console' },
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: peopleSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', role: search.role, page: search.page ?? 1 }),
  loader: ({ context, params, deps }) => {
    // Someone we already know may not see the people (the layout tells them so) is not asked about them.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !canManagePeople(event)) return;
    return loadQuery(context.queryClient, peopleListQuery(context.trpc, { eventId: params.eventId, search: deps.q, role: deps.role, page: deps.page }));
  },
  component: function ConsolePeopleRoute() {
    return <PeoplePage eventId={Route.useParams().eventId} search={Route.useSearch()} />;
  },
});
