import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Meeting } from '#shared/contracts/meetings.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { badge } from '#client/components/ui/form-styles.ts';
import { myMeetingsQuery } from '#client/lib/queries/meetings-queries.ts';
import { timeRange } from '#client/lib/session-time.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import type { OutboxOpName } from '#client/offline/outbox-entry.ts';
import { subscribeOutboxResults } from '#client/offline/outbox.ts';
import { useOutbox } from '#client/offline/use-outbox.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { meetingPlaceText, meetingsAtTheTable } from './meeting-place.ts';
import { queueMeetingMet } from './queue-meeting-write.ts';

const metOps: OutboxOpName[] = ['meeting.markMet'];

function Photo({ other }: { other: Meeting['other'] }) {
  if (other.picture) return <img src={other.picture} alt="" className="size-20 shrink-0 rounded-full object-cover" />;
  const initials = `${other.firstName.charAt(0)}${other.lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <span aria-hidden="true" className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-primary-600 text-2xl font-semibold text-white dark:bg-primary-500">
      {initials}
    </span>
  );
}

interface TableCardProps {
  meeting: Meeting;
  timeZone: string;
  nowSeconds: number;
  queued: { state: 'pending' | 'failed'; error: string | null } | undefined;
}

function TableCard({ meeting, timeZone, nowSeconds, queued }: TableCardProps) {
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${meeting.other.firstName} ${meeting.other.lastName}`.trim() || 'Someone';
  const started = nowSeconds >= meeting.startsAt!;
  const headingId = `at-the-table-${meeting.id}`;
  const weMet = async () => {
    if (!accountId) return setProblem('Sign in to mark the meeting.');
    const ref = { eventId: meeting.eventId, meetingId: meeting.id, other: meeting.other, timeZone };
    setProblem(await queueMeetingMet(ref, accountId).catch(() => 'This change could not be saved on this phone.'));
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-primary-50 p-4 ring-2 ring-primary-500 dark:bg-primary-500/10">
      <h2 id={headingId} className="text-lg font-bold">
        {started ? 'Meeting now' : 'Meeting soon'}: {name}
      </h2>
      <div className="flex items-center gap-4">
        <Photo other={meeting.other} />
        <div className="min-w-0">
          <p className="text-2xl font-bold">{meetingPlaceText(meeting)}</p>
          <p className="text-sm font-semibold tabular-nums">{timeRange(meeting.startsAt!, meeting.endsAt!, timeZone)}</p>
          {meeting.other.company ? <p className="truncate text-sm text-gray-600 dark:text-gray-400">{meeting.other.company}</p> : null}
        </div>
      </div>
      {meeting.heldAt !== null ? (
        <p className="text-sm font-semibold text-green-700 dark:text-green-400">You met</p>
      ) : queued?.state === 'pending' ? (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
          <span className={`${badge} mr-2 bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200`}>Waiting to send</span>
          We met: saved on this phone, sent when it is online.
        </p>
      ) : (
        <div>
          {queued?.state === 'failed' ? (
            <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-400">
              Not applied: {queued.error}
            </p>
          ) : null}
          <button type="button" className={buttonStyles.primary} onClick={() => void weMet()}>
            We met
          </button>
        </div>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

/**
 * At the table: from ten minutes before a booked meeting until its end, the place, the other
 * person's photo and name, and "We met" (queued in the outbox, so it works offline). Once the
 * server has taken a "We met", my meetings are read again so the card says "You met".
 */
export function AtTheTable({ eventId, meetings, timeZone, nowSeconds }: { eventId: string; meetings: readonly Meeting[]; timeZone: string; nowSeconds: number }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const { entries } = useOutbox({ ops: metOps });
  useEffect(
    () => subscribeOutboxResults('meeting.markMet', () => void queryClient.invalidateQueries({ queryKey: myMeetingsQuery(trpc, eventId).queryKey })),
    [eventId, queryClient, trpc],
  );
  const now = meetingsAtTheTable(meetings, nowSeconds);
  if (now.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {now.map((meeting) => {
        const entry = entries.findLast((one) => (one.payload as { meetingId?: unknown } | null)?.meetingId === meeting.id);
        const queued = entry ? { state: entry.state, error: entry.state === 'failed' ? (entry.lastError?.message ?? 'Refused by the server') : null } : undefined;
        return <TableCard key={meeting.id} meeting={meeting} timeZone={timeZone} nowSeconds={nowSeconds} queued={queued} />;
      })}
    </div>
  );
}
