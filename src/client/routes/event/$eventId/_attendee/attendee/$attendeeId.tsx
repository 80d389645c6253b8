import { createFileRoute } from '@tanstack/react-router';
import { AttendeePage } from '#client/features/attendees/components/attendee-page.tsx';

export const Route = createFileRoute('/event/$eventId/_attendee/attendee/$attendeeId')({
  staticData: { pageTitle: 'Attendee' },
  component: function AttendeeRoute() {
    const { eventId, attendeeId } = Route.useParams();
    return <AttendeePage key={attendeeId} eventId={eventId} attendeeId={attendeeId} />;
  },
});
