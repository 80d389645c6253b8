import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FeedbackResults } from '#shared/contracts/feedback.ts';
import { FeedbackConsolePage } from '#client/features/feedback/components/feedback-console-page.tsx';
import { createRefetchThrottle } from '#client/features/feedback/refetch-throttle.ts';
import { FakeEventSource } from '../helpers/fake-event-source.ts';
import { useFakeNotificationStream } from '../helpers/fake-notification-stream.ts';
import { renderWithFakeTrpc } from '../helpers/fake-trpc.tsx';
import { makeEvent } from '../helpers/factories.ts';

const event = makeEvent({ enableFeedback: true, viewerPermissions: ['Event::Event::Read', 'Event::Feedback::Read'] });
const results = (count: number): FeedbackResults => ({
  event: { count, average: count ? 4 : null, distribution: [0, 0, 0, count, 0], comments: [] },
  sessions: [],
});

describe('the refetch throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then folds the nudges of the next second into one trailing run', () => {
    const refetch = vi.fn();
    const throttle = createRefetchThrottle(refetch, 1_000);
    throttle.nudge();
    expect(refetch).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i += 1) throttle.nudge();
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(refetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('drops a waiting run when the page goes', () => {
    const refetch = vi.fn();
    const throttle = createRefetchThrottle(refetch, 1_000);
    throttle.nudge();
    throttle.nudge();
    throttle.cancel();
    vi.advanceTimersByTime(2_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('Console › Feedback', () => {
  useFakeNotificationStream();

  it('shows a new rating without a reload when the server nudges it', async () => {
    let count = 1;
    await renderWithFakeTrpc(() => <FeedbackConsolePage eventId={event.id} />, {
      'event.byId': () => event,
      'feedback.results': () => results(count),
    });
    expect(await screen.findByText(/· 1 rating$/)).toBeTruthy();
    count = 2;
    FakeEventSource.latest().emit('live', { eventId: event.id, topic: 'feedback', key: 'event', data: { programId: null } });
    await waitFor(() => expect(screen.getByText(/· 2 ratings$/)).toBeTruthy());
  });
});
