import { createFileRoute } from '@tanstack/react-router';
import { QuestionBoardPage } from '#client/features/questions/components/question-board-page.tsx';
import { questionBoardSearch } from '#client/features/questions/question-board-search.ts';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { loadQuery } from '#client/lib/load-query.ts';
import { questionBoardQuery } from '#client/lib/queries/questions-queries.ts';

export const Route = createFileRoute('/event/$eventId/console/questions')({
  staticData: { pageTitle: 'Questions · Console' },
  validateSearch: questionBoardSearch,
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ session: search.session, status: search.status ?? 'all' }),
  loader: ({ context, params, deps }) => {
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !hasEventPermission(event, 'Event::Question::Moderate')) return;
    return loadQuery(context.queryClient, questionBoardQuery(context.trpc, params.eventId, { programId: deps.session, status: deps.status }));
  },
  component: function ConsoleQuestionsRoute() {
    const { session, status } = Route.useSearch();
    return <QuestionBoardPage eventId={Route.useParams().eventId} session={session} status={status ?? 'all'} />;
  },
});
