import { describe, expect, it } from 'vitest';
import type { Poll } from '#shared/contracts/polls.ts';
import { makePollScene, pollDraft, pollSceneForFile } from './poll-scene.ts';

const file = pollSceneForFile();

const create = (token: string, overrides: Parameters<typeof pollDraft>[1] = {}) => file.t.api.mutate<Poll>('polls.create', pollDraft(file.scene.eventId, overrides), { token });

describe('creating a poll', () => {
  it('organizers create event-wide polls, with options in order', async () => {
    const response = await create(file.scene.organizer.token, { kind: 'multiple', anonymous: true, resultsVisibility: 'afterClose' });
    expect(response.error).toBeUndefined();
    expect(response.data).toMatchObject({ eventId: file.scene.eventId, programId: null, kind: 'multiple', anonymous: true, resultsVisibility: 'afterClose', state: 'open', opensAt: null });
    expect(response.data.options.map((option) => option.label)).toEqual(['Databases', 'Design', 'DevOps']);
  });

  it('a speaker creates polls for their own session only', async () => {
    expect((await create(file.scene.speaker.token, { programId: file.scene.sessionId })).data).toMatchObject({ programId: file.scene.sessionId });
    expect((await create(file.scene.speaker.token, { programId: file.scene.otherSessionId })).error?.data.code).toBe('FORBIDDEN');
    expect((await create(file.scene.speaker.token)).error?.data.code).toBe('FORBIDDEN');
  });

  it('attendees may not create polls, and outsiders cannot see the event’s polls at all', async () => {
    expect((await create(file.scene.attendee.token, { programId: file.scene.sessionId })).error?.data.code).toBe('FORBIDDEN');
    expect((await create(file.scene.outsider.token)).error?.data.code).toBe('FORBIDDEN');
  });

  it('a session of another event is not found', async () => {
    const other = await makePollScene(file.t);
    expect((await create(file.scene.organizer.token, { programId: other.sessionId })).error?.data.code).toBe('NOT_FOUND');
  });

  it.each([
    ['one option', { options: ['Only'] }, 'options'],
    ['eleven options', { options: Array.from({ length: 11 }, (_, index) => `Option ${index}`) }, 'options'],
    ['two options alike', { options: ['Yes', 'yes'] }, 'options'],
    ['an empty option', { options: ['Yes', '  '] }, 'options'],
    ['an empty question', { question: ' ' }, 'question'],
    ['a scheduled poll without its time', { state: 'scheduled' as const }, 'opensAt'],
  ])('refuses %s with a field error', async (_, overrides, field) => {
    const response = await create(file.scene.organizer.token, overrides);
    expect(response.error?.data.code).toBe('BAD_REQUEST');
    expect(Object.keys(response.error?.data.fieldErrors ?? {})).toContain(field);
  });

  it('accepts ten options and a scheduled time', async () => {
    const opensAt = Math.floor(Date.now() / 1000) + 600;
    const response = await create(file.scene.organizer.token, { options: Array.from({ length: 10 }, (_, index) => `Option ${index}`), state: 'scheduled', opensAt });
    expect(response.data).toMatchObject({ state: 'scheduled', opensAt });
  });

  it('with feedback switched off, polls are refused to everyone, organizers included', async () => {
    const off = await makePollScene(file.t, { enableFeedback: false });
    const response = await file.t.api.mutate('polls.create', pollDraft(off.eventId), { token: off.organizer.token });
    expect(response.error?.data.code).toBe('FORBIDDEN');
    expect((await file.t.api.query('polls.standings', { eventId: off.eventId }, { token: off.attendee.token })).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('running a poll', () => {
  it('the organizer and the session’s speaker close and reopen it; attendees and other speakers may not', async () => {
    const poll = (await create(file.scene.speaker.token, { programId: file.scene.sessionId })).data;
    const setState = (token: string, state: 'open' | 'closed') =>
      file.t.api.mutate<Poll>('polls.setState', { eventId: file.scene.eventId, pollId: poll.id, state }, { token });
    expect((await setState(file.scene.attendee.token, 'closed')).error?.data.code).toBe('FORBIDDEN');
    expect((await setState(file.scene.speaker.token, 'closed')).data.state).toBe('closed');
    expect((await setState(file.scene.organizer.token, 'open')).data.state).toBe('open');
  });

  it('removing a poll takes it off the list', async () => {
    const poll = (await create(file.scene.organizer.token)).data;
    expect((await file.t.api.mutate('polls.remove', { eventId: file.scene.eventId, pollId: poll.id }, { token: file.scene.attendee.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await file.t.api.mutate('polls.remove', { eventId: file.scene.eventId, pollId: poll.id }, { token: file.scene.organizer.token })).error).toBeUndefined();
    const list = await file.t.api.query<{ polls: Poll[] }>('polls.list', { eventId: file.scene.eventId }, { token: file.scene.attendee.token });
    expect(list.data.polls.map((item) => item.id)).not.toContain(poll.id);
  });
});
