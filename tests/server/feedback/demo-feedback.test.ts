import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackResults, MyEventFeedback, SpeakerFeedback } from '#shared/contracts/feedback.ts';
import type { Account } from '#shared/contracts/account.ts';
import { demoPassword } from '#server/db/seed/demo-credentials.ts';
import { pastDemoEventId, seedDemo } from '#server/db/seed/demo.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});
afterAll(() => t.stop());

async function signIn(email: string): Promise<string> {
  const response = await t.api.mutate<{ account: Account }>('account.signIn', { email, password: demoPassword });
  return tokenFromSetCookie(response.headers) as string;
}

describe('the demo’s feedback', () => {
  it('fills the past meetup: organizers see rated talks and the evening, anonymous comments without names', async () => {
    const { data, error } = await t.api.query<FeedbackResults>('feedback.results', { eventId: pastDemoEventId }, { token: await signIn('organizer@hallway.test') });
    expect(error).toBeUndefined();
    expect(data.sessions.map((session) => session.count)).toEqual([3, 4, 2]);
    expect(data.event.count).toBe(3);
    expect(data.sessions[1]?.comments).toContainEqual(expect.objectContaining({ rating: 2, author: null }));
  });

  it('gives the demo speaker one talk with results, and the demo attendee their own ratings', async () => {
    const speaker = await t.api.query<SpeakerFeedback>('feedback.speakerResults', { eventId: pastDemoEventId }, { token: await signIn('speaker@hallway.test') });
    expect(speaker.data.sessions).toHaveLength(1);
    expect(speaker.data.sessions[0]?.results?.count).toBe(4);
    const mine = await t.api.query<MyEventFeedback>('feedback.mine', { eventId: pastDemoEventId }, { token: await signIn('demo@hallway.test') });
    expect(mine.data.event?.rating).toBe(4);
    expect(Object.keys(mine.data.sessions)).toHaveLength(2);
  });

  it('adds nothing when the seed runs again', async () => {
    await seedDemo(t.db);
    const { data } = await t.api.query<FeedbackResults>('feedback.results', { eventId: pastDemoEventId }, { token: await signIn('organizer@hallway.test') });
    expect(data.sessions.map((session) => session.count)).toEqual([3, 4, 2]);
  });
});
