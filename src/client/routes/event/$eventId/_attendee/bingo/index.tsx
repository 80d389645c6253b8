import { createFileRoute } from '@tanstack/react-router';
import { EventComingSoon } from '#client/components/layouts/event-coming-soon.tsx';

export const Route = createFileRoute('/event/$eventId/_attendee/bingo/')({
  staticData: { pageTitle: 'Bingo' },
  component: () => <EventComingSoon page="bingo" />,
});
