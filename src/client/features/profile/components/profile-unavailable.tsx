import { Link } from '@tanstack/react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { EyeOffIcon } from '#client/components/ui/admin-icons.tsx';

/** The one answer for a missing, hidden or not-shared profile: nothing reveals which it is. */
export function ProfileUnavailable() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center sm:py-20">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-gray-100 text-gray-500 dark:bg-gray-800 dark:text-gray-400">
        <EyeOffIcon className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">This profile is not available</h1>
      <p className="mt-3 text-gray-600 dark:text-gray-300">
        The link may be wrong, or its owner shows their profile only to some people. Profiles are shared with people who attend the same events.
      </p>
      <Link to="/events" search={{ filter: 'upcoming' }} className={`${buttonStyles.primary} mt-8`}>
        Back to events
      </Link>
    </div>
  );
}
