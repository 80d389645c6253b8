import { createFileRoute } from '@tanstack/react-router';
import { ConsoleActivities } from '#client/features/activities/components/console-activities.tsx';
import { ConsoleBingo } from '#client/features/bingo/components/console-bingo.tsx';

// The Games tab: each game adds its section here as one line.
export const Route = createFileRoute('/event/$eventId/console/games')({
  staticData: { pageTitle: 'Games · Console' },
  component: function ConsoleGamesRoute() {
    const { eventId } = Route.useParams();
    return (
      <div className="flex flex-col gap-10">
        <ConsoleActivities eventId={eventId} />
        <ConsoleBingo eventId={eventId} />
      </div>
    );
  },
});
