import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PollManageBar } from '#client/features/polls/components/poll-manage-bar.tsx';
import { pollEditChanges, pollEditValues } from '#client/features/polls/poll-edit-draft.ts';
import { renderWithFakeTrpc, serverError } from '../helpers/fake-trpc.tsx';
import { eventTimeZone as zone, poll } from './poll-fixtures.ts';

describe('what an edit sends', () => {
  it('only the fields that changed, so a question fix never touches options people voted on', () => {
    const values = { ...pollEditValues(poll, zone), question: 'Coffee, tea or water?', options: ['Coffee', 'Tea', 'Water'] };
    expect(pollEditChanges(poll, values, false, zone)).toEqual({ question: 'Coffee, tea or water?', options: ['Coffee', 'Tea', 'Water'] });
    expect(pollEditChanges(poll, values, true, zone)).toEqual({ question: 'Coffee, tea or water?' });
    expect(pollEditChanges(poll, pollEditValues(poll, zone), false, zone)).toEqual({});
  });

  it('a close time set, and taken away when the field is emptied', () => {
    const set = pollEditChanges(poll, { ...pollEditValues(poll, zone), closesAt: '2031-01-01T12:00' }, true, zone);
    expect(set).toEqual({ closesAt: Date.UTC(2031, 0, 1, 3, 0) / 1000 });
    const timed = { ...poll, closesAt: 1_900_000_000 };
    expect(pollEditChanges(timed, { ...pollEditValues(timed, zone), closesAt: '' }, true, zone)).toEqual({ closesAt: null });
  });

  it('a scheduled poll’s new opening time, and nothing about time for a poll that is not scheduled', () => {
    const scheduled = { ...poll, state: 'scheduled' as const, opensAt: 1_900_000_000 };
    const values = { ...pollEditValues(scheduled, zone), opensAt: '2031-01-01T10:00' };
    // 10:00 on the event's clock (Tokyo, UTC+9), whatever zone the device running the test is in.
    expect(pollEditChanges(scheduled, values, false, zone).opensAt).toBe(Date.UTC(2031, 0, 1, 1, 0) / 1000);
    expect(pollEditChanges(poll, { ...pollEditValues(poll, zone), opensAt: '2031-01-01T10:00' }, false, zone).opensAt).toBeUndefined();
  });
});

describe('editing a poll from its card', () => {
  it('saves the changed question and options, then closes the form', async () => {
    const sent: unknown[] = [];
    await renderWithFakeTrpc(() => <PollManageBar poll={poll} state="open" voters={0} timeZone={zone} />, {
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

  it('keeps anonymity as attendees saw it once the poll is open, while options and kind may still change', async () => {
    await renderWithFakeTrpc(() => <PollManageBar poll={poll} state="open" voters={0} timeZone={zone} />, {});
    fireEvent.click(await screen.findByRole('button', { name: 'Edit poll “Coffee or tea?”' }));
    expect(screen.getByRole('checkbox', { name: /Anonymous/ }).matches(':disabled')).toBe(true);
    expect(screen.getByText(/Attendees can already see this poll/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /several answers/ }).matches(':disabled')).toBe(false);
    expect(pollEditChanges(poll, { ...pollEditValues(poll, zone), anonymous: true, multiple: true }, false, zone, true)).toEqual({ kind: 'multiple' });
  });

  it('shows options read-only once people voted, and the server’s refusal in words if it still comes', async () => {
    await renderWithFakeTrpc(() => <PollManageBar poll={poll} state="open" voters={3} timeZone={zone} />, {
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
