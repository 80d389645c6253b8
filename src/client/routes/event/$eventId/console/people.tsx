import { createFileRoute } from '@tanstack/react-router';
import { PeoplePage } from '#client/features/people/components/people-page.tsx';
import { peopleListQuery } from '#client/features/people/people-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { peopleSearch } from '#client/lib/search-schemas.ts';

export const Route = createFileRoute('/event/$eventId/console/people')({
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: peopleSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '', role: search.role, page: search.page ?? 1 }),
  // A viewer who may not list people gets FORBIDDEN here; the console layout explains that.
  loader: ({ context, params, deps }) =>
    loadQuery(context.queryClient, peopleListQuery(context.trpc, { eventId: params.eventId, search: deps.q, role: deps.role, page: deps.page })).catch(() => undefined),
  component: function ConsolePeopleRoute() {
    return <PeoplePage eventId={Route.useParams().eventId} search={Route.useSearch()} />;
  },
});
