import { createFileRoute } from '@tanstack/react-router';
import { EventComingSoon } from '#client/components/layouts/event-coming-soon.tsx';

export const Route = createFileRoute('/event/$eventId/_attendee/posts')({
  component: () => <EventComingSoon page="posts" />,
});
