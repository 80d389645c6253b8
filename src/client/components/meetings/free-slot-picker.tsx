import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldError } from '#client/components/ui/form-styles.ts';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { readClientError } from '#client/lib/client-error.ts';
import { meetingFreeSlotsQuery } from '#client/lib/queries/meetings-queries.ts';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { meetingMessageMax } from './meeting-input.ts';
import { meetingTimeText } from '#shared/rules/meeting-time-text.ts';

interface FreeSlotPickerProps {
  eventId: string;
  /** The other person, by their attendeeId in the event: only the times free for both of you are offered. */
  attendeeId: string;
  name: string;
  timeZone: string;
  submitText: string;
  onSubmit: (slots: number[], message: string) => Promise<string | null>;
  onDone: () => void;
}

/** Pick one or more times free for both people (from meetings.freeSlots) and add a short message. */
export function FreeSlotPicker({ eventId, attendeeId, name, timeZone, submitText, onSubmit, onDone }: FreeSlotPickerProps) {
  const trpc = useTrpc();
  const legendId = useId();
  const free = useQuery(meetingFreeSlotsQuery(trpc, eventId, attendeeId));
  // Saved times, not checked just now: offline, a fetch waiting for the network, or one that failed
  // (venue Wi-Fi that is up but leads nowhere leaves navigator.onLine true).
  const fromBefore = !useOnlineStatus() || free.fetchStatus === 'paused' || free.isError;
  const [chosen, setChosen] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!free.data) {
    if (free.isError) return <p className={fieldError}>{readClientError(free.error).message}</p>;
    if (free.fetchStatus === 'paused') return <p className="text-sm text-gray-600 dark:text-gray-400">The free times show with a connection.</p>;
    return <Spinner label="Finding free times" />;
  }
  if (free.data.slots.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-400">No meeting time is free for you and {name}.</p>;

  const toggle = (slot: number) => setChosen((now) => (now.includes(slot) ? now.filter((one) => one !== slot) : [...now, slot]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await onSubmit(chosen, message).catch(() => 'This change could not be saved on this phone.');
    setBusy(false);
    setError(problem);
    if (problem === null) onDone();
  };
  return (
    <form className="flex w-full flex-col gap-3" onSubmit={(event) => void submit(event)}>
      <fieldset aria-labelledby={legendId} aria-describedby={error ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="text-sm font-medium">
          Free for you both ({free.data.slotMinutes} minutes)
        </legend>
        {fromBefore ? (
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">Free when last seen online: the times are checked again when your request is sent.</p>
        ) : null}
        <ul className="mt-2 grid max-h-72 grid-cols-1 gap-1 overflow-y-auto sm:grid-cols-2">
          {free.data.slots.map((slot) => (
            <li key={slot}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-gray-50 dark:hover:bg-gray-800">
                <input type="checkbox" className="size-5" checked={chosen.includes(slot)} onChange={() => toggle(slot)} />
                <span className="text-sm">{meetingTimeText(slot, timeZone)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {error ? (
        <p id={`${legendId}-error`} role="alert" className={fieldError}>
          {error}
        </p>
      ) : null}
      <TextAreaField label="Message (optional)" name="message" value={message} maxLength={meetingMessageMax} rows={2} onChange={(event) => setMessage(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {submitText}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}
