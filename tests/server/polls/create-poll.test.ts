import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poll } from '#shared/contracts/polls.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { makePollScene, pollDraft, type PollScene } from './poll-scene.ts';

let t: TestServer;
let scene: PollScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makePollScene(t);
});
afterAll(() => t.stop());

const create = (token: string, overrides: Parameters<typeof pollDraft>[1] = {}) => t.api.mutate<Poll>('polls.create', pollDraft(scene.eventId, overrides), { token });

describe('creating a poll', () => {
  it('organizers create event-wide polls, with options in order', async () => {
    const response = await create(scene.organizer.token, { kind: 'multiple', anonymous: true, resultsVisibility: 'afterClose' });
    expect(response.error).toBeUndefined();
    expect(response.data).toMatchObject({ eventId: scene.eventId, programId: null, kind: 'multiple', anonymous: true, resultsVisibility: 'afterClose', state: 'open', opensAt: null });
    expect(response.data.options.map((option) => option.label)).toEqual(['Databases', 'Design', 'DevOps']);
  });

  it('a speaker creates polls for their own session only', async () => {
    expect((await create(scene.speaker.token, { programId: scene.sessionId })).data).toMatchObject({ programId: scene.sessionId });
    expect((await create(scene.speaker.token, { programId: scene.otherSessionId })).error?.data.code).toBe('FORBIDDEN');
    expect((await create(scene.speaker.token)).error?.data.code).toBe('FORBIDDEN');
  });

  it('attendees may not create polls, and outsiders cannot see the event’s polls at all', async () => {
    expect((await create(scene.attendee.token, { programId: scene.sessionId })).error?.data.code).toBe('FORBIDDEN');
    expect((await create(scene.outsider.token)).error?.data.code).toBe('FORBIDDEN');
  });

  it('a session of another event is not found', async () => {
    const other = await makePollScene(t);
    expect((await create(scene.organizer.token, { programId: other.sessionId })).error?.data.code).toBe('NOT_FOUND');
  });

  it.each([
    ['one option', { options: ['Only'] }, 'options'],
    ['eleven options', { options: Array.from({ length: 11 }, (_, index) => `Option ${index}`) }, 'options'],
    ['two options alike', { options: ['Yes', 'yes'] }, 'options'],
    ['an empty option', { options: ['Yes', '  '] }, 'options'],
    ['an empty question', { question: ' ' }, 'question'],
    ['a scheduled poll without its time', { state: 'scheduled' as const }, 'opensAt'],
  ])('refuses %s with a field error', async (_, overrides, field) => {
    const response = await create(scene.organizer.token, overrides);
    expect(response.error?.data.code).toBe('BAD_REQUEST');
    expect(Object.keys(response.error?.data.fieldErrors ?? {})).toContain(field);
  });

  it('accepts ten options and a scheduled time', async () => {
    const opensAt = Math.floor(Date.now() / 1000) + 600;
    const response = await create(scene.organizer.token, { options: Array.from({ length: 10 }, (_, index) => `Option ${index}`), state: 'scheduled', opensAt });
    expect(response.data).toMatchObject({ state: 'scheduled', opensAt });
  });

  it('with feedback switched off, polls are refused to everyone, organizers included', async () => {
    const off = await makePollScene(t, { enableFeedback: false });
    const response = await t.api.mutate('polls.create', pollDraft(off.eventId), { token: off.organizer.token });
    expect(response.error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.query('polls.standings', { eventId: off.eventId }, { token: off.attendee.token })).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('running a poll', () => {
  it('the organizer and the session’s speaker close and reopen it; attendees and other speakers may not', async () => {
    const poll = (await create(scene.speaker.token, { programId: scene.sessionId })).data;
    const setState = (token: string, state: 'open' | 'closed') =>
      t.api.mutate<Poll>('polls.setState', { eventId: scene.eventId, pollId: poll.id, state }, { token });
    expect((await setState(scene.attendee.token, 'closed')).error?.data.code).toBe('FORBIDDEN');
    expect((await setState(scene.speaker.token, 'closed')).data.state).toBe('closed');
    expect((await setState(scene.organizer.token, 'open')).data.state).toBe('open');
  });

  it('removing a poll takes it off the list', async () => {
    const poll = (await create(scene.organizer.token)).data;
    expect((await t.api.mutate('polls.remove', { eventId: scene.eventId, pollId: poll.id }, { token: scene.attendee.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.mutate('polls.remove', { eventId: scene.eventId, pollId: poll.id }, { token: scene.organizer.token })).error).toBeUndefined();
    const list = await t.api.query<{ polls: Poll[] }>('polls.list', { eventId: scene.eventId }, { token: scene.attendee.token });
    expect(list.data.polls.map((item) => item.id)).not.toContain(poll.id);
  });
});
