import { createFileRoute } from '@tanstack/react-router';
import { ConsoleSponsorsPage } from '#client/features/sponsors/components/console/console-sponsors-page.tsx';

export const Route = createFileRoute('/event/$eventId/console/sponsors')({
  staticData: { pageTitle: 'Sponsors · Console' },
  component: function ConsoleSponsorsRoute() {
    return <ConsoleSponsorsPage eventId={Route.useParams().eventId} />;
  },
});
