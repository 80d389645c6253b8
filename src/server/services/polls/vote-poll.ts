import { answerTakenKey, type Write } from '../idempotency/apply-once.ts';
import { fingerprintPayload } from '../idempotency/payload-fingerprint.ts';
import { effectivePollState, mayShowResults } from '#shared/rules/poll-state.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import { ballotCommitment } from './ballot-commitment.ts';
import { readOnePollCounts } from './poll-counts.ts';
import { loadPoll, pollNotFoundMessage } from './poll-rows.ts';
import { rememberPoll, voteAsClaimed } from './vote-as-claimed.ts';
import { judgeVote, sameSet, voteRow, type VoteAnswer, type VotePoll } from './vote-judgement.ts';
import { writeVoteOnce } from './vote-batch.ts';
import { claimUnchangedVote, readVoteSnapshot, type VoteSnapshot } from './vote-statements.ts';

export const votePollOp = 'poll.vote';
const anonymousElsewhereMessage =
  'You already voted in this anonymous poll from another device or browser; only that one can change the vote';

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
 * the outbox). First as claimed (vote-as-claimed.ts: one statement, the poll as remembered and the
 * device's word for its previous vote); else a read, then one statement that applies it only if
 * nothing it was judged on changed (vote-statements.ts), else read again. A close waits for the
 * votes under way (their statements share-lock the poll) and every vote after it finds the poll
 * changed: none is counted after a close. The stored answer of a key is only the poll id: counts
 * of that moment beside the next vote's would reveal an anonymous choice, so a replay reads the
 * state and counts as they are. `canManage`: the voter runs the poll (sees counts whatever the
 * poll says).
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
      // Left out when absent, so a vote queued before revisions keeps its fingerprint.
      revision: vote.revision,
    }),
  };
  const claimed = await voteAsClaimed(db, key, vote, now, canManage);
  if (claimed) return claimed;
  const replay = (stored: { pollId: string }) => answerNow(db, vote.eventId, stored.pollId, now, canManage);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const snapshot = await readVoteSnapshot(db, vote);
      if (snapshot.keyTaken) return await answerTakenKey(db, key, replay);
      if (snapshot.poll) rememberPoll(db, vote, snapshot.poll);
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
  const { answer, showsResults } = judgeVote(poll, vote, now, canManage);
  const unchanged = async () => {
    if (!(await claimUnchangedVote(db, key, vote.pollId))) return keyTakenMeanwhile;
    return answer(showsResults ? await readOnePollCounts(db, vote.pollId) : null);
  };
  // The choice the vote replaces: the stored one, or (anonymous polls keep none) the one the
  // voting device shows with its secret, which must match the stored commitment.
  let replaced: readonly string[] | null = null;
  if (!poll.anonymous) {
    if (mine && sameSet(mine.optionIds ?? [], vote.optionIds)) return unchanged();
    replaced = mine?.optionIds ?? null;
  } else if (mine) {
    if (mine.commitment === ballotCommitment(vote.pollId, vote.ballotSecret, vote.optionIds)) return unchanged();
    const previous = vote.previousOptionIds;
    if (!previous || mine.commitment !== ballotCommitment(vote.pollId, vote.ballotSecret, previous)) throw new DomainError('CONFLICT', anonymousElsewhereMessage);
    replaced = previous;
  }
  const written = await writeVoteOnce(db, { key, pollId: vote.pollId, eventId: vote.eventId, accountId: vote.accountId, poll, before: mine, now, ...voteRow(poll, vote, replaced) });
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
