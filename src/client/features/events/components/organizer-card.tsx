import { Link } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { canManageEvent, canManagePeople } from '#client/lib/event-permissions.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';

/** On the event home, for the people who run the event only: its state and the way into the console. */
export function OrganizerCard({ event }: { event: HallwayEvent }) {
  if (!canManageEvent(event)) return null;
  return (
    <section aria-labelledby="organizer-card-title" className="rounded-2xl bg-primary-50 p-5 ring-1 ring-primary-200 dark:bg-primary-500/10 dark:ring-primary-500/30">
      <h2 id="organizer-card-title" className="font-semibold">
        You organize this event
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {event.published ? 'It is published.' : 'It is a draft: only organizers can see it.'} Edit it, choose its features and manage its people in the console.
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <Link to="/event/$eventId/console" params={{ eventId: event.id }} className={buttonStyles.primary}>
          Open the event console
        </Link>
        {canManagePeople(event) ? (
          <Link to="/event/$eventId/console/people" params={{ eventId: event.id }} className={buttonStyles.secondary}>
            People &amp; invitations
          </Link>
        ) : null}
      </div>
    </section>
  );
}
