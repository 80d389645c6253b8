import type { Poll } from '#shared/contracts/polls.ts';
import { enqueue, newIdempotencyKey } from '#client/offline/outbox.ts';
import { newBallotSecret, readBallot, saveBallot } from './ballots.ts';

/**
 * A vote goes to the outbox first (it survives a closed tab and is sent when the network is back),
 * then the device remembers it. It carries what this device voted before, which an anonymous
 * poll's server needs to move the count. The payload is polls.vote's input exactly.
 */
export async function castVote(poll: Pick<Poll, 'id' | 'eventId' | 'question'>, optionIds: string[], accountId: string): Promise<void> {
  const ballot = (await readBallot(accountId, poll.id)) ?? { secret: newBallotSecret(), optionIds: null };
  const idempotencyKey = newIdempotencyKey();
  const payload = {
    idempotencyKey,
    eventId: poll.eventId,
    pollId: poll.id,
    optionIds,
    ballotSecret: ballot.secret,
    previousOptionIds: ballot.optionIds,
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
