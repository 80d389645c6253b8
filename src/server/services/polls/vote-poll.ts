import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PollCounts, votePollInput } from '#shared/contracts/polls.ts';
import { effectivePollState, mayShowResults, voteRefusal, type EffectivePollState } from '#shared/rules/poll-state.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { applyOnceClaimingInline, keyTaken } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { ballotCommitment } from './ballot-commitment.ts';
import { readOnePollCounts } from './poll-counts.ts';
import { loadPoll, pollNotFoundMessage } from './poll-rows.ts';
import { readVoteContext, writeVote } from './vote-statements.ts';

export const votePollOp = 'poll.vote';
export const unknownOptionMessage = 'Choose among this poll’s options';
export const singleChoiceMessage = 'This poll takes one answer';
export const anonymousElsewhereMessage =
  'You already voted in this anonymous poll from another device or browser; only that one can change the vote';

export type VotePoll = z.output<typeof votePollInput> & { accountId: string };

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Count changes from one choice to another (options in both stay). */
function movesBetween(removed: readonly string[], added: readonly string[]): Array<{ id: string; delta: number }> {
  return [...removed.filter((id) => !added.includes(id)).map((id) => ({ id, delta: -1 })), ...added.filter((id) => !removed.includes(id)).map((id) => ({ id, delta: 1 }))];
}

/** The vote's answer: the state now, and the counts the voter may now see. */
export interface VoteAnswer {
  pollId: string;
  state: EffectivePollState;
  results: PollCounts | null;
}

/** Another device of the same person inserted their first vote meanwhile: start again. */
class RacedFirstVote extends Error {}

const attempts = 3;

/**
 * One person's vote, applied once per idempotency key (votes queued offline are replayed through
 * the outbox). Votes of one poll share its row lock, which a close takes alone: none is counted
 * after a close. The stored answer of a key is only the poll id: counts of that moment beside the
 * next vote's would reveal an anonymous choice, so a replay reads the state and counts as they are.
 * `canManage`: the voter runs the poll (sees counts whatever the poll says).
 */
export async function votePoll(db: Db, vote: VotePoll, now: Date, canManage: boolean): Promise<VoteAnswer> {
  const write = {
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
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await applyOnceClaimingInline(
        db,
        write,
        { pollId: vote.pollId },
        (tx, claim) => applyVote(tx, claim, vote, now, canManage),
        (stored, tx) => answerNow(tx, vote.eventId, stored.pollId, now, canManage),
      );
    } catch (error) {
      if (!(error instanceof RacedFirstVote) || attempt === attempts) throw error;
    }
  }
}

async function applyVote(tx: Db, claim: SQL, vote: VotePoll, now: Date, canManage: boolean): Promise<VoteAnswer | typeof keyTaken> {
  const { claimed, poll, mine } = await readVoteContext(tx, claim, vote);
  if (!claimed) return keyTaken;
  if (!poll) throw new DomainError('NOT_FOUND', pollNotFoundMessage);
  const state = effectivePollState(poll, Math.floor(now.getTime() / 1000));
  const refusal = voteRefusal(state);
  if (refusal) throw new DomainError('PRECONDITION_FAILED', refusal);
  if (poll.kind === 'single' && vote.optionIds.length !== 1) throw new DomainError('BAD_REQUEST', singleChoiceMessage);
  if (!vote.optionIds.every((id) => poll.optionIds.includes(id))) throw new DomainError('BAD_REQUEST', unknownOptionMessage);
  // The voter voted (now or before): only a poll that shows results after close hides them still.
  const show = mayShowResults(poll, { state, voted: true, canManage });
  const answer = (results: PollCounts | null): VoteAnswer => ({ pollId: vote.pollId, state, results: show ? results : null });
  const unchanged = async () => answer(show ? await readOnePollCounts(tx, vote.pollId) : null);
  const base = { pollId: vote.pollId, accountId: vote.accountId, replaces: mine !== null, now };

  let written: PollCounts | null;
  if (!poll.anonymous) {
    const before = mine?.optionIds ?? [];
    if (mine && sameSet(before, vote.optionIds)) return unchanged();
    written = await writeVote(tx, { ...base, optionIds: vote.optionIds, commitment: null, moves: movesBetween(before, vote.optionIds) });
  } else {
    const commitment = ballotCommitment(vote.pollId, vote.ballotSecret, vote.optionIds);
    if (mine?.commitment === commitment) return unchanged();
    let before: readonly string[] = [];
    if (mine) {
      const previous = vote.previousOptionIds;
      if (!previous || mine.commitment !== ballotCommitment(vote.pollId, vote.ballotSecret, previous)) {
        throw new DomainError('CONFLICT', anonymousElsewhereMessage);
      }
      before = previous;
    }
    written = await writeVote(tx, { ...base, optionIds: null, commitment, moves: movesBetween(before, vote.optionIds) });
  }
  if (!written) throw new RacedFirstVote();
  return answer(written);
}

/** A replay's answer: the poll's state and the counts as they are now (NOT_FOUND once it was removed). */
async function answerNow(tx: Db, eventId: string, pollId: string, now: Date, canManage: boolean): Promise<VoteAnswer> {
  const poll = await loadPoll(tx, eventId, pollId);
  const state = effectivePollState(poll, Math.floor(now.getTime() / 1000));
  const show = mayShowResults(poll, { state, voted: true, canManage });
  return { pollId, state, results: show ? await readOnePollCounts(tx, pollId) : null };
}
