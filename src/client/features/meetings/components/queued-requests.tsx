import { useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FreeSlotPicker } from '#client/components/meetings/free-slot-picker.tsx';
import { queueMeetingRequest } from '#client/components/meetings/queue-meeting-request.ts';
import { discardEntry } from '#client/offline/outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import type { QueuedMeetingRequest } from '../hooks/use-queued-meeting-writes.ts';

/** "Meeting request: Ada Lovelace" → "Ada Lovelace" (the name the request was queued with). */
const nameIn = (summary: string) => summary.replace(/^Meeting request:\s*/, '') || 'this person';

/**
 * A request the server refused (a time taken meanwhile names the next free ones): the reason,
 * and the times free now to ask again; the new request replaces the refused one.
 */
function RefusedRequest({ request, eventId, timeZone }: { request: QueuedMeetingRequest; eventId: string; timeZone: string }) {
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const [picking, setPicking] = useState(false);
  const name = nameIn(request.summary);
  const [firstName = '', ...rest] = name.split(' ');
  const attendeeId = request.eventId === eventId ? request.attendeeId : null;
  const askAgain = async (slots: number[], message: string) => {
    if (!accountId || attendeeId === null) return 'Sign in to request a meeting.';
    const problem = await queueMeetingRequest({ eventId, person: { attendeeId, firstName, lastName: rest.join(' ') }, slots, message, timeZone }, accountId);
    if (problem === null) await discardEntry(request.entryId);
    return problem;
  };
  return (
    <li className="flex flex-col gap-2 text-red-700 dark:text-red-400">
      <span>
        Not sent: {request.summary}. {request.error}
      </span>
      {attendeeId !== null && picking ? (
        <FreeSlotPicker eventId={eventId} attendeeId={attendeeId} name={name} timeZone={timeZone} submitText="Send request" onSubmit={askAgain} onDone={() => setPicking(false)} />
      ) : attendeeId !== null ? (
        <div>
          <button type="button" className={buttonStyles.secondary} onClick={() => setPicking(true)}>
            Choose another time
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** New requests still on this phone: waiting to be sent, or refused with the reason and a way to ask again. */
export function QueuedRequests({ requests, eventId, timeZone }: { requests: QueuedMeetingRequest[]; eventId: string; timeZone: string }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="meetings-queued" className="flex flex-col gap-2">
      <h2 id="meetings-queued" className="text-lg font-bold">
        Requests on this phone
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {requests.map((request) =>
          request.state === 'failed' ? (
            <RefusedRequest key={request.entryId} request={request} eventId={eventId} timeZone={timeZone} />
          ) : (
            <li key={request.entryId} className="text-amber-700 dark:text-amber-400">
              Waiting to send: {request.summary}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
