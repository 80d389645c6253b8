import type { Poll } from '#shared/contracts/polls.ts';
import { discardEntry, enqueue, newIdempotencyKey, type OutboxEntry } from '#client/offline/outbox.ts';
import { newBallotSecret, readBallot, saveBallot } from './ballots.ts';

/**
 * A vote goes to the outbox first (it survives a closed tab and is sent when the network is back),
 * then the device remembers it. It carries what this device voted before, which an anonymous
 * poll's server needs to move the count, and the poll's revision the voter saw, so a poll changed
 * meanwhile (options, kind, anonymity) refuses it instead of counting it under what it now is.
 * The payload is polls.vote's input exactly.
 */
export async function castVote(poll: Pick<Poll, 'id' | 'eventId' | 'question' | 'revision'>, optionIds: string[], accountId: string): Promise<void> {
  const ballot = (await readBallot(accountId, poll.id)) ?? { secret: newBallotSecret(), optionIds: null };
  const idempotencyKey = newIdempotencyKey();
  const payload = {
    idempotencyKey,
    eventId: poll.eventId,
    pollId: poll.id,
    optionIds,
    ballotSecret: ballot.secret,
    previousOptionIds: ballot.optionIds,
    // A copy of the poll saved before revisions existed names none (the server judges that apart).
    ...(poll.revision === undefined ? {} : { revision: poll.revision }),
    votedAt: Date.now(),
  };
  await enqueue('poll.vote', payload, { summary: `Vote: ${poll.question}`, accountId, idempotencyKey });
  await saveBallot(accountId, poll.id, { secret: ballot.secret, optionIds });
}

/** The poll a queued vote is for (entries are read back from storage: checked, not trusted). */
export function votePollId(payload: unknown): string | null {
  const pollId = (payload as { pollId?: unknown } | null)?.pollId;
  return typeof pollId === 'string' ? pollId : null;
}

const idList = (value: unknown): string[] | null => (Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null);

/** What a queued vote chose, and what this device had voted before it (null: nothing, or unreadable). */
export function voteChoices(payload: unknown): { optionIds: string[] | null; previousOptionIds: string[] | null } {
  const vote = payload as { optionIds?: unknown; previousOptionIds?: unknown } | null;
  return { optionIds: idList(vote?.optionIds), previousOptionIds: idList(vote?.previousOptionIds) };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Dismisses a vote the server refused. The device noted it as its vote when it was cast; while it
 * still does, it goes back to the vote before, so the poll no longer shows a choice that never
 * counted (and the next vote names the right previous one).
 */
export async function discardVote(entry: OutboxEntry, accountId: string | null): Promise<void> {
  const pollId = votePollId(entry.payload);
  if (entry.state === 'failed' && accountId && pollId) {
    const ballot = await readBallot(accountId, pollId);
    const { optionIds, previousOptionIds } = voteChoices(entry.payload);
    if (ballot?.optionIds && optionIds && sameSet(ballot.optionIds, optionIds)) await saveBallot(accountId, pollId, { secret: ballot.secret, optionIds: previousOptionIds });
  }
  await discardEntry(entry.id);
}
