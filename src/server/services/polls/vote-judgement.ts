import type { z } from 'zod';
import type { PollCounts, votePollInput } from '#shared/contracts/polls.ts';
import { effectivePollState, mayShowResults, voteRefusal, type EffectivePollState } from '#shared/rules/poll-state.ts';
import { DomainError } from '../domain-error.ts';
import { ballotCommitment } from './ballot-commitment.ts';
import type { VoteSnapshot, VoteWrite } from './vote-statements.ts';

// What a vote is judged by and what it writes, the same whether the poll was just read or is
// remembered from an earlier vote (vote-poll.ts): the write statement makes sure it still holds.

export const unknownOptionMessage = 'Choose among this poll’s options';
export const singleChoiceMessage = 'This poll takes one answer';

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
 * Whether the poll takes this vote now (PRECONDITION_FAILED when it is not open, BAD_REQUEST for
 * a choice it cannot take), and how to answer once it is counted: the voter voted (now or before),
 * so only a poll that shows results after close hides them still.
 */
export function judgeVote(poll: VotedPoll, vote: VotePoll, now: Date, canManage: boolean): { answer: (results: PollCounts | null) => VoteAnswer; showsResults: boolean } {
  const state = effectivePollState(poll, Math.floor(now.getTime() / 1000));
  const refusal = voteRefusal(state);
  if (refusal) throw new DomainError('PRECONDITION_FAILED', refusal);
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
