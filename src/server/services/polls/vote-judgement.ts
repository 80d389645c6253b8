import type { z } from 'zod';
import type { PollCounts, votePollInput } from '#shared/contracts/polls.ts';
import { effectivePollState, mayShowResults, voteRefusal, type EffectivePollState } from '#shared/rules/poll-state.ts';
import { DomainError } from '../domain-error.ts';
import { ballotCommitment } from './ballot-commitment.ts';
import type { VoteSnapshot, VoteWrite } from './vote-statements.ts';

// What a vote is judged by and what it writes, the same whether the poll was just read or is
// remembered from an earlier vote (vote-poll.ts): the write statement makes sure it still holds.

const unknownOptionMessage = 'Choose among this poll’s options';
const singleChoiceMessage = 'This poll takes one answer';
export const pollChangedMessage =
  'This poll changed after you saw it (its options, single or multiple choice, or whether it is anonymous), so your vote was not counted. Look at the poll as it is now and vote again.';

export type VotePoll = z.output<typeof votePollInput> & { accountId: string };
export type VotedPoll = NonNullable<VoteSnapshot['poll']>;

/** The vote's answer: the state now, and the counts the voter may now see. */
export interface VoteAnswer {
  pollId: string;
  state: EffectivePollState;
  results: PollCounts | null;
}

export const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Whether the vote was cast on the poll as it is: the revision its voter saw. A vote queued before
 * votes named one is taken only while the poll is still as members first saw it (or not shown yet:
 * every edit after its opening time notes what was shown), since nothing says which the voter saw.
 */
function castOnThisRevision(poll: Pick<VotedPoll, 'revision' | 'shownRevision'>, vote: Pick<VotePoll, 'revision'>): boolean {
  if (vote.revision !== undefined) return vote.revision === poll.revision;
  return poll.shownRevision === null || poll.shownRevision === poll.revision;
}

/**
 * Whether the poll takes this vote now (PRECONDITION_FAILED when it is not open, CONFLICT when it
 * changed since the voter saw it, BAD_REQUEST for a choice it cannot take), and how to answer once
 * it is counted: the voter voted (now or before), so only a poll that shows results after close
 * hides them still.
 */
export function judgeVote(poll: VotedPoll, vote: VotePoll, now: Date, canManage: boolean): { answer: (results: PollCounts | null) => VoteAnswer; showsResults: boolean } {
  const state = effectivePollState(poll, Math.floor(now.getTime() / 1000));
  const refusal = voteRefusal(state);
  if (refusal) throw new DomainError('PRECONDITION_FAILED', refusal);
  // Before the choice's checks: a vote for an option since removed, or two answers to a poll made
  // single choice since, is refused for that reason.
  if (!castOnThisRevision(poll, vote)) throw new DomainError('CONFLICT', pollChangedMessage);
  if (poll.kind === 'single' && vote.optionIds.length !== 1) throw new DomainError('BAD_REQUEST', singleChoiceMessage);
  if (!vote.optionIds.every((id) => poll.optionIds.includes(id))) throw new DomainError('BAD_REQUEST', unknownOptionMessage);
  const showsResults = mayShowResults(poll, { state, voted: true, canManage });
  return { showsResults, answer: (results) => ({ pollId: vote.pollId, state, results: showsResults ? results : null }) };
}

/** Count changes from one choice to another (options in both stay). */
function movesBetween(removed: readonly string[], added: readonly string[]): Array<{ id: string; delta: number }> {
  return [...removed.filter((id) => !added.includes(id)).map((id) => ({ id, delta: -1 })), ...added.filter((id) => !removed.includes(id)).map((id) => ({ id, delta: 1 }))];
}

/** What the vote row keeps (the choice, or an anonymous poll's commitment) and how the counts move from the choice it replaces. */
export function voteRow(poll: Pick<VotedPoll, 'anonymous'>, vote: VotePoll, replaced: readonly string[] | null): Pick<VoteWrite, 'optionIds' | 'commitment' | 'moves'> {
  const moves = movesBetween(replaced ?? [], vote.optionIds);
  if (!poll.anonymous) return { optionIds: vote.optionIds, commitment: null, moves };
  return { optionIds: null, commitment: ballotCommitment(vote.pollId, vote.ballotSecret, vote.optionIds), moves };
}
