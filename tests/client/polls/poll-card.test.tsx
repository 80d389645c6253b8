import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Poll } from '#shared/contracts/polls.ts';
import { PollCard } from '#client/features/polls/components/poll-card.tsx';
import type { PollView } from '#client/features/polls/poll-view.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';

const poll: Poll = {
  id: '5eed0000-0000-4000-8000-00000000a001',
  eventId: '5eed0000-0000-4000-8000-000000000001',
  programId: null,
  question: 'Coffee or tea?',
  kind: 'single',
  options: [
    { id: 'coffee', label: 'Coffee' },
    { id: 'tea', label: 'Tea' },
  ],
  state: 'open',
  opensAt: null,
  resultsVisibility: 'afterVoting',
  anonymous: false,
  createdAt: 1,
};
const view = (overrides: Partial<PollView> = {}): PollView => ({ poll, state: 'open', results: null, myOptionIds: null, voted: false, canManage: false, queued: null, ...overrides });
const refused: OutboxEntry = {
  id: 'entry-1',
  op: 'poll.vote',
  payload: { pollId: poll.id },
  idempotencyKey: 'key-00001',
  accountId: 'me',
  summary: 'Vote: Coffee or tea?',
  createdAt: 1,
  attempts: 1,
  nextAttemptAt: 0,
  lastError: { code: 'PRECONDITION_FAILED', message: 'This poll is closed: votes are no longer taken' },
  state: 'failed',
  version: 1,
};

describe('a poll card', () => {
  it('offers the options as radio buttons and votes only once one is chosen', () => {
    render(<PollCard view={view()} accountId="me" onVoted={vi.fn()} onDiscard={vi.fn()} />);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Vote' });
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Tea' }));
    expect(submit.disabled).toBe(false);
    expect(screen.getByText('Results show once you have voted.')).toBeTruthy();
  });

  it('shows a refused vote with the server’s reason until it is dismissed', () => {
    const onDiscard = vi.fn();
    render(<PollCard view={view({ state: 'closed', queued: refused })} accountId="me" onVoted={vi.fn()} onDiscard={onDiscard} />);
    expect(screen.getByRole('alert').textContent).toContain('Your vote was refused: This poll is closed: votes are no longer taken');
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDiscard).toHaveBeenCalledWith('entry-1');
  });

  it('shows a pending vote and the results with the viewer’s choice', () => {
    render(
      <PollCard
        view={view({ myOptionIds: ['tea'], voted: true, queued: { ...refused, state: 'pending', lastError: null }, results: { voters: 4, votes: { coffee: 1, tea: 3 } } })}
        accountId="me"
        onVoted={vi.fn()}
        onDiscard={vi.fn()}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Vote pending');
    expect(screen.getByRole('meter', { name: 'Tea' }).getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('Your vote')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change vote' }).disabled).toBe(true);
  });
});
