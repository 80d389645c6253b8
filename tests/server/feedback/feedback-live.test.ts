import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackLive } from '#shared/contracts/feedback.ts';
import { createFeedbackLiveRenderer } from '#server/services/feedback/feedback-live.ts';
import type { EventStream } from '../helpers/event-stream.ts';
import { liveUntil, useLiveStreams } from '../helpers/live-streams.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { addSpeaker, feedbackEvent, joinAs, rateAs, rateInputFor } from './scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());
// Registered after the server's stop, so (hooks run last-in first-out) the streams close first.
const streams = useLiveStreams();

/** The next 'feedback' live message of this event and key. */
async function nextFeedback(stream: EventStream, eventId: string, key: string): Promise<FeedbackLive> {
  const message = await liveUntil(stream, (live) => live.topic === 'feedback' && live.eventId === eventId && live.key === key);
  return message.data as FeedbackLive;
}

describe('feedback results follow live', () => {
  it('a saved rating nudges the organizer’s open stream, keyed by the session (or "event")', async () => {
    const { eventId, organizer, sessions } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const watching = await streams.open(t, organizer, { eventId });
    expect((await rateAs(t, ada, rateInputFor(eventId, sessions.running, { rating: 5 }))).error).toBeUndefined();
    expect(await nextFeedback(watching, eventId, sessions.running)).toEqual({ programId: sessions.running });
    expect((await rateAs(t, ada, rateInputFor(eventId, null, { rating: 2 }))).error).toBeUndefined();
    expect(await nextFeedback(watching, eventId, 'event')).toEqual({ programId: null });
  });

  it('goes to result readers only: organizers always, a session’s speakers once it ended, never attendees', async () => {
    const { eventId, organizer, sessions } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const sam = await joinAs(t, eventId, 'speaker', 'Sam');
    await addSpeaker(t, sessions.ended, sam.attendeeId);
    await addSpeaker(t, sessions.running, sam.attendeeId);
    const render = createFeedbackLiveRenderer(t.db, t.clock);

    const ended = await render({ eventId, key: sessions.ended });
    expect(ended.toAll).toBeUndefined();
    expect(ended.forAccount?.(organizer.account.id)).toEqual({ programId: sessions.ended });
    expect(ended.forAccount?.(sam.account.id)).toEqual({ programId: sessions.ended });
    expect(ended.forAccount?.(ada.account.id)).toBeUndefined();

    // Still running: its speaker's page shows no results yet, so there is nothing to refresh.
    const running = await render({ eventId, key: sessions.running });
    expect(running.forAccount?.(organizer.account.id)).toEqual({ programId: sessions.running });
    expect(running.forAccount?.(sam.account.id)).toBeUndefined();

    const event = await render({ eventId, key: 'event' });
    expect(event.forAccount?.(organizer.account.id)).toEqual({ programId: null });
    expect(event.forAccount?.(sam.account.id)).toBeUndefined();
  });
});
