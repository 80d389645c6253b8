import type { Db } from '../../db/client.ts';
import { DomainError } from '../domain-error.ts';
import type { Write } from '../idempotency/apply-once.ts';
import { ballotCommitment } from './ballot-commitment.ts';
import { judgeVote, sameSet, voteRow, type VoteAnswer, type VotedPoll, type VotePoll } from './vote-judgement.ts';
import { writeVoteOnce } from './vote-batch.ts';

// The one-statement vote: the poll as this process last read it, the person's vote so far as
// their device says it was (previousOptionIds), and the write statement, which applies it only
// if both still hold and the key is unused. Most votes of a busy poll go this way: one round trip
// instead of a read and a write, which is what a room of 2,000 voting within seconds costs on one
// process. Anything else (a first vote on this process, another device's vote meanwhile, an
// edit or close, a replay, a refusal) takes the read-then-write way, which judges from fresh rows.

/** Polls remembered per database (tests run several servers in one process), newest last. */
const rememberedPolls = new WeakMap<Db, Map<string, VotedPoll & { eventId: string }>>();
/** Plenty for the polls open at once on one event or a few. */
const rememberedPerDatabase = 200;

/** Keeps the poll as just read, for the next votes on it. */
export function rememberPoll(db: Db, { eventId, pollId }: { eventId: string; pollId: string }, poll: VotedPoll): void {
  let polls = rememberedPolls.get(db);
  if (!polls) rememberedPolls.set(db, (polls = new Map()));
  polls.delete(pollId);
  polls.set(pollId, { ...poll, eventId });
  if (polls.size > rememberedPerDatabase) polls.delete(polls.keys().next().value as string);
}

/** The vote applied in one statement, or null: it could not be judged or written that way (nothing changed then). */
export async function voteAsClaimed(db: Db, key: Write, vote: VotePoll, now: Date, canManage: boolean): Promise<VoteAnswer | null> {
  const poll = rememberedPolls.get(db)?.get(vote.pollId);
  if (!poll || poll.eventId !== vote.eventId) return null;
  const previous = vote.previousOptionIds;
  // The same choice again changes nothing, which only the stored row can tell.
  if (previous && sameSet(previous, vote.optionIds)) return null;
  let judged: ReturnType<typeof judgeVote>;
  try {
    judged = judgeVote(poll, vote, now, canManage);
  } catch (error) {
    // Refused by what may be an old copy: the fresh read decides.
    if (error instanceof DomainError) return null;
    throw error;
  }
  const before = previous === null ? null : poll.anonymous ? { optionIds: null, commitment: ballotCommitment(vote.pollId, vote.ballotSecret, previous) } : { optionIds: previous, commitment: null };
  const written = await writeVoteOnce(db, { key, pollId: vote.pollId, eventId: vote.eventId, accountId: vote.accountId, poll, before, now, ...voteRow(poll, vote, previous) });
  return written.applied ? judged.answer(written.counts) : null;
}
