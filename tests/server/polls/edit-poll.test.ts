import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poll, PollList, UpdatePollInput } from '#shared/contracts/polls.ts';
import { lockedAfterVotesMessage, notScheduledMessage } from '#server/services/polls/edit-poll.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createPoll, makePollScene, pollDraft, vote, type PollScene } from './poll-scene.ts';

let t: TestServer;
let scene: PollScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makePollScene(t);
});
afterAll(() => t.stop());

const edit = (token: string, poll: Poll, changes: Omit<UpdatePollInput, 'eventId' | 'pollId'>) =>
  t.api.mutate<Poll>('polls.update', { eventId: poll.eventId, pollId: poll.id, ...changes }, { token });
const labels = (poll: Poll) => poll.options.map((option) => option.label);

describe('editing a poll', () => {
  it('an organizer changes the question, options, kind, anonymity and results; options that stay keep their ids', async () => {
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    const response = await edit(scene.organizer.token, poll, {
      question: 'Which track next?',
      options: ['Databases', 'Design systems', 'DevOps', 'Data science'],
      kind: 'multiple',
      anonymous: true,
      resultsVisibility: 'afterClose',
    });
    expect(response.error).toBeUndefined();
    expect(response.data).toMatchObject({ question: 'Which track next?', kind: 'multiple', anonymous: true, resultsVisibility: 'afterClose' });
    expect(labels(response.data)).toEqual(['Databases', 'Design systems', 'DevOps', 'Data science']);
    expect(response.data.options.slice(0, 3).map((option) => option.id)).toEqual(poll.options.map((option) => option.id));
    // Every member's shared list says the same.
    const list = await t.api.query<PollList>('polls.list', { eventId: scene.eventId }, { token: scene.attendee.token });
    expect(list.data.polls.find((item) => item.id === poll.id)).toMatchObject({ question: 'Which track next?', options: response.data.options });
    // Fewer options: the last ones go.
    const shorter = await edit(scene.organizer.token, poll, { options: ['Databases', 'DevOps'] });
    expect(labels(shorter.data)).toEqual(['Databases', 'DevOps']);
    expect(shorter.data.options[0]?.id).toBe(poll.options[0]?.id);
  });

  it('once anyone voted, options, kind and anonymity are locked with a clear PRECONDITION_FAILED; the question and results stay editable', async () => {
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    expect((await vote(t, scene.attendee, poll, [poll.options[0]!.id])).error).toBeUndefined();
    for (const change of [{ options: ['Yes', 'No'] }, { kind: 'multiple' as const }, { anonymous: true }]) {
      const refused = await edit(scene.organizer.token, poll, change);
      expect(refused.error?.data.code, JSON.stringify(change)).toBe('PRECONDITION_FAILED');
      expect(refused.error?.message).toBe(lockedAfterVotesMessage);
    }
    // The same options sent back unchanged are not a change.
    const allowed = await edit(scene.organizer.token, poll, { question: 'Which talk next, really?', options: labels(poll), resultsVisibility: 'afterVoting' });
    expect(allowed.error).toBeUndefined();
    expect(allowed.data).toMatchObject({ question: 'Which talk next, really?', resultsVisibility: 'afterVoting', options: poll.options });
  });

  it('moves a scheduled poll’s opening time, and refuses one for a poll that is not scheduled', async () => {
    const opensAt = Math.floor(Date.now() / 1000) + 3_600;
    const scheduled = await createPoll(t, scene.organizer, pollDraft(scene.eventId, { state: 'scheduled', opensAt }));
    const moved = await edit(scene.organizer.token, scheduled, { opensAt: opensAt + 1_800 });
    expect(moved.data).toMatchObject({ state: 'scheduled', opensAt: opensAt + 1_800 });
    const open = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    const refused = await edit(scene.organizer.token, open, { opensAt });
    expect(refused.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(refused.error?.message).toBe(notScheduledMessage);
  });

  it('a speaker edits their own session’s polls only; attendees and outsiders may not edit', async () => {
    const own = await createPoll(t, scene.speaker, pollDraft(scene.eventId, { programId: scene.sessionId }));
    expect((await edit(scene.speaker.token, own, { question: 'Questions for me?' })).data).toMatchObject({ question: 'Questions for me?' });
    const eventWide = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    expect((await edit(scene.speaker.token, eventWide, { question: 'Mine now?' })).error?.data.code).toBe('FORBIDDEN');
    expect((await edit(scene.attendee.token, own, { question: 'Mine now?' })).error?.data.code).toBe('FORBIDDEN');
    expect((await edit(scene.outsider.token, own, { question: 'Mine now?' })).error?.data.code).toBe('FORBIDDEN');
  });

  it('checks what is typed as creating does: 2-10 different options, a question', async () => {
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId));
    expect((await edit(scene.organizer.token, poll, { options: ['Only one'] })).error?.data.code).toBe('BAD_REQUEST');
    expect((await edit(scene.organizer.token, poll, { options: ['Same', 'same'] })).error?.data.code).toBe('BAD_REQUEST');
    expect((await edit(scene.organizer.token, poll, { question: '   ' })).error?.data.code).toBe('BAD_REQUEST');
  });

  it('a poll of another event is not found', async () => {
    const other = await makePollScene(t);
    const poll = await createPoll(t, other.organizer, pollDraft(other.eventId));
    const response = await t.api.mutate<Poll>('polls.update', { eventId: scene.eventId, pollId: poll.id, question: 'Hijack?' }, { token: scene.organizer.token });
    expect(response.error?.data.code).toBe('NOT_FOUND');
  });
});
