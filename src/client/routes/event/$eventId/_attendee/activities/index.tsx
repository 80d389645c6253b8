import { createFileRoute } from '@tanstack/react-router';
import { ActivitiesPage } from '#client/features/activities/components/activities-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { activityBoardQuery } from '#client/lib/queries/activities-queries.ts';

// The board (activities, the key that verifies a card, my scans) is kept on the device for offline use.
export const Route = createFileRoute('/event/$eventId/_attendee/activities/')({
  staticData: { pageTitle: 'Activities' },
  loader: ({ context, params }) => loadQuery(context.queryClient, activityBoardQuery(context.trpc, params.eventId)),
  component: function ActivitiesRoute() {
    return <ActivitiesPage eventId={Route.useParams().eventId} />;
  },
});
