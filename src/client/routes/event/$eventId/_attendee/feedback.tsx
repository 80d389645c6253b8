import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '#client/features/feedback/components/feedback-page.tsx';
import { feedbackSearch } from '#client/features/feedback/feedback-search.ts';
import { myFeedbackQuery } from '#client/lib/queries/feedback-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/event/$eventId/_attendee/feedback')({
  staticData: { pageTitle: 'Feedback' },
  validateSearch: feedbackSearch,
  loader: ({ context, params }) => {
    // An event we know has feedback switched off shows its notice without asking.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !event.enableFeedback) return;
    return loadQuery(context.queryClient, myFeedbackQuery(context.trpc, params.eventId));
  },
  component: function FeedbackRoute() {
    const { eventId } = Route.useParams();
    return <FeedbackPage eventId={eventId} view={Route.useSearch().view} />;
  },
});
