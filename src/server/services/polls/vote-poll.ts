import type { z } from 'zod';
import type { PollCounts, votePollInput } from '#shared/contracts/polls.ts';
import { effectivePollState, mayShowResults, voteRefusal, type EffectivePollState } from '#shared/rules/poll-state.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { answerTakenKey, type Write } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { ballotCommitment } from './ballot-commitment.ts';
import { readOnePollCounts } from './poll-counts.ts';
import { loadPoll, pollNotFoundMessage } from './poll-rows.ts';
import { claimUnchangedVote, readVoteSnapshot, writeVoteOnce, type VoteSnapshot, type VoteWriteOutcome } from './vote-statements.ts';

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

/** What the vote was judged on changed before it was written: read again. */
class ChangedSinceRead extends Error {}

/**
 * Reads before giving up. A write fails only when another write of the same person's vote (or a
 * change of the poll) committed between its read and itself, and a device that has written is
 * done: n of one person's devices voting at the same instant need at most n tries.
 */
const attempts = 12;

/**
 * One person's vote, applied once per idempotency key (votes queued offline are replayed through
 * the outbox): a read, then one statement that applies it only if nothing it was judged on changed
 * (vote-statements.ts), else read again. A close waits for the votes under way (their statements
 * share-lock the poll) and every vote after it finds the poll changed: none is counted after a close. The stored answer
 * of a key is only the poll id: counts of that moment beside the next vote's would reveal an
 * anonymous choice, so a replay reads the state and counts as they are. `canManage`: the voter
 * runs the poll (sees counts whatever the poll says).
 */
export async function votePoll(db: Db, vote: VotePoll, now: Date, canManage: boolean): Promise<VoteAnswer> {
  const key = {
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
  const replay = (stored: { pollId: string }) => answerNow(db, vote.eventId, stored.pollId, now, canManage);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const snapshot = await readVoteSnapshot(db, vote);
      if (snapshot.keyTaken) return await answerTakenKey(db, key, replay);
      const applied = await applyVote(db, key, snapshot, vote, now, canManage);
      return applied === keyTakenMeanwhile ? await answerTakenKey(db, key, replay) : applied;
    } catch (error) {
      if (!(error instanceof ChangedSinceRead) || attempt === attempts) throw error;
    }
  }
}

/** An unchanged vote found its key taken after the read (the same vote sent twice at once). */
const keyTakenMeanwhile: unique symbol = Symbol('keyTakenMeanwhile');

async function applyVote(db: Db, key: Write, { poll, mine }: VoteSnapshot, vote: VotePoll, now: Date, canManage: boolean): Promise<VoteAnswer | typeof keyTakenMeanwhile> {
  if (!poll) throw new DomainError('NOT_FOUND', pollNotFoundMessage);
  const state = effectivePollState(poll, Math.floor(now.getTime() / 1000));
  const refusal = voteRefusal(state);
  if (refusal) throw new DomainError('PRECONDITION_FAILED', refusal);
  if (poll.kind === 'single' && vote.optionIds.length !== 1) throw new DomainError('BAD_REQUEST', singleChoiceMessage);
  if (!vote.optionIds.every((id) => poll.optionIds.includes(id))) throw new DomainError('BAD_REQUEST', unknownOptionMessage);
  // The voter voted (now or before): only a poll that shows results after close hides them still.
  const show = mayShowResults(poll, { state, voted: true, canManage });
  const answer = (results: PollCounts | null): VoteAnswer => ({ pollId: vote.pollId, state, results: show ? results : null });
  const unchanged = async () => {
    if (!(await claimUnchangedVote(db, key, vote.pollId))) return keyTakenMeanwhile;
    return answer(show ? await readOnePollCounts(db, vote.pollId) : null);
  };
  const base = { key, pollId: vote.pollId, eventId: vote.eventId, accountId: vote.accountId, poll, before: mine, now };

  let written: VoteWriteOutcome;
  if (!poll.anonymous) {
    const before = mine?.optionIds ?? [];
    if (mine && sameSet(before, vote.optionIds)) return unchanged();
    written = await writeVoteOnce(db, { ...base, optionIds: vote.optionIds, commitment: null, moves: movesBetween(before, vote.optionIds) });
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
    written = await writeVoteOnce(db, { ...base, optionIds: null, commitment, moves: movesBetween(before, vote.optionIds) });
  }
  // Not applied: the poll, the person's vote or the key changed since the read (the next read
  // finds out which). Applied but not claimed: the key was taken in the same instant by another
  // write of this account; the vote counts once all the same.
  if (!written.applied) throw new ChangedSinceRead();
  return answer(written.counts);
}

/** A replay's answer: the poll's state and the counts as they are now (NOT_FOUND once it was removed). */
async function answerNow(db: Db, eventId: string, pollId: string, now: Date, canManage: boolean): Promise<VoteAnswer> {
  const poll = await loadPoll(db, eventId, pollId);
  const state = effectivePollState(poll, Math.floor(now.getTime() / 1000));
  const show = mayShowResults(poll, { state, voted: true, canManage });
  return { pollId, state, results: show ? await readOnePollCounts(db, pollId) : null };
}
