import { createFileRoute } from '@tanstack/react-router';
import { MeetingsPage } from '#client/features/meetings/components/meetings-page.tsx';
import { loadQuery } from '#client/lib/load-query.ts';
import { myMeetingsQuery } from '#client/lib/queries/meetings-queries.ts';

export const Route = createFileRoute('/event/$eventId/_attendee/meetings')({
  staticData: { pageTitle: 'Meetings' },
  loader: ({ context, params }) => {
    // An event we know has meetings switched off shows its notice without asking.
    const event = context.queryClient.getQueryData(context.trpc.event.byId.queryKey({ id: params.eventId }));
    if (event && !event.enableMeetings) return;
    return loadQuery(context.queryClient, myMeetingsQuery(context.trpc, params.eventId));
  },
  component: function MeetingsRoute() {
    return <MeetingsPage eventId={Route.useParams().eventId} />;
  },
});
