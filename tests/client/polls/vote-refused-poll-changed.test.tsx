import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TrpcClient } from '#client/lib/trpc.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';
import { readBallot, saveBallot } from '#client/features/polls/ballots.ts';
import { PollCard } from '#client/features/polls/components/poll-card.tsx';
import { castVote, discardVote } from '#client/features/polls/poll-outbox.ts';
import { pollViews } from '#client/features/polls/poll-view.ts';
import { freshStore, makeOutbox, staff, trpcError } from '../offline/outbox-fakes.ts';
import { eventTimeZone, poll } from './poll-fixtures.ts';

// A vote queued on a poll that changed before it arrived (options, kind, anonymity) is refused
// by the server with CONFLICT: the voter sees why, may vote again on the poll as it is now (the
// same answer included), and the device forgets the choice that never counted.

const outbox = vi.hoisted(() => ({ enqueued: [] as Array<{ op: string; payload: Record<string, unknown> }>, discarded: [] as string[] }));
vi.mock('#client/offline/outbox.ts', () => ({
  newIdempotencyKey: () => `key-${outbox.enqueued.length + 1}-0000`,
  enqueue: async (op: string, payload: Record<string, unknown>) => {
    outbox.enqueued.push({ op, payload });
    return {};
  },
  discardEntry: async (id: string) => {
    outbox.discarded.push(id);
  },
}));

const changedMessage = 'This poll changed after you saw it (its options, single or multiple choice, or whether it is anonymous), so your vote was not counted. Look at the poll as it is now and vote again.';

const refusedVote = (payload: Record<string, unknown>): OutboxEntry => ({
  id: 'entry-9',
  op: 'poll.vote',
  payload: { pollId: poll.id, ...payload },
  idempotencyKey: 'key-00009',
  accountId: 'me',
  summary: 'Vote: Coffee or tea?',
  createdAt: 1,
  attempts: 1,
  nextAttemptAt: 0,
  lastError: { code: 'CONFLICT', message: changedMessage },
  state: 'failed',
  version: 1,
});

describe('a vote refused because the poll changed since the voter saw it', () => {
  it('carries the revision the voter saw', async () => {
    await castVote({ ...poll, revision: 3 }, ['tea'], 'voter-a');
    expect(outbox.enqueued.at(-1)).toMatchObject({ op: 'poll.vote', payload: { pollId: poll.id, optionIds: ['tea'], previousOptionIds: null, revision: 3 } });
    // A copy of the poll saved before revisions existed names none.
    await castVote(poll, ['coffee'], 'voter-b');
    expect(outbox.enqueued.at(-1)?.payload).not.toHaveProperty('revision');
  });

  it('stops in the outbox with the server’s reason', async () => {
    const mutate = vi.fn(async () => {
      throw trpcError('CONFLICT', changedMessage);
    });
    const client = { polls: { vote: { mutate } } } as unknown as TrpcClient;
    const { store } = freshStore();
    const offline = makeOutbox({ store, client, isOnline: () => false });
    await offline.enqueue('poll.vote', { pollId: poll.id, optionIds: ['tea'], revision: 0 }, { summary: 'Vote: Coffee or tea?', accountId: staff });
    await makeOutbox({ store, client }).kick();
    expect((await store.read()).entries).toEqual([expect.objectContaining({ op: 'poll.vote', state: 'failed', lastError: { code: 'CONFLICT', message: changedMessage } })]);
  });

  it('is shown on the poll with the reason, and the voter may cast the same answer again', () => {
    const queued = refusedVote({ optionIds: ['tea'], previousOptionIds: null });
    const [view] = pollViews([poll], [{ pollId: poll.id, state: 'open', voted: false, myOptionIds: null, results: null, canManage: false }], { [poll.id]: { secret: 's', optionIds: ['tea'] } }, [queued], 1);
    expect(view).toMatchObject({ myOptionIds: null, voted: false });
    render(<PollCard view={view!} accountId="me" onVoted={vi.fn()} onDiscard={vi.fn()} timeZone={eventTimeZone} />);
    expect(screen.getByRole('alert').textContent).toContain(`Your vote was refused: ${changedMessage}`);
    fireEvent.click(screen.getByRole('radio', { name: 'Tea' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Vote' }).disabled).toBe(false);
  });

  it('dismissed, the device goes back to the vote it had before', async () => {
    await saveBallot('voter-c', poll.id, { secret: 'the-secret', optionIds: ['tea'] });
    await discardVote(refusedVote({ optionIds: ['tea'], previousOptionIds: ['coffee'] }), 'voter-c');
    expect(await readBallot('voter-c', poll.id)).toEqual({ secret: 'the-secret', optionIds: ['coffee'] });
    expect(outbox.discarded).toEqual(['entry-9']);
  });
});
