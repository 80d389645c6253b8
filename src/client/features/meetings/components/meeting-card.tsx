import { useId, useState } from 'react';
import type { Meeting } from '#shared/contracts/meetings.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { badge, card } from '#client/components/ui/form-styles.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { declineReasonMax } from '#client/components/meetings/meeting-input.ts';
import { queueMeetingRequest } from '#client/components/meetings/queue-meeting-request.ts';
import { meetingPlaceText } from '#client/components/meetings/meeting-place.ts';
import { acceptMeeting, cancelMeeting, declineMeeting, markMet, proposeMeetingTimes, rescheduleMeeting, blockPerson } from '../meeting-outbox.ts';
import { meetingTimeText, weMetOpensSeconds } from '#shared/rules/meeting-time-text.ts';
import type { QueuedMeetingWrite } from '../hooks/use-queued-meeting-writes.ts';
import { FreeSlotPicker } from '#client/components/meetings/free-slot-picker.tsx';
import { BlockPerson } from './block-person.tsx';
import { MeetingPerson } from './meeting-person.tsx';
import { ReasonForm } from './reason-form.tsx';

export type MeetingSection = 'received' | 'sent' | 'upcoming' | 'past';

interface MeetingCardProps {
  meeting: Meeting;
  section: MeetingSection;
  timeZone: string;
  nowSeconds: number;
  queued: QueuedMeetingWrite | undefined;
}

const pastWords = (meeting: Meeting): string => {
  if (meeting.state === 'declined') return meeting.direction === 'sent' ? 'Declined' : 'You declined';
  if (meeting.state === 'cancelled') return meeting.cancelledByMe ? 'You cancelled' : 'Cancelled';
  return meeting.heldAt === null ? 'Not marked as met' : 'Met';
};

function QueuedNote({ queued }: { queued: QueuedMeetingWrite }) {
  if (queued.state === 'pending')
    return (
      <p className="text-sm text-amber-700 dark:text-amber-400">
        <span className={`${badge} mr-2 bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200`}>Waiting to send</span>
        {queued.summary}
      </p>
    );
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      Not applied: {queued.summary}. {queued.error}
    </p>
  );
}

/** One meeting in its section, with what its person can do there. */
export function MeetingCard({ meeting, section, timeZone, nowSeconds, queued }: MeetingCardProps) {
  const headingId = useId();
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const ref = { eventId: meeting.eventId, meetingId: meeting.id, other: meeting.other, timeZone };
  const waiting = queued?.state === 'pending';
  // A form shows its own error beside its field; a lone button's shows on the card.
  const act = (write: (accountId: string) => Promise<string | null>, showOnCard = true) => async () => {
    const error = accountId ? await write(accountId).catch(() => 'This change could not be saved on this phone.') : 'Sign in to answer.';
    if (showOnCard) setProblem(error);
    return error;
  };
  const name = `${meeting.other.firstName} ${meeting.other.lastName}`.trim();
  // Other times for a request received, new times for a booked meeting not over yet, or a new
  // request to someone from a past meeting (while they are still in the event).
  const { attendeeId } = meeting.other;
  const canReschedule = section === 'upcoming' && meeting.heldAt === null && (meeting.endsAt === null || nowSeconds < meeting.endsAt);
  const pickKind = section === 'received' ? 'propose' : canReschedule ? 'reschedule' : section === 'past' && attendeeId !== null ? 'request' : null;
  const pickText = pickKind === 'propose' ? 'Propose other times' : pickKind === 'reschedule' ? 'Reschedule' : 'Request again';
  const pick = (slots: number[], message: string) => {
    if (!accountId) return Promise.resolve('Sign in to answer.');
    if (pickKind === 'propose') return proposeMeetingTimes(ref, slots, message, accountId);
    if (pickKind === 'reschedule') return rescheduleMeeting(ref, slots, message, accountId);
    if (attendeeId === null) return Promise.resolve('This person is no longer in the event.');
    return queueMeetingRequest({ eventId: meeting.eventId, person: { ...meeting.other, attendeeId }, slots, message, timeZone }, accountId);
  };
  const canMarkMet = section === 'upcoming' && meeting.heldAt === null && meeting.startsAt !== null && nowSeconds >= meeting.startsAt - weMetOpensSeconds;

  return (
    <li className={`${card} flex flex-col gap-3`} aria-labelledby={headingId} id={meeting.id}>
      <MeetingPerson other={meeting.other} headingId={headingId} />
      {meeting.startsAt !== null && (section === 'upcoming' || section === 'past') ? (
        <p className="text-sm">
          <span className="font-semibold">{meetingTimeText(meeting.startsAt, timeZone)}</span>
          <span className="text-gray-600 dark:text-gray-400"> · {meetingPlaceText(meeting)}</span>
        </p>
      ) : null}
      {meeting.message ? <p className="text-sm whitespace-pre-line text-gray-700 dark:text-gray-300">“{meeting.message}”</p> : null}
      {section === 'past' ? <p className="text-sm text-gray-600 dark:text-gray-400">{pastWords(meeting)}{meeting.declineReason ? `: ${meeting.declineReason}` : ''}</p> : null}
      {section === 'upcoming' && meeting.heldAt !== null ? <p className="text-sm font-semibold text-green-700 dark:text-green-400">You met</p> : null}
      {section === 'sent' ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {meeting.proposedByMe ? 'You proposed' : 'They proposed'}: {meeting.proposedSlots.map((slot) => meetingTimeText(slot, timeZone)).join('; ')}
        </p>
      ) : null}
      {queued ? <QueuedNote queued={queued} /> : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      {pickKind && attendeeId !== null && !waiting && picking ? (
        <FreeSlotPicker
          eventId={meeting.eventId}
          attendeeId={attendeeId}
          name={name}
          timeZone={timeZone}
          submitText={pickKind === 'reschedule' ? 'Propose new times' : pickText}
          onSubmit={pick}
          onDone={() => setPicking(false)}
        />
      ) : null}
      {waiting || picking ? null : (
        <div className="flex flex-wrap gap-2">
          {section === 'received' ? (
            <>
              <fieldset className="flex w-full flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">Accept a time</legend>
                <div className="flex flex-wrap gap-2">
                  {meeting.proposedSlots.map((slot) => (
                    <button key={slot} type="button" className={buttonStyles.primary} onClick={() => void act((id) => acceptMeeting(ref, slot, id))()}>
                      Accept {meetingTimeText(slot, timeZone)}
                    </button>
                  ))}
                </div>
              </fieldset>
              <ReasonForm label="Reason (optional)" confirmText="Decline" maxLength={declineReasonMax} onSubmit={(reason) => act((id) => declineMeeting(ref, reason, id), false)()} />
              {attendeeId !== null ? <BlockPerson name={name} onBlock={() => act((id) => blockPerson(ref, attendeeId, id))()} /> : null}
            </>
          ) : null}
          {pickKind ? (
            <button type="button" className={buttonStyles.secondary} onClick={() => setPicking(true)}>
              {pickText}
            </button>
          ) : null}
          {section === 'sent' ? (
            <ReasonForm label="Reason (optional)" confirmText="Cancel request" maxLength={declineReasonMax} onSubmit={(reason) => act((id) => cancelMeeting(ref, reason, id), false)()} />
          ) : null}
          {section === 'upcoming' ? (
            <>
              {canMarkMet ? (
                <button type="button" className={buttonStyles.primary} onClick={() => void act((id) => markMet(ref, id))()}>
                  We met
                </button>
              ) : null}
              <ReasonForm label="Reason (optional)" confirmText="Cancel meeting" maxLength={declineReasonMax} onSubmit={(reason) => act((id) => cancelMeeting(ref, reason, id), false)()} />
            </>
          ) : null}
        </div>
      )}
    </li>
  );
}
