import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { votePollInput } from '#shared/contracts/polls.ts';
import { effectivePollState, voteRefusal } from '#shared/rules/poll-state.ts';
import type { Db } from '../../db/client.ts';
import { pollOptions } from '../../db/schema/poll-options.ts';
import { pollVotes } from '../../db/schema/poll-votes.ts';
import { polls } from '../../db/schema/polls.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnce } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { ballotCommitment } from './ballot-commitment.ts';
import { pollNotFoundMessage } from './poll-rows.ts';

export const votePollOp = 'poll.vote';
export const unknownOptionMessage = 'Choose among this poll’s options';
export const singleChoiceMessage = 'This poll takes one answer';
export const anonymousElsewhereMessage =
  'You already voted in this anonymous poll from another device or browser; only that one can change the vote';

export type VotePoll = z.output<typeof votePollInput> & { accountId: string };

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

async function moveCounts(tx: Db, removed: readonly string[], added: readonly string[]): Promise<void> {
  const minus = removed.filter((id) => !added.includes(id));
  const plus = added.filter((id) => !removed.includes(id));
  if (minus.length) await tx.update(pollOptions).set({ votes: sql`${pollOptions.votes} - 1` }).where(inArray(pollOptions.id, minus));
  if (plus.length) await tx.update(pollOptions).set({ votes: sql`${pollOptions.votes} + 1` }).where(inArray(pollOptions.id, plus));
}

/**
 * One person's vote, applied once per idempotency key (votes queued offline are replayed through
 * the outbox). The poll row is locked for the count, so votes of one poll count one at a time, in
 * the same order as a close: none is counted after it. Answers only the poll id: the stored answer
 * of a replay must not show counts of that moment, which beside the next vote's would reveal an
 * anonymous choice; callers read the state and counts afterwards.
 */
export async function votePoll(db: Db, vote: VotePoll, now: Date): Promise<{ pollId: string }> {
  return applyOnce(
    db,
    {
      accountId: vote.accountId,
      op: votePollOp,
      idempotencyKey: vote.idempotencyKey,
      // The secret makes the fingerprint of an anonymous choice impossible to guess too.
      fingerprint: fingerprintPayload({
        eventId: vote.eventId,
        pollId: vote.pollId,
        optionIds: [...vote.optionIds].sort(),
        ballotSecret: vote.ballotSecret,
        previousOptionIds: vote.previousOptionIds ? [...vote.previousOptionIds].sort() : null,
      }),
    },
    async (tx) => {
      const [poll] = await tx
        .select({ id: polls.id, kind: polls.kind, state: polls.state, opensAt: polls.opensAt, anonymous: polls.anonymous })
        .from(polls)
        .where(and(eq(polls.id, vote.pollId), eq(polls.eventId, vote.eventId)))
        .for('no key update');
      if (!poll) throw new DomainError('NOT_FOUND', pollNotFoundMessage);
      const refusal = voteRefusal(effectivePollState({ state: poll.state, opensAt: poll.opensAt ? Math.floor(poll.opensAt.getTime() / 1000) : null }, Math.floor(now.getTime() / 1000)));
      if (refusal) throw new DomainError('PRECONDITION_FAILED', refusal);
      if (poll.kind === 'single' && vote.optionIds.length !== 1) throw new DomainError('BAD_REQUEST', singleChoiceMessage);
      const known = await tx.select({ id: pollOptions.id }).from(pollOptions).where(eq(pollOptions.pollId, poll.id));
      const knownIds = known.map((option) => option.id);
      if (!vote.optionIds.every((id) => knownIds.includes(id))) throw new DomainError('BAD_REQUEST', unknownOptionMessage);

      const [existing] = await tx
        .select({ optionIds: pollVotes.optionIds, commitment: pollVotes.commitment })
        .from(pollVotes)
        .where(and(eq(pollVotes.pollId, poll.id), eq(pollVotes.accountId, vote.accountId)));
      const key = and(eq(pollVotes.pollId, poll.id), eq(pollVotes.accountId, vote.accountId));

      if (!poll.anonymous) {
        const before = existing?.optionIds ?? [];
        if (existing && sameSet(before, vote.optionIds)) return { pollId: poll.id };
        await moveCounts(tx, before, vote.optionIds);
        if (existing) await tx.update(pollVotes).set({ optionIds: vote.optionIds, votedAt: now }).where(key);
        else await tx.insert(pollVotes).values({ pollId: poll.id, accountId: vote.accountId, optionIds: vote.optionIds, votedAt: now });
        return { pollId: poll.id };
      }

      const commitment = ballotCommitment(poll.id, vote.ballotSecret, vote.optionIds);
      if (!existing) {
        await moveCounts(tx, [], vote.optionIds);
        await tx.insert(pollVotes).values({ pollId: poll.id, accountId: vote.accountId, commitment, votedAt: now });
        return { pollId: poll.id };
      }
      if (existing.commitment === commitment) return { pollId: poll.id };
      const previous = vote.previousOptionIds;
      if (!previous || existing.commitment !== ballotCommitment(poll.id, vote.ballotSecret, previous)) {
        throw new DomainError('CONFLICT', anonymousElsewhereMessage);
      }
      await moveCounts(tx, previous, vote.optionIds);
      await tx.update(pollVotes).set({ commitment, votedAt: now }).where(key);
      return { pollId: poll.id };
    },
  );
}
