import { createFileRoute, notFound } from '@tanstack/react-router';
import { EmbedPage } from '#client/features/schedule/components/embed-page.tsx';
import { withTrpc } from '#client/lib/router-context.ts';
import { eventIdParam } from '#client/lib/search-schemas.ts';

// `$eventId_` keeps this page out of /event/$eventId's layout (its event loader and the
// signed-in attendee guard): the embed is public, shows no app chrome (staticData.chrome),
// and is meant to sit in an iframe on the organizer's own site.
export const Route = createFileRoute('/event/$eventId_/schedule/embed')({
  staticData: { chrome: false, pageTitle: 'Schedule' },
  beforeLoad: ({ context, params }) => {
    if (!eventIdParam.safeParse(params.eventId).success) throw notFound();
    return withTrpc(context);
  },
  component: function ScheduleEmbedRoute() {
    return <EmbedPage eventId={Route.useParams().eventId} />;
  },
});
