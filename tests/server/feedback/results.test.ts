import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackResults, SpeakerFeedback } from '#shared/contracts/feedback.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { addSpeaker, feedbackEvent, joinAs, rateAs, rateInputFor } from './scene.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

/** An event where Ada (named), Bea (anonymous) and Cy rated the ended session and the event. */
async function ratedEvent() {
  const scene = await feedbackEvent(t);
  const { eventId, sessions } = scene;
  const ada = await joinAs(t, eventId, 'attendee', 'Ada', 'Named');
  const bea = await joinAs(t, eventId, 'attendee', 'Bea', 'Secret');
  const cy = await joinAs(t, eventId, 'attendee', 'Cy', 'Quiet');
  const sam = await joinAs(t, eventId, 'speaker', 'Sam', 'Speaker');
  await addSpeaker(t, sessions.ended, sam.attendeeId);
  await addSpeaker(t, sessions.running, sam.attendeeId);
  await rateAs(t, ada, rateInputFor(eventId, sessions.ended, { rating: 5, comment: 'Loved it' }));
  await rateAs(t, bea, rateInputFor(eventId, sessions.ended, { rating: 2, comment: 'Too fast', anonymous: true }));
  await rateAs(t, cy, rateInputFor(eventId, sessions.ended, { rating: 4 }));
  await rateAs(t, ada, rateInputFor(eventId, sessions.running, { rating: 1, comment: 'Mic is off' }));
  await rateAs(t, bea, rateInputFor(eventId, null, { rating: 3, comment: '=HYPERLINK("http://evil.example","x")', anonymous: true }));
  return { ...scene, ada, bea, cy, sam };
}

describe('organizer results', () => {
  it('give per session the count, average, distribution and comments (anonymous ones without a name), sessions by start', async () => {
    const { eventId, organizer, sessions } = await ratedEvent();
    const { data, error } = await t.api.query<FeedbackResults>('feedback.results', { eventId }, { token: organizer.token });
    expect(error).toBeUndefined();
    expect(data.sessions.map((session) => session.programId)).toEqual([sessions.ended, sessions.running, sessions.later]);
    const ended = data.sessions[0];
    expect(ended).toMatchObject({ title: 'Ended talk', count: 3, average: 3.7, distribution: [0, 1, 0, 1, 1] });
    expect(ended?.comments).toEqual(expect.arrayContaining([
      { rating: 5, comment: 'Loved it', author: 'Ada Named' },
      { rating: 2, comment: 'Too fast', author: null },
    ]));
    expect(ended?.comments).toHaveLength(2);
    expect(data.sessions[2]).toMatchObject({ count: 0, average: null, distribution: [0, 0, 0, 0, 0], comments: [] });
    expect(data.event).toMatchObject({ count: 1, average: 3, comments: [{ rating: 3, author: null }] });
  });

  it('never carry an anonymous person’s name, anywhere in the answer or the CSV', async () => {
    const { eventId, organizer } = await ratedEvent();
    const results = await t.api.query('feedback.results', { eventId }, { token: organizer.token });
    const csv = await t.api.query<{ filename: string; csv: string }>('feedback.exportCsv', { eventId }, { token: organizer.token });
    for (const body of [JSON.stringify(results.raw), JSON.stringify(csv.raw)]) {
      expect(body).not.toContain('Bea');
      expect(body).not.toContain('Secret');
    }
    expect(JSON.stringify(results.raw)).toContain('Ada Named');
  });

  it('export a CSV with one line per rating, anonymous ones marked so, formula cells escaped', async () => {
    const { eventId, organizer } = await ratedEvent();
    const { data } = await t.api.query<{ filename: string; csv: string }>('feedback.exportCsv', { eventId }, { token: organizer.token });
    expect(data.filename).toMatch(/^event-[a-z0-9]+-feedback-\d{4}-\d\d-\d\d\.csv$/);
    const lines = data.csv.split('\r\n');
    expect(lines[0]).toBe('about,session start (UTC),rating,comment,from');
    expect(lines).toHaveLength(1 + 5);
    expect(lines[1]).toBe(`the event,,3,"'=HYPERLINK(""http://evil.example"",""x"")",anonymous`);
    expect(lines.filter((line) => line.startsWith('Ended talk,'))).toHaveLength(3);
    expect(lines).toContainEqual(expect.stringMatching(/^Ended talk,\d{4}-\d\d-\d\d \d\d:\d\d,2,Too fast,anonymous$/));
    expect(lines).toContainEqual(expect.stringMatching(/^Ended talk,.*,5,Loved it,Ada Named$/));
  });

  it('stay open to organizers with feedback switched off, and are FORBIDDEN to attendees and speakers', async () => {
    const { eventId, organizer, ada, sam } = await ratedEvent();
    await t.api.mutate('eventAdmin.setFeatures', { id: eventId, features: { enableFeedback: false } }, { token: organizer.token });
    expect((await t.api.query('feedback.results', { eventId }, { token: organizer.token })).error).toBeUndefined();
    for (const who of [ada, sam]) {
      expect((await t.api.query('feedback.results', { eventId }, { token: who.token })).error?.data.code).toBe('FORBIDDEN');
      expect((await t.api.query('feedback.exportCsv', { eventId }, { token: who.token })).error?.data.code).toBe('FORBIDDEN');
    }
  });
});

describe('speaker results', () => {
  it('show a speaker their own sessions, with results only once each has ended', async () => {
    const { eventId, sessions, sam } = await ratedEvent();
    const { data } = await t.api.query<SpeakerFeedback>('feedback.speakerResults', { eventId }, { token: sam.token });
    expect(data.sessions.map((session) => session.programId)).toEqual([sessions.ended, sessions.running]);
    expect(data.sessions[0]?.results).toMatchObject({ count: 3, average: 3.7, distribution: [0, 1, 0, 1, 1] });
    expect(data.sessions[0]?.results?.comments).toContainEqual({ rating: 2, comment: 'Too fast', author: null });
    // Still running: Ada's "Mic is off" is not shown to the person on stage.
    expect(data.sessions[1]?.results).toBeNull();
    expect(JSON.stringify(data)).not.toContain('Mic is off');
    expect(JSON.stringify(data)).not.toContain('Bea');
  });

  it('are empty for someone who speaks at nothing', async () => {
    const { eventId, ada } = await ratedEvent();
    const { data } = await t.api.query<SpeakerFeedback>('feedback.speakerResults', { eventId }, { token: ada.token });
    expect(data.sessions).toEqual([]);
  });

  it('list the sessions one speaks at in feedback.mine, so the page can offer them', async () => {
    const { eventId, sessions, sam } = await ratedEvent();
    const { data } = await t.api.query<{ speakerProgramIds: string[] }>('feedback.mine', { eventId }, { token: sam.token });
    expect(data.speakerProgramIds.sort()).toEqual([sessions.ended, sessions.running].sort());
  });
});
