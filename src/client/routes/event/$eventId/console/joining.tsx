import { createFileRoute } from '@tanstack/react-router';
import { JoiningPage } from '#client/features/event-console/components/joining-page.tsx';

export const Route = createFileRoute('/event/$eventId/console/joining')({
  staticData: { pageTitle: 'Joining · Console' },
  component: function ConsoleJoiningRoute() {
    return <JoiningPage eventId={Route.useParams().eventId} />;
  },
});
