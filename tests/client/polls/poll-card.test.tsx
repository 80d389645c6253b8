import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PollCard } from '#client/features/polls/components/poll-card.tsx';
import { eventTimeZone, poll, refusedVote as refused, view } from './poll-fixtures.ts';

describe('a poll card', () => {
  it('offers the options as radio buttons and votes only once one is chosen', () => {
    render(<PollCard view={view()} accountId="me" onVoted={vi.fn()} onDiscard={vi.fn()} timeZone={eventTimeZone} />);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Vote' });
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Tea' }));
    expect(submit.disabled).toBe(false);
    expect(screen.getByText('Results show once you have voted.')).toBeTruthy();
  });

  it('shows a refused vote with the server’s reason until it is dismissed', () => {
    const onDiscard = vi.fn();
    render(<PollCard view={view({ state: 'closed', queued: refused })} accountId="me" onVoted={vi.fn()} onDiscard={onDiscard} timeZone={eventTimeZone} />);
    expect(screen.getByRole('alert').textContent).toContain('Your vote was refused: This poll is closed: votes are no longer taken');
    expect(screen.queryByRole('button', { name: 'Vote' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDiscard).toHaveBeenCalledWith('entry-1');
  });

  it('never says a closed poll’s results show when it closes: they are only not saved here yet', () => {
    const afterClose = { ...poll, resultsVisibility: 'afterClose' as const };
    render(<PollCard view={view({ poll: afterClose, state: 'closed', results: null })} accountId="me" onVoted={vi.fn()} onDiscard={vi.fn()} timeZone={eventTimeZone} />);
    expect(screen.queryByText('Results show when the poll closes.')).toBeNull();
    expect(screen.getByText('This poll is closed. Its results show once you are back online.')).toBeTruthy();
  });

  it('shows a pending vote and the results with the viewer’s choice', () => {
    render(
      <PollCard
        view={view({ myOptionIds: ['tea'], voted: true, queued: { ...refused, state: 'pending', lastError: null }, results: { voters: 4, votes: { coffee: 1, tea: 3 } } })}
        accountId="me"
        onVoted={vi.fn()}
        onDiscard={vi.fn()}
        timeZone={eventTimeZone}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Vote pending');
    expect(screen.getByRole('meter', { name: 'Tea' }).getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('Your vote')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Change vote' }).disabled).toBe(true);
  });

  it('shows when a scheduled poll opens and when it closes on the event’s clock, named with its zone', () => {
    // 2031-01-01 01:00 UTC is 10:00 in Tokyo; 02:30 UTC is 11:30.
    const timed = { ...poll, state: 'scheduled' as const, opensAt: Date.UTC(2031, 0, 1, 1, 0) / 1000, closesAt: Date.UTC(2031, 0, 1, 2, 30) / 1000 };
    render(<PollCard view={view({ poll: timed, state: 'scheduled', canManage: false })} accountId="me" onVoted={vi.fn()} onDiscard={vi.fn()} timeZone={eventTimeZone} />);
    expect(screen.getByText(/^Opens .*10:00.*\(Asia\/Tokyo\)$/)).toBeTruthy();
    expect(screen.getByText(/^Closes .*11:30.*\(Asia\/Tokyo\)$/)).toBeTruthy();
  });
});
