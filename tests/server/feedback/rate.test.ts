import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyEventFeedback } from '#shared/contracts/feedback.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { addSpeaker, feedbackEvent, joinAs, rateAs, rateInputFor } from './scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const day = 86_400;
const mine = async (token: string, eventId: string) => (await t.api.query<MyEventFeedback>('feedback.mine', { eventId }, { token })).data;

describe('event feedback', () => {
  it('saves a rating with a multi-line comment, one per person: a second rating changes the first', async () => {
    const { eventId } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const first = await rateAs(t, ada, rateInputFor(eventId, null, { rating: 3, comment: '  Good venue.\nCold coffee.  ' }));
    expect(first.error).toBeUndefined();
    expect(first.data.feedback).toMatchObject({ rating: 3, comment: 'Good venue.\nCold coffee.', anonymous: false });
    await rateAs(t, ada, rateInputFor(eventId, null, { rating: 5, anonymous: true }));
    const stored = await mine(ada.token, eventId);
    expect(stored.event).toMatchObject({ rating: 5, comment: '', anonymous: true });
  });

  it('says when it opens and closes: from the start until 7 days after the end', async () => {
    const { eventId } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const window = await mine(ada.token, eventId);
    expect(window.closesAt - window.opensAt).toBe(day + 3600 + 7 * day);
  });

  it('is refused before the event starts, with PRECONDITION_FAILED and the opening date', async () => {
    const { eventId } = await feedbackEvent(t, { startsAt: new Date(Date.UTC(2031, 4, 14, 9)), endsAt: new Date(Date.UTC(2031, 4, 15, 17)) });
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const response = await rateAs(t, ada, rateInputFor(eventId, null));
    expect(response.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(response.error?.message).toBe('Feedback opens when the event starts, on May 14, 2031.');
  });

  it('can still be changed 6 days after the end, and is refused with PRECONDITION_FAILED after 7', async () => {
    const now = t.clock.now().getTime();
    const endsAt = new Date(now - 6 * day * 1000);
    const { eventId } = await feedbackEvent(t, { startsAt: new Date(endsAt.getTime() - 8 * 3_600_000), endsAt });
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    expect((await rateAs(t, ada, rateInputFor(eventId, null, { rating: 2 }))).error).toBeUndefined();
    t.clock.advance(day + 60);
    try {
      const late = await rateAs(t, ada, rateInputFor(eventId, null, { rating: 5 }));
      expect(late.error?.data.code).toBe('PRECONDITION_FAILED');
      expect(late.error?.message).toMatch(/^Feedback for this event closed on .+, 7 days after it ended: it can no longer be given or changed\.$/);
      expect((await mine(ada.token, eventId)).event?.rating).toBe(2);
    } finally {
      t.clock.advance(-(day + 60));
    }
  });

  it.each([
    ['a rating of 0', { rating: 0 }],
    ['a rating of 6', { rating: 6 }],
    ['a rating of 2.5', { rating: 2.5 }],
    ['a comment of 2,001 characters', { comment: 'x'.repeat(2001) }],
    ['a comment with a control character', { comment: 'fine\u0000' }],
    ['a comment with a lone surrogate', { comment: 'half \ud83d' }],
  ])('refuses %s with BAD_REQUEST and keeps nothing', async (_, change) => {
    const { eventId } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const response = await rateAs(t, ada, rateInputFor(eventId, null, change));
    expect(response.error?.data.code).toBe('BAD_REQUEST');
    expect((await mine(ada.token, eventId)).event).toBeNull();
  });

  it('takes a comment of exactly 2,000 characters with tabs and line breaks', async () => {
    const { eventId } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const comment = `a\tb\r\n${'c'.repeat(1995)}`;
    expect(comment).toHaveLength(2000);
    expect((await rateAs(t, ada, rateInputFor(eventId, null, { comment }))).data.feedback.comment).toBe(comment);
  });

  it('is FORBIDDEN when feedback is switched off, for every procedure of attendees', async () => {
    const { eventId } = await feedbackEvent(t, { enableFeedback: false });
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    expect((await rateAs(t, ada, rateInputFor(eventId, null))).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.query('feedback.mine', { eventId }, { token: ada.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.query('feedback.speakerResults', { eventId }, { token: ada.token })).error?.data.code).toBe('FORBIDDEN');
  });

  it('is FORBIDDEN to the organization’s people who do not take part in the event, though they read results', async () => {
    const organization = await insertOrganization(t.db);
    const { eventId } = await feedbackEvent(t, { organizationId: organization.id });
    const owner = await registerTestAccount(t.api, { firstName: 'Owen' });
    await addOrganizationMember(t.db, organization.id, owner.account.id, 'owner');
    expect((await rateAs(t, owner, rateInputFor(eventId, null))).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.query('feedback.results', { eventId }, { token: owner.token })).error).toBeUndefined();
  });
});

describe('session feedback', () => {
  it('is refused with PRECONDITION_FAILED before the session starts, and taken once it runs', async () => {
    const { eventId, sessions } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const early = await rateAs(t, ada, rateInputFor(eventId, sessions.later));
    expect(early.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(early.error?.message).toBe('This session has not started yet: rate it once it has begun.');
    const running = await rateAs(t, ada, rateInputFor(eventId, sessions.running, { rating: 5, comment: 'Great demo' }));
    expect(running.data).toMatchObject({ programId: sessions.running, feedback: { rating: 5, comment: 'Great demo' } });
    t.clock.advance(4 * 3600);
    try {
      expect((await rateAs(t, ada, rateInputFor(eventId, sessions.later, { rating: 1 }))).error).toBeUndefined();
    } finally {
      t.clock.advance(-4 * 3600);
    }
    const stored = await mine(ada.token, eventId);
    expect(Object.keys(stored.sessions).sort()).toEqual([sessions.running, sessions.later].sort());
  });

  it('keeps one rating per person per session: rating again edits it', async () => {
    const { eventId, sessions, organizer } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    await rateAs(t, ada, rateInputFor(eventId, sessions.ended, { rating: 2 }));
    await rateAs(t, ada, rateInputFor(eventId, sessions.ended, { rating: 4, comment: 'Second thoughts' }));
    const results = await t.api.query<{ sessions: Array<{ programId: string; count: number; distribution: number[] }> }>('feedback.results', { eventId }, { token: organizer.token });
    const ended = results.data.sessions.find((session) => session.programId === sessions.ended);
    expect(ended).toMatchObject({ count: 1, distribution: [0, 0, 0, 1, 0] });
  });

  it('is NOT_FOUND for a session of another event, or one that does not exist', async () => {
    const { eventId } = await feedbackEvent(t);
    const other = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    expect((await rateAs(t, ada, rateInputFor(eventId, other.sessions.ended))).error?.data.code).toBe('NOT_FOUND');
    expect((await rateAs(t, ada, rateInputFor(eventId, randomUUID()))).error?.data.code).toBe('NOT_FOUND');
  });

  it('is FORBIDDEN for a speaker rating their own session', async () => {
    const { eventId, sessions } = await feedbackEvent(t);
    const sam = await joinAs(t, eventId, 'speaker', 'Sam');
    await addSpeaker(t, sessions.ended, sam.attendeeId);
    const own = await rateAs(t, sam, rateInputFor(eventId, sessions.ended));
    expect(own.error?.data.code).toBe('FORBIDDEN');
    expect((await rateAs(t, sam, rateInputFor(eventId, sessions.running))).error).toBeUndefined();
  });
});

describe('through the outbox', () => {
  it('applies a replayed key once and answers what stands now', async () => {
    const { eventId, sessions, organizer } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const input = rateInputFor(eventId, sessions.ended, { rating: 3 });
    const first = await rateAs(t, ada, input);
    await rateAs(t, ada, rateInputFor(eventId, sessions.ended, { rating: 5 }));
    const replay = await rateAs(t, ada, input);
    expect(first.data.feedback.rating).toBe(3);
    // The replay changes nothing: the later rating stands and is what it answers.
    expect(replay.data.feedback.rating).toBe(5);
    const results = await t.api.query<{ sessions: Array<{ programId: string; count: number; average: number }> }>('feedback.results', { eventId }, { token: organizer.token });
    expect(results.data.sessions.find((session) => session.programId === sessions.ended)).toMatchObject({ count: 1, average: 5 });
  });

  it('refuses a key reused for a different rating with CONFLICT', async () => {
    const { eventId, sessions } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const input = rateInputFor(eventId, sessions.ended, { rating: 3 });
    await rateAs(t, ada, input);
    expect((await rateAs(t, ada, { ...input, rating: 1 })).error?.data.code).toBe('CONFLICT');
  });

  it('keeps the rating made later on its device when an older one arrives late (a phone that was offline)', async () => {
    const { eventId, sessions } = await feedbackEvent(t);
    const ada = await joinAs(t, eventId, 'attendee', 'Ada');
    const now = Date.now();
    await rateAs(t, ada, rateInputFor(eventId, sessions.ended, { rating: 5, ratedAt: now - 1000 }));
    const late = await rateAs(t, ada, rateInputFor(eventId, sessions.ended, { rating: 1, ratedAt: now - 60_000 }));
    expect(late.data.feedback.rating).toBe(5);
    expect((await mine(ada.token, eventId)).sessions[sessions.ended]?.rating).toBe(5);
  });
});
