import { createFileRoute } from '@tanstack/react-router';
import { EventComingSoon } from '#client/components/layouts/event-coming-soon.tsx';

export const Route = createFileRoute('/event/$eventId/_attendee/bingo/$tileId/scan')({
  // Camera screens read better dark, whatever the saved preference.
  staticData: { colorMode: 'dark', pageTitle: 'Bingo scan' },
  component: () => <EventComingSoon page="bingoScan" />,
});
