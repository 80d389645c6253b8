import { Link } from '@tanstack/react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useEventStore } from '#client/stores/event-store.ts';
import { useAttendee } from '../hooks/use-attendee.ts';
import { PersonProfile } from './person-profile.tsx';
import { SpeakingSessions } from './speaking-sessions.tsx';

/** /event/{eventId}/me: my profile as others in this event see it, and the way to change it. */
export function MyEventProfile({ eventId }: { eventId: string }) {
  const attendee = useEventStore((state) => (state.activeEvent?.id === eventId ? state.activeAttendee : null));
  if (!attendee) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your profile" />
      </div>
    );
  }
  return <MyProfile eventId={eventId} attendeeId={attendee.id} />;
}

function MyProfile({ eventId, attendeeId }: { eventId: string; attendeeId: string }) {
  const { person, detail, sessions, timeZone, loading } = useAttendee(eventId, attendeeId);
  const edit = (
    <Link to="/me" className={buttonStyles.secondary}>
      Edit my profile
    </Link>
  );
  if (loading) return <Spinner label="Loading your profile" />;
  if (!person) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="font-semibold">Other attendees cannot see your profile.</p>
        <p className="text-sm text-gray-600 dark:text-gray-400">Your profile's visibility setting hides it from this event's attendee list.</p>
        {edit}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">My event profile · as others see it</p>
      <PersonProfile person={person} bio={detail?.person.bio} links={detail?.person.links} actions={<div>{edit}</div>}>
        <SpeakingSessions eventId={eventId} sessions={sessions} timeZone={timeZone} />
      </PersonProfile>
    </div>
  );
}
