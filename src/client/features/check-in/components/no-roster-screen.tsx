import { Link } from '@tanstack/react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';

/** The scanner judges from the roster on the device: without one it has nothing to go on. */
export function NoRosterScreen({ eventId }: { eventId: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">No roster on this device</h1>
      <p className="mt-3 text-gray-600 dark:text-gray-300">Download the roster of this event first (while online); then the scanner works with or without a network.</p>
      <Link to="/check-in" search={{ eventId }} className={`${buttonStyles.primary} mt-6`}>
        Download roster
      </Link>
    </div>
  );
}
