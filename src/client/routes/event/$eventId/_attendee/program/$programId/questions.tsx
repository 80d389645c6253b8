import { createFileRoute, redirect } from '@tanstack/react-router';
import { QuestionsPage } from '#client/features/questions/components/questions-page.tsx';
import { questionFilterOf } from '#client/features/questions/question-filter-search.ts';
import { listFilterSearch } from '#client/lib/search-schemas.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { questionListQuery } from '#client/lib/queries/questions-queries.ts';

export const Route = createFileRoute('/event/$eventId/_attendee/program/$programId/questions')({
  staticData: { pageTitle: 'Questions' },
  validateSearch: listFilterSearch,
  // A bare path gets filter=all, so every list URL names its filter.
  beforeLoad: ({ search, params }) => {
    if (!search.filter) throw redirect({ to: '/event/$eventId/program/$programId/questions', params, search: { filter: 'all' }, replace: true });
  },
  loader: ({ context, params }) => {
    // An event we know has the schedule switched off shows its notice without asking.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !event.enableSchedule) return;
    return loadQuery(context.queryClient, questionListQuery(context.trpc, params.eventId, params.programId));
  },
  component: function QuestionsRoute() {
    const { eventId, programId } = Route.useParams();
    return <QuestionsPage eventId={eventId} programId={programId} filter={questionFilterOf(Route.useSearch().filter)} />;
  },
});
