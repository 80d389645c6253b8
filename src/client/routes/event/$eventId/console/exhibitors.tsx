import { createFileRoute } from '@tanstack/react-router';
import { ConsoleExhibitorsPage } from '#client/features/exhibitors/components/console/console-exhibitors-page.tsx';

export const Route = createFileRoute('/event/$eventId/console/exhibitors')({
  staticData: { pageTitle: 'Exhibitors · Console' },
  component: function ConsoleExhibitorsRoute() {
    return <ConsoleExhibitorsPage eventId={Route.useParams().eventId} />;
  },
});
