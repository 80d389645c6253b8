import { createFileRoute } from '@tanstack/react-router';
import { ActivityScanPage } from '#client/features/activities/components/activity-scan-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { activityBoardQuery } from '#client/lib/queries/activities-queries.ts';

export const Route = createFileRoute('/event/$eventId/_attendee/activities/scan')({
  // Camera screens read better dark, whatever the saved preference.
  staticData: { colorMode: 'dark', pageTitle: 'Activity scan' },
  // The camera code travels with this page's own chunk, loaded only when the page opens.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => loadQuery(context.queryClient, activityBoardQuery(context.trpc, params.eventId)),
  component: function ActivityScanRoute() {
    return <ActivityScanPage eventId={Route.useParams().eventId} />;
  },
});
