import { createFileRoute, notFound } from '@tanstack/react-router';
import { PresenterPage } from '#client/features/polls/components/presenter-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { pollPresentQuery } from '#client/lib/queries/polls-queries.ts';
import { withTrpc } from '#client/lib/router-context.ts';
import { eventIdParam } from '#client/lib/search-schemas.ts';

// `$eventId_` keeps the projector view out of the event layout: full screen, no app chrome.
// The server lets only those who run the poll read it (polls.present).
export const Route = createFileRoute('/event/$eventId_/polls/$pollId/present')({
  staticData: { chrome: false, pageTitle: 'Presenting a poll' },
  beforeLoad: ({ context, params }) => {
    if (!eventIdParam.safeParse(params.eventId).success || !eventIdParam.safeParse(params.pollId).success) throw notFound();
    return withTrpc(context);
  },
  loader: ({ context, params }) => loadQuery(context.queryClient, pollPresentQuery(context.trpc, params.eventId, params.pollId)),
  component: function PresentPollRoute() {
    const { eventId, pollId } = Route.useParams();
    return <PresenterPage eventId={eventId} pollId={pollId} />;
  },
});
