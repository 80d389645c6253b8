import { createFileRoute } from '@tanstack/react-router';
import { PollsPage } from '#client/features/polls/components/polls-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { pollStandingsQuery } from '#client/lib/queries/polls-queries.ts';

// The polls themselves come with the event pack (offline too); the loader warms the viewer's
// standings (their votes, the counts they may see) with the query the page reads.
export const Route = createFileRoute('/event/$eventId/_attendee/polls')({
  staticData: { pageTitle: 'Polls' },
  loader: ({ context, params }) => loadQuery(context.queryClient, pollStandingsQuery(context.trpc, params.eventId)),
  component: function PollsRoute() {
    return <PollsPage eventId={Route.useParams().eventId} />;
  },
});
