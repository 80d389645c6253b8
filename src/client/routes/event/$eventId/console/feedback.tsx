import { createFileRoute } from '@tanstack/react-router';
import { FeedbackConsolePage } from '#client/features/feedback/components/feedback-console-page.tsx';
import { hasEventPermission } from '#client/lib/event-permissions.ts';
import { feedbackResultsQuery } from '#client/lib/queries/feedback-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/event/$eventId/console/feedback')({
  staticData: { pageTitle: 'Feedback · Console' },
  // The loader travels with the page's own chunk: its queries stay out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => {
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !hasEventPermission(event, 'Event::Feedback::Read')) return;
    return loadQuery(context.queryClient, feedbackResultsQuery(context.trpc, params.eventId));
  },
  component: function ConsoleFeedbackRoute() {
    return <FeedbackConsolePage eventId={Route.useParams().eventId} />;
  },
});
