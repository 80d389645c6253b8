import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Poll } from '#shared/contracts/polls.ts';
import { PollManageBar } from '#client/features/polls/components/poll-manage-bar.tsx';
import { pollEditChanges, pollEditValues } from '#client/features/polls/poll-edit-draft.ts';
import { renderWithFakeTrpc, serverError } from '../helpers/fake-trpc.tsx';

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

describe('what an edit sends', () => {
  it('only the fields that changed, so a question fix never touches options people voted on', () => {
    const values = { ...pollEditValues(poll), question: 'Coffee, tea or water?', options: ['Coffee', 'Tea', 'Water'] };
    expect(pollEditChanges(poll, values, false)).toEqual({ question: 'Coffee, tea or water?', options: ['Coffee', 'Tea', 'Water'] });
    expect(pollEditChanges(poll, values, true)).toEqual({ question: 'Coffee, tea or water?' });
    expect(pollEditChanges(poll, pollEditValues(poll), false)).toEqual({});
  });

  it('a scheduled poll’s new opening time, and nothing about time for a poll that is not scheduled', () => {
    const scheduled = { ...poll, state: 'scheduled' as const, opensAt: 1_900_000_000 };
    const values = { ...pollEditValues(scheduled), opensAt: '2031-01-01T10:00' };
    expect(pollEditChanges(scheduled, values, false).opensAt).toBe(Math.floor(new Date('2031-01-01T10:00').getTime() / 1000));
    expect(pollEditChanges(poll, { ...pollEditValues(poll), opensAt: '2031-01-01T10:00' }, false).opensAt).toBeUndefined();
  });
});

describe('editing a poll from its card', () => {
  it('saves the changed question and options, then closes the form', async () => {
    const sent: unknown[] = [];
    await renderWithFakeTrpc(() => <PollManageBar poll={poll} state="open" voters={0} />, {
      'polls.update': (input) => {
        sent.push(input);
        return { ...poll, question: 'Coffee, tea or water?' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit poll “Coffee or tea?”' }));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Coffee, tea or water?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    fireEvent.change(screen.getByLabelText('Option 3'), { target: { value: 'Water' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ eventId: poll.eventId, pollId: poll.id, question: 'Coffee, tea or water?', options: ['Coffee', 'Tea', 'Water'] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull());
  });

  it('shows options read-only once people voted, and the server’s refusal in words if it still comes', async () => {
    await renderWithFakeTrpc(() => <PollManageBar poll={poll} state="open" voters={3} />, {
      'polls.update': () => {
        throw serverError('PRECONDITION_FAILED', 'People have already voted in this poll, so its options can no longer change.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit poll “Coffee or tea?”' }));
    expect(screen.getByLabelText('Option 1').matches(':disabled')).toBe(true);
    expect(screen.getByText(/People have voted, so the options/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Coffee or tea, today?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('People have already voted in this poll');
  });
});
