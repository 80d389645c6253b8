import { Link } from '@tanstack/react-router';

/**
 * Organizer changes reach attendees' devices by delta sync, not at once; and the editor works
 * before the schedule is switched on (organizers build it before they show it), so say when it is off.
 */
export function SyncNote({ eventId, timeZone, scheduleShown }: { eventId: string; timeZone: string; scheduleShown: boolean }) {
  return (
    <p className="text-sm text-gray-600 dark:text-gray-400">
      Attendees see changes on their next sync. Times are in {timeZone.replace(/_/g, ' ')} time.
      {scheduleShown ? null : (
        <>
          {' '}
          The schedule is hidden from attendees until you switch it on under{' '}
          <Link to="/event/$eventId/console/features" params={{ eventId }} className="font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300">
            Features
          </Link>
          .
        </>
      )}
    </p>
  );
}
