import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Activity } from '#shared/contracts/activities.ts';
import { QueuedScans } from '#client/features/activities/components/queued-scans.tsx';
import type { OutboxEntry } from '#client/offline/outbox-entry.ts';

const activity = (name: string, points: number): Activity => ({ id: `id-${name}`, eventId: 'e', name, description: '', location: '', points, startsAt: 0, endsAt: 1, perPersonLimit: 1, picture: null, paused: false });
const entry = (id: string, state: OutboxEntry['state'], message?: string): OutboxEntry => ({
  id,
  op: 'activity.scan',
  payload: {},
  idempotencyKey: `key-${id}-0000`,
  accountId: 'a',
  summary: '',
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: message ? { code: 'REJECTED', message } : null,
  state,
  version: 1,
});

function renderQueued(discard = vi.fn()) {
  const progress = {
    unconfirmed: [{ entry: entry('1', 'pending'), activity: activity('Robot', 15) }],
    refused: [{ entry: entry('2', 'failed', 'This activity is over: the code has expired'), activity: activity('Walk', 25) }],
    outbox: { discard, blockedBy: 'offline' },
  } as unknown as Parameters<typeof QueuedScans>[0]['progress'];
  render(<QueuedScans progress={progress} />);
  return discard;
}

describe('scans not confirmed yet', () => {
  it('marks a queued scan unconfirmed, and says when it will be sent', () => {
    renderQueued();
    expect(screen.getByText(/Robot: \+15 points/).textContent).toBe('Robot: +15 points · unconfirmed (sent when you are back online)');
  });

  it('shows a refused scan with the server’s reason and its points struck out, until dismissed', () => {
    const discard = renderQueued();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Refused: Walk');
    expect(alert.textContent).toContain('This activity is over: the code has expired. Its points were taken back.');
    expect(alert.querySelector('.line-through')?.textContent).toBe('+25 points');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(discard).toHaveBeenCalledWith('2');
  });
});
