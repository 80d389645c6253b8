import { Link } from '@tanstack/react-router';
import { RequestMeeting } from '#client/components/meetings/request-meeting.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { usePageTitle } from '#client/lib/use-page-title.ts';
import { useAttendee } from '../hooks/use-attendee.ts';
import { ConnectActions } from './connect-actions.tsx';
import { PersonProfile } from './person-profile.tsx';
import { SpeakingSessions } from './speaking-sessions.tsx';

/** /event/{eventId}/attendee/{attendeeId}: profile, their sessions, Connect and Request a meeting. */
export function AttendeePage({ eventId, attendeeId }: { eventId: string; attendeeId: string }) {
  const { person, detail, sessions, timeZone, loading } = useAttendee(eventId, attendeeId);
  usePageTitle(person ? `${person.firstName} ${person.lastName}`.trim() : undefined);
  if (loading) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading the profile" />
      </div>
    );
  }
  if (!person) {
    return (
      <div role="status" className="py-12 text-center">
        <p className="font-semibold">This person is not available.</p>
        <Link to="/event/$eventId/attendees" params={{ eventId }} search={{ filter: 'all' }} className={`${buttonStyles.secondary} mt-4`}>
          Back to attendees
        </Link>
      </div>
    );
  }
  const name = `${person.firstName} ${person.lastName}`.trim();
  const actions = detail?.isMe ? (
    <Link to="/me" className={buttonStyles.secondary}>
      Edit my profile
    </Link>
  ) : (
    <div className="flex flex-col gap-3">
      <ConnectActions eventId={eventId} attendeeId={attendeeId} name={name} connection={detail?.connection ?? null} />
      <RequestMeeting eventId={eventId} person={{ attendeeId, firstName: person.firstName, lastName: person.lastName }} />
    </div>
  );
  return (
    <PersonProfile person={person} bio={detail?.person.bio} links={detail?.person.links} actions={actions}>
      <SpeakingSessions eventId={eventId} sessions={sessions} timeZone={timeZone} />
    </PersonProfile>
  );
}
