import type { z } from 'zod';
import type { createPollInput, Poll } from '#shared/contracts/polls.ts';
import type { Db } from '../../db/client.ts';
import { pollOptions } from '../../db/schema/poll-options.ts';
import { polls } from '../../db/schema/polls.ts';
import type { EventAccess } from '../access/event-access.ts';
import { requirePollManager, requireSessionOfEvent } from './manage-poll.ts';
import { toPoll } from './poll-rows.ts';

/** A new poll with its options, in one transaction (its insert bumps the polls feed once). */
export async function createPoll(db: Db, access: EventAccess, accountId: string, input: z.output<typeof createPollInput>): Promise<Poll> {
  if (input.programId) await requireSessionOfEvent(db, access.event.id, input.programId);
  await requirePollManager(db, access, input.programId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(polls)
      .values({
        eventId: access.event.id,
        programItemId: input.programId,
        question: input.question,
        kind: input.kind,
        state: input.state,
        opensAt: input.state === 'scheduled' && input.opensAt !== null ? new Date(input.opensAt * 1000) : null,
        closesAt: input.closesAt === null ? null : new Date(input.closesAt * 1000),
        resultsVisibility: input.resultsVisibility,
        anonymous: input.anonymous,
        createdBy: accountId,
      })
      .returning();
    if (!row) throw new Error('createPoll: no row');
    const options = await tx
      .insert(pollOptions)
      .values(input.options.map((label, position) => ({ pollId: row.id, position, label })))
      .returning({ id: pollOptions.id, label: pollOptions.label, position: pollOptions.position });
    options.sort((a, b) => a.position - b.position);
    return toPoll(row, options.map(({ id, label }) => ({ id, label })));
  });
}
