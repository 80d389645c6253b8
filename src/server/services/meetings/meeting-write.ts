import { and, eq } from 'drizzle-orm';
import type { Meeting } from '#shared/contracts/meetings.ts';
import type { Db } from '../../db/client.ts';
import { meetings, type MeetingRow } from '../../db/schema/meetings.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { loadMeetingView } from './meeting-views.ts';

const meetingNotFoundMessage = 'Meeting not found';

/** What every answer to a meeting carries (the outbox queues them all). */
export interface MeetingWrite {
  accountId: string;
  idempotencyKey: string;
  eventId: string;
  meetingId: string;
  actedAt: number;
}

/**
 * The meeting, locked for the rest of the transaction, when the caller is one of its two people;
 * NOT_FOUND otherwise (someone else's meeting id reveals nothing).
 */
export async function lockOwnMeeting(tx: Db, write: Pick<MeetingWrite, 'accountId' | 'eventId' | 'meetingId'>): Promise<MeetingRow> {
  const [row] = await tx
    .select()
    .from(meetings)
    .where(and(eq(meetings.id, write.meetingId), eq(meetings.eventId, write.eventId)))
    .limit(1)
    .for('update');
  if (!row || (row.requesterId !== write.accountId && row.recipientId !== write.accountId)) throw new DomainError('NOT_FOUND', meetingNotFoundMessage);
  return row;
}

/** The side that answers a pending meeting is the one that did not propose its times. */
export function requireTurnToAnswer(row: MeetingRow, accountId: string): void {
  if (row.state !== 'pending') throw new DomainError('CONFLICT', `This meeting is ${row.state} and has no open request to answer`);
  if (row.proposedBy === accountId) throw new DomainError('CONFLICT', 'You proposed these times: the other person answers them');
}

/** Whether a write was applied now (true) or was a replay of an applied key (false): only the first notifies. */
export interface Applied {
  meeting: Meeting;
  fresh: boolean;
}

/**
 * One meeting write, once per idempotency key: `apply` changes the row inside the transaction;
 * the answer is the meeting as the caller sees it now, for a replay too.
 */
export async function applyMeetingWrite(
  db: Db,
  op: string,
  write: MeetingWrite,
  payload: Record<string, unknown>,
  apply: (tx: Db) => Promise<void>,
): Promise<Applied> {
  let fresh = false;
  const current = (tx: Db) => loadMeetingView(tx, write.eventId, write.accountId, write.meetingId);
  const meeting = await applyOnce(
    db,
    { accountId: write.accountId, op, idempotencyKey: write.idempotencyKey, fingerprint: fingerprintPayload({ eventId: write.eventId, meetingId: write.meetingId, ...payload }) },
    async (tx) => {
      await apply(tx);
      fresh = true;
      return current(tx);
    },
    (_stored, tx) => current(tx),
  );
  return { meeting, fresh };
}
