import { createFileRoute } from '@tanstack/react-router';
import { ConsolePollsPage } from '#client/features/polls/components/console-polls-page.tsx';

export const Route = createFileRoute('/event/$eventId/console/polls')({
  staticData: { pageTitle: 'Polls · Console' },
  component: function ConsolePollsRoute() {
    return <ConsolePollsPage eventId={Route.useParams().eventId} />;
  },
});
