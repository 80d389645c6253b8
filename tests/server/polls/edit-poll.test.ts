import { describe, expect, it } from 'vitest';
import type { Poll, PollList, UpdatePollInput } from '#shared/contracts/polls.ts';
import { lockedAfterVotesMessage, notScheduledMessage } from '#server/services/polls/edit-poll.ts';
import { createPoll, makePollScene, pollDraft, pollSceneForFile, vote } from './poll-scene.ts';

const file = pollSceneForFile();

const edit = (token: string, poll: Poll, changes: Omit<UpdatePollInput, 'eventId' | 'pollId'>) =>
  file.t.api.mutate<Poll>('polls.update', { eventId: poll.eventId, pollId: poll.id, ...changes }, { token });
const labels = (poll: Poll) => poll.options.map((option) => option.label);

describe('editing a poll', () => {
  it('an organizer changes the question, options, kind, anonymity (until members see it) and results; options that stay keep their ids', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { state: 'scheduled', opensAt: Math.floor(Date.now() / 1000) + 3_600 }));
    const response = await edit(file.scene.organizer.token, poll, {
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
    // Every member's shared list says the same, once it opens.
    await file.t.api.mutate('polls.setState', { eventId: poll.eventId, pollId: poll.id, state: 'open' }, { token: file.scene.organizer.token });
    const list = await file.t.api.query<PollList>('polls.list', { eventId: file.scene.eventId }, { token: file.scene.attendee.token });
    expect(list.data.polls.find((item) => item.id === poll.id)).toMatchObject({ question: 'Which track next?', options: response.data.options });
    // Fewer options: the last ones go.
    const shorter = await edit(file.scene.organizer.token, poll, { options: ['Databases', 'DevOps'] });
    expect(labels(shorter.data)).toEqual(['Databases', 'DevOps']);
    expect(shorter.data.options[0]?.id).toBe(poll.options[0]?.id);
  });

  it('once anyone voted, options, kind and anonymity are locked with a clear PRECONDITION_FAILED; the question and results stay editable', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    expect((await vote(file.t, file.scene.attendee, poll, [poll.options[0]!.id])).error).toBeUndefined();
    for (const change of [{ options: ['Yes', 'No'] }, { kind: 'multiple' as const }, { anonymous: true }]) {
      const refused = await edit(file.scene.organizer.token, poll, change);
      expect(refused.error?.data.code, JSON.stringify(change)).toBe('PRECONDITION_FAILED');
      expect(refused.error?.message).toBe(lockedAfterVotesMessage);
    }
    // The same options sent back unchanged are not a change.
    const allowed = await edit(file.scene.organizer.token, poll, { question: 'Which talk next, really?', options: labels(poll), resultsVisibility: 'afterVoting' });
    expect(allowed.error).toBeUndefined();
    expect(allowed.data).toMatchObject({ question: 'Which talk next, really?', resultsVisibility: 'afterVoting', options: poll.options });
  });

  it('moves a scheduled poll’s opening time, and refuses one for a poll that is not scheduled', async () => {
    const opensAt = Math.floor(Date.now() / 1000) + 3_600;
    const scheduled = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { state: 'scheduled', opensAt }));
    const moved = await edit(file.scene.organizer.token, scheduled, { opensAt: opensAt + 1_800 });
    expect(moved.data).toMatchObject({ state: 'scheduled', opensAt: opensAt + 1_800 });
    const open = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    const refused = await edit(file.scene.organizer.token, open, { opensAt });
    expect(refused.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(refused.error?.message).toBe(notScheduledMessage);
  });

  it('a speaker edits their own session’s polls only; attendees and outsiders may not edit', async () => {
    const own = await createPoll(file.t, file.scene.speaker, pollDraft(file.scene.eventId, { programId: file.scene.sessionId }));
    expect((await edit(file.scene.speaker.token, own, { question: 'Questions for me?' })).data).toMatchObject({ question: 'Questions for me?' });
    const eventWide = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    expect((await edit(file.scene.speaker.token, eventWide, { question: 'Mine now?' })).error?.data.code).toBe('FORBIDDEN');
    expect((await edit(file.scene.attendee.token, own, { question: 'Mine now?' })).error?.data.code).toBe('FORBIDDEN');
    expect((await edit(file.scene.outsider.token, own, { question: 'Mine now?' })).error?.data.code).toBe('FORBIDDEN');
  });

  it('checks what is typed as creating does: 2-10 different options, a question', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    expect((await edit(file.scene.organizer.token, poll, { options: ['Only one'] })).error?.data.code).toBe('BAD_REQUEST');
    expect((await edit(file.scene.organizer.token, poll, { options: ['Same', 'same'] })).error?.data.code).toBe('BAD_REQUEST');
    expect((await edit(file.scene.organizer.token, poll, { question: '   ' })).error?.data.code).toBe('BAD_REQUEST');
  });

  it('a poll of another event is not found', async () => {
    const other = await makePollScene(file.t);
    const poll = await createPoll(file.t, other.organizer, pollDraft(other.eventId));
    const response = await file.t.api.mutate<Poll>('polls.update', { eventId: file.scene.eventId, pollId: poll.id, question: 'Hijack?' }, { token: file.scene.organizer.token });
    expect(response.error?.data.code).toBe('NOT_FOUND');
  });
});
