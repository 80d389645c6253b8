import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Poll, setPollStateInput } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { polls } from '../../db/schema/polls.ts';
import type { EventAccess } from '../access/event-access.ts';
import { requirePollManager } from './manage-poll.ts';
import { loadPoll } from './poll-rows.ts';

/**
 * Opens, closes or schedules a poll. Votes lock the poll row while they count, so a close waits
 * for votes under way and every vote after it is refused.
 */
export async function setPollState(db: Db, access: EventAccess, input: z.output<typeof setPollStateInput>, now: Date): Promise<Poll> {
  const poll = await loadPoll(db, access.event.id, input.pollId);
  await requirePollManager(db, access, poll.programId);
  await db
    .update(polls)
    .set({ state: input.state, opensAt: input.state === 'scheduled' && input.opensAt !== null ? new Date(input.opensAt * 1000) : null, updatedAt: now })
    .where(and(eq(polls.id, poll.id), eq(polls.eventId, access.event.id)));
  return loadPoll(db, access.event.id, poll.id);
}

/** Removes a poll, its options and every vote. */
export async function removePoll(db: Db, access: EventAccess, pollId: string): Promise<void> {
  const poll = await loadPoll(db, access.event.id, pollId);
  await requirePollManager(db, access, poll.programId);
  await db.delete(polls).where(and(eq(polls.id, poll.id), eq(polls.eventId, access.event.id)));
}
