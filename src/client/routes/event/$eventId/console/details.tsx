import { createFileRoute } from '@tanstack/react-router';
import { DetailsPage } from '#client/features/event-console/components/details-page.tsx';

export const Route = createFileRoute('/event/$eventId/console/details')({
  staticData: { pageTitle: 'Details · Console' },
  component: function ConsoleDetailsRoute() {
    return <DetailsPage eventId={Route.useParams().eventId} />;
  },
});
