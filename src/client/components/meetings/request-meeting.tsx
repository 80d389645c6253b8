import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { meetingTimeText } from '#shared/rules/meeting-time-text.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { badge } from '#client/components/ui/form-styles.ts';
import { eventQuery } from '#client/lib/queries/event-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { FreeSlotPicker } from './free-slot-picker.tsx';
import { queueMeetingRequest } from './queue-meeting-request.ts';
import { useMeetingWith, type MeetingWith } from './use-meeting-with.ts';

interface Person {
  attendeeId: string;
  firstName: string;
  lastName: string;
}

const linkStyles = 'font-medium text-primary-700 underline-offset-2 hover:underline dark:text-primary-300';

function MeetingsLink({ eventId, meetingId, text }: { eventId: string; meetingId?: string; text: string }) {
  return (
    <Link to="/event/$eventId/meetings" params={{ eventId }} hash={meetingId} className={linkStyles}>
      {text}
    </Link>
  );
}

/** Where the viewer stands with the person: a request on this phone, an open request or a booked meeting. */
function MeetingState({ eventId, person, state, timeZone }: { eventId: string; person: Person; state: Exclude<MeetingWith, { kind: 'none' }>; timeZone: string }) {
  if (state.kind === 'queued') {
    if (state.state === 'failed')
      return (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          Meeting request not sent: {state.error} <MeetingsLink eventId={eventId} text="Open Meetings" />
        </p>
      );
    return (
      <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
        <span className={`${badge} mr-2 bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200`}>Waiting to send</span>
        Meeting request to {person.firstName}: it is sent when this phone is online. <MeetingsLink eventId={eventId} text="Meetings" />
      </p>
    );
  }
  const { meeting, section } = state;
  const words =
    section === 'sent'
      ? { strong: 'Meeting requested', rest: `, waiting for ${person.firstName}'s answer.`, link: 'See it in Meetings' }
      : section === 'received'
        ? { strong: `${person.firstName} asked to meet you`, rest: '.', link: 'Answer in Meetings' }
        : { strong: 'Meeting booked', rest: meeting.startsAt !== null ? `: ${meetingTimeText(meeting.startsAt, timeZone)}${meeting.tableNumber !== null ? `, table ${meeting.tableNumber}` : ''}.` : '.', link: 'See it in Meetings' };
  return (
    <p role="status" className="text-sm">
      <span className="font-semibold">{words.strong}</span>
      {words.rest} <MeetingsLink eventId={eventId} meetingId={meeting.id} text={words.link} />
    </p>
  );
}

/**
 * "Request a meeting" with a person of the event, from their page or a match card: shown while the
 * event has meetings switched on and the person is not the viewer. It picks times free for both
 * (saved ones offline) and queues the request in the outbox; then it says where things stand.
 */
export function RequestMeeting({ eventId, person }: { eventId: string; person: Person }) {
  const trpc = useTrpc();
  const event = useQuery(eventQuery(trpc, eventId)).data;
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const [picking, setPicking] = useState(false);
  const membership = event?.membership ?? null;
  const enabled = Boolean(event?.enableMeetings) && membership !== null && membership.attendeeId !== person.attendeeId;
  const state = useMeetingWith(eventId, person.attendeeId, enabled);
  if (!event || !enabled) return null;
  const name = `${person.firstName} ${person.lastName}`.trim();
  if (state.kind !== 'none') return <MeetingState eventId={eventId} person={person} state={state} timeZone={event.timeZone} />;
  if (!picking)
    return (
      <div>
        <button type="button" className={buttonStyles.secondary} onClick={() => setPicking(true)}>
          Request a meeting
        </button>
      </div>
    );
  const send = (slots: number[], message: string) =>
    accountId ? queueMeetingRequest({ eventId, person, slots, message, timeZone: event.timeZone }, accountId) : Promise.resolve('Sign in to request a meeting.');
  return (
    <section aria-label={`Request a meeting with ${name}`} className="flex flex-col gap-2">
      <FreeSlotPicker eventId={eventId} attendeeId={person.attendeeId} name={name} timeZone={event.timeZone} submitText="Send request" onSubmit={send} onDone={() => setPicking(false)} />
    </section>
  );
}
