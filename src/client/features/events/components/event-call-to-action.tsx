import { Link } from '@tanstack/react-router';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { CheckCircleIcon } from '#client/components/ui/icons.tsx';
import { JoinEventButton } from './join-event-button.tsx';

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800';

/** Join, sign in to join, or "you're in", depending on who is looking. */
export function EventCallToAction({ event }: { event: HallwayEvent }) {
  const signedIn = useSessionStore((s) => s.authenticated);
  const here = `/event/${event.id}`;

  if (!signedIn) {
    return (
      <div className={card}>
        <p className="font-semibold">Going to {event.name}?</p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Sign in to join, see who else is coming and keep the schedule in your pocket, even offline.</p>
        <div className="mt-4 flex flex-col gap-2">
          <Link to="/sign-in" search={{ redirectTo: here }} className={buttonStyles.primary}>
            Sign in to join
          </Link>
          <Link to="/register" search={{ redirectTo: here }} className={buttonStyles.secondary}>
            Create an account
          </Link>
        </div>
      </div>
    );
  }
  if (event.membership) {
    return (
      <div className={card}>
        <p className="flex items-center gap-2 font-semibold text-emerald-700 dark:text-emerald-300">
          <CheckCircleIcon className="size-5" /> You&apos;re in
        </p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Open the event menu any time from the button at the top left. Your personal QR code gets you checked in at the door.
        </p>
        <Link to="/me/code" className={`${buttonStyles.secondary} mt-4 w-full`}>
          Show my check-in code
        </Link>
      </div>
    );
  }
  if (event.joinPolicy === 'open') {
    return (
      <div className={card}>
        <p className="font-semibold">Open to everyone</p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Join in one tap to get the schedule, attendee list and your check-in code.</p>
        <JoinEventButton eventId={event.id} className="mt-4 w-full" />
      </div>
    );
  }
  return (
    <div className={card}>
      <p className="font-semibold">By invitation</p>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        {event.joinPolicy === 'code' ? 'Join with the code the organizer sent you.' : 'The organizer adds attendees to this event.'}
      </p>
    </div>
  );
}
