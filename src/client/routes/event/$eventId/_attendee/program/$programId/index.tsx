import { createFileRoute } from '@tanstack/react-router';
import { SessionRating } from '#client/features/feedback/components/session-rating.tsx';
import { SessionPolls } from '#client/features/polls/components/session-polls.tsx';
import { SessionQuestionsLink } from '#client/features/questions/components/session-questions-link.tsx';
import { SessionPage } from '#client/features/schedule/components/session-page.tsx';

export const Route = createFileRoute('/event/$eventId/_attendee/program/$programId/')({
  staticData: { pageTitle: 'Session' },
  component: function ProgramRoute() {
    const { eventId, programId } = Route.useParams();
    return (
      <>
        <SessionPage eventId={eventId} programId={programId} />
        <SessionPolls eventId={eventId} programId={programId} />
        <SessionRating eventId={eventId} programId={programId} />
        <SessionQuestionsLink eventId={eventId} programId={programId} />
      </>
    );
  },
});
