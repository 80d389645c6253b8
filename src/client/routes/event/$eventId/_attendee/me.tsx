import { createFileRoute } from '@tanstack/react-router';
import { MyEventProfile } from '#client/features/attendees/components/my-event-profile.tsx';

export const Route = createFileRoute('/event/$eventId/_attendee/me')({
  staticData: { pageTitle: 'My profile' },
  component: function EventMeRoute() {
    return <MyEventProfile eventId={Route.useParams().eventId} />;
  },
});
