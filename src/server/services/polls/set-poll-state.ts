import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { closesBeforeOpeningMessage, type Poll, type setPollStateInput } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { polls } from '../../db/schema/polls.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';
import { requirePollManager } from './manage-poll.ts';
import { loadPoll } from './poll-rows.ts';

/**
 * Opens, closes or schedules a poll (a close time stays, unless it has passed and the poll opens again). Votes lock the poll row while they count, so a close waits
 * for votes under way and every vote after it is refused.
 */
export async function setPollState(db: Db, access: EventAccess, input: z.output<typeof setPollStateInput>, now: Date): Promise<Poll> {
  const poll = await loadPoll(db, access.event.id, input.pollId);
  await requirePollManager(db, access, poll.programId);
  const opensAt = input.state === 'scheduled' ? input.opensAt : null;
  if (opensAt !== null && poll.closesAt !== null && poll.closesAt <= opensAt) throw new DomainError('PRECONDITION_FAILED', closesBeforeOpeningMessage);
  // Opening a poll again after its close time passed takes that time away (it would close at once).
  const closesAt = input.state === 'open' && poll.closesAt !== null && poll.closesAt <= now.getTime() / 1000 ? null : undefined;
  await db
    .update(polls)
    .set({ state: input.state, opensAt: opensAt === null ? null : new Date(opensAt * 1000), closesAt, updatedAt: now })
    .where(and(eq(polls.id, poll.id), eq(polls.eventId, access.event.id)));
  return loadPoll(db, access.event.id, poll.id);
}

/** Removes a poll, its options and every vote. */
export async function removePoll(db: Db, access: EventAccess, pollId: string): Promise<void> {
  const poll = await loadPoll(db, access.event.id, pollId);
  await requirePollManager(db, access, poll.programId);
  await db.delete(polls).where(and(eq(polls.id, poll.id), eq(polls.eventId, access.event.id)));
}
