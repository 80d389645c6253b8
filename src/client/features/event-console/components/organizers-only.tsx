import { Link } from '@tanstack/react-router';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { LockIcon } from '#client/components/ui/admin-icons.tsx';

/** FORBIDDEN, said kindly: the event exists and this person may see it, but not run it. */
export function OrganizersOnly({ eventId, eventName }: { eventId: string; eventName: string }) {
  usePageTitle('Organizers only');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-gray-100 text-gray-600 dark:bg-gray-800 dark:text-gray-300">
        <LockIcon className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight">Organizers only</h1>
      <p className="mt-3 text-gray-600 dark:text-gray-300">
        The console of {eventName} is for the people who run it. If you should be one of them, ask an organizer to give you the organizer role.
      </p>
      <Link to="/event/$eventId" params={{ eventId }} className={`${buttonStyles.primary} mt-8`}>
        Back to the event
      </Link>
    </div>
  );
}
