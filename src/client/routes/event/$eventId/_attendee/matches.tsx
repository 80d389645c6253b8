import { createFileRoute } from '@tanstack/react-router';
import { MatchesPage } from '#client/features/matches/components/matches-page.tsx';

export const Route = createFileRoute('/event/$eventId/_attendee/matches')({
  staticData: { pageTitle: 'Matches' },
  component: function MatchesRoute() {
    return <MatchesPage eventId={Route.useParams().eventId} />;
  },
});
