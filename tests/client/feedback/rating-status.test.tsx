import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RatingStatus } from '#client/features/feedback/components/rating-status.tsx';
import type { QueuedRating } from '#client/features/feedback/hooks/use-queued-rating.ts';
import type { OutboxEntry } from '#client/offline/outbox.ts';

const queued = (overrides: Partial<QueuedRating> = {}): QueuedRating => ({ pending: false, refused: null, retry: vi.fn(), discard: vi.fn(), blockedBy: null, ...overrides });
const refusedEntry = { id: 'e1', lastError: { code: 'PRECONDITION_FAILED', message: 'Feedback for this event closed on December 1, 2026.' } } as OutboxEntry;
const saved = { rating: 4, comment: '', anonymous: false, updatedAt: 1 };

describe('RatingStatus', () => {
  it('says a rating made offline waits on the device', () => {
    render(<RatingStatus queued={queued({ pending: true, blockedBy: 'offline' })} saved={saved} justSaved onDiscarded={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('Saved on this device: it is sent when you are back online.');
  });

  it('shows a refused rating with the server’s reason, and offers to retry or discard it', () => {
    const view = queued({ refused: refusedEntry });
    const onDiscarded = vi.fn();
    render(<RatingStatus queued={view} saved={saved} justSaved={false} onDiscarded={onDiscarded} />);
    expect(screen.getByRole('alert').textContent).toContain('Not accepted: Feedback for this event closed on December 1, 2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(view.retry).toHaveBeenCalledWith('e1');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(view.discard).toHaveBeenCalledWith('e1');
    expect(onDiscarded).toHaveBeenCalled();
  });

  it('thanks once the rating is saved', () => {
    render(<RatingStatus queued={queued()} saved={saved} justSaved onDiscarded={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('Thank you: your rating is saved.');
  });
});
