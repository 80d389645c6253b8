import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useConsoleEvent } from '../hooks/use-console-event.ts';
import { EventDetailsForm } from './event-details-form.tsx';

/** /event/$eventId/console/details */
export function DetailsPage({ eventId }: { eventId: string }) {
  const event = useConsoleEvent(eventId);
  usePageTitle('Details · Console');
  if (!event) return null;
  return <EventDetailsForm event={event} />;
}
