import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TrpcClient } from '#client/lib/trpc.ts';
import { freshStore, makeOutbox, staff, trpcError } from '../offline/outbox-fakes.ts';

const closedMessage = 'This poll is closed: votes are no longer taken';
const vote = (key: string, pollId: string) => ({
  idempotencyKey: key,
  eventId: randomUUID(),
  pollId,
  optionIds: [randomUUID()],
  ballotSecret: 'a-secret-of-the-device-0123',
  previousOptionIds: null,
  votedAt: 1,
});

describe('the poll.vote outbox op', () => {
  it('sends queued votes once the device is online, one per request, and forgets the accepted ones', async () => {
    const mutate = vi.fn(async (input: { pollId: string }) => ({ pollId: input.pollId, state: 'open', results: null }));
    const client = { polls: { vote: { mutate } } } as unknown as TrpcClient;
    const { store } = freshStore();
    const offline = makeOutbox({ store, client, isOnline: () => false });
    await offline.enqueue('poll.vote', vote('vote-0001', 'poll-a'), { summary: 'Vote: A?', accountId: staff });
    await offline.enqueue('poll.vote', vote('vote-0002', 'poll-b'), { summary: 'Vote: B?', accountId: staff });
    await offline.settled();
    expect(mutate).not.toHaveBeenCalled();
    await makeOutbox({ store, client }).kick();
    expect(mutate.mock.calls.map(([input]) => input.pollId)).toEqual(['poll-a', 'poll-b']);
    expect((await store.read()).entries).toEqual([]);
  });

  it('keeps a vote refused because the poll closed, with the server’s reason, and still sends the next one', async () => {
    const mutate = vi.fn(async (input: { pollId: string }) => {
      if (input.pollId === 'closed-poll') throw trpcError('PRECONDITION_FAILED', closedMessage);
      return { pollId: input.pollId, state: 'open', results: null };
    });
    const client = { polls: { vote: { mutate } } } as unknown as TrpcClient;
    const { store } = freshStore();
    const offline = makeOutbox({ store, client, isOnline: () => false });
    await offline.enqueue('poll.vote', vote('vote-0003', 'closed-poll'), { summary: 'Vote: closed?', accountId: staff });
    await offline.enqueue('poll.vote', vote('vote-0004', 'open-poll'), { summary: 'Vote: open?', accountId: staff });
    await makeOutbox({ store, client }).kick();
    const { entries } = await store.read();
    expect(entries).toEqual([
      expect.objectContaining({ op: 'poll.vote', state: 'failed', lastError: { code: 'PRECONDITION_FAILED', message: closedMessage } }),
    ]);
    expect(mutate).toHaveBeenCalledTimes(2);
  });
});
