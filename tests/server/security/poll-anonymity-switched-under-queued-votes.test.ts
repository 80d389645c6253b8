import { describe, expect, it } from 'vitest';
import type { Poll, PollList, PollStandings, PollVoters, UpdatePollInput } from '#shared/contracts/polls.ts';
import { anonymityShownMessage } from '#server/services/polls/edit-poll.ts';
import { pollChangedMessage } from '#server/services/polls/vote-judgement.ts';
import { createPoll, pollDraft, pollSceneForFile, standingOf, vote } from '../polls/poll-scene.ts';

// Anonymity locked only at the first vote stored on the server. An organizer made an anonymous
// poll, attendees saw "anonymous" and voted, some offline with their votes waiting on the phone;
// the organizer switched it to named before any arrived, and the queued votes were stored by name
// (polls.voters listed them). Anonymity now locks once members can see the poll, and every vote
// names the poll's revision its voter saw (moved by every change of options, kind or anonymity):
// a vote cast on the poll as it was is CONFLICT, shown to the voter, and nothing is stored.

const file = pollSceneForFile();
const scene = () => file.scene;

const edit = (poll: Poll, changes: Omit<UpdatePollInput, 'eventId' | 'pollId'>) =>
  file.t.api.mutate<Poll>('polls.update', { eventId: poll.eventId, pollId: poll.id, ...changes }, { token: scene().organizer.token });

/** The poll as an attendee's phone has it (the shared feed). */
async function seenByAttendee(poll: Poll): Promise<Poll> {
  const list = await file.t.api.query<PollList>('polls.list', { eventId: poll.eventId }, { token: scene().attendee.token });
  const seen = list.data.polls.find((item) => item.id === poll.id);
  if (!seen) throw new Error('the attendee does not see the poll');
  return seen;
}

const countsOf = async (poll: Poll) => {
  const standings = await file.t.api.query<PollStandings>('polls.standings', { eventId: poll.eventId }, { token: scene().organizer.token });
  return standings.data.standings.find((standing) => standing.pollId === poll.id)?.results;
};

describe('a poll’s anonymity and the votes cast trusting it', () => {
  it('anonymity cannot be switched off once members can see the poll, though nobody voted yet; queued votes stay anonymous', async () => {
    const poll = await createPoll(file.t, scene().organizer, pollDraft(scene().eventId, { anonymous: true }));
    const seen = await seenByAttendee(poll);
    expect(seen).toMatchObject({ anonymous: true, revision: 0 });

    const refused = await edit(poll, { anonymous: false });
    expect(refused.status).toBe(412);
    expect(refused.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(refused.error?.message).toBe(anonymityShownMessage(true));
    expect((await seenByAttendee(poll)).anonymous).toBe(true);

    // The attendee's queued vote arrives: counted, and nobody can see whose it is.
    const queued = await vote(file.t, scene().attendee, seen, [seen.options[0]!.id], { revision: seen.revision });
    expect(queued.error).toBeUndefined();
    const voters = await file.t.api.query<PollVoters>('polls.voters', { eventId: poll.eventId, pollId: poll.id }, { token: scene().organizer.token });
    expect(voters.error?.data.code).toBe('PRECONDITION_FAILED');
  });

  it('a poll shown once keeps its anonymity when it is scheduled again; a poll nobody saw yet may still change', async () => {
    const poll = await createPoll(file.t, scene().organizer, pollDraft(scene().eventId, { anonymous: true }));
    const later = Math.floor(Date.now() / 1000) + 3_600;
    const hidden = await file.t.api.mutate<Poll>('polls.setState', { eventId: poll.eventId, pollId: poll.id, state: 'scheduled', opensAt: later }, { token: scene().organizer.token });
    expect(hidden.error).toBeUndefined();
    expect((await edit(poll, { anonymous: false })).error?.data.code).toBe('PRECONDITION_FAILED');

    const unseen = await createPoll(file.t, scene().organizer, pollDraft(scene().eventId, { anonymous: true, state: 'scheduled', opensAt: later }));
    const changed = await edit(unseen, { anonymous: false });
    expect(changed.error).toBeUndefined();
    expect(changed.data).toMatchObject({ anonymous: false, revision: 1 });
  });

  it('a vote cast on the options as they were is CONFLICT with a clear message, and nothing is stored', async () => {
    const poll = await createPoll(file.t, scene().organizer, pollDraft(scene().eventId, { options: ['Yes', 'No'] }));
    const seen = await seenByAttendee(poll);
    // Options keep their ids by position: the voter's "Yes" would now count as "No, never".
    const relabelled = await edit(poll, { options: ['No, never', 'Yes'] });
    expect(relabelled.data.revision).toBe(1);

    const stale = await vote(file.t, scene().attendee, seen, [seen.options[0]!.id], { revision: seen.revision });
    expect(stale.status).toBe(409);
    expect(stale.error?.data.code).toBe('CONFLICT');
    expect(stale.error?.message).toBe(pollChangedMessage);
    expect(await standingOf(file.t, scene().attendee, poll)).toMatchObject({ voted: false, myOptionIds: null });
    expect(await countsOf(poll)).toEqual({ voters: 0, votes: { [poll.options[0]!.id]: 0, [poll.options[1]!.id]: 0 } });
    const voters = await file.t.api.query<PollVoters>('polls.voters', { eventId: poll.eventId, pollId: poll.id }, { token: scene().organizer.token });
    expect(voters.data.voters).toEqual([]);

    // Cast again on the poll as it is now: counted. The phone still names the refused choice as
    // its previous one; that option, never counted, keeps its count.
    const fresh = await vote(file.t, scene().attendee, relabelled.data, [relabelled.data.options[1]!.id], { revision: relabelled.data.revision, previousOptionIds: [seen.options[0]!.id] });
    expect(fresh.error).toBeUndefined();
    expect(fresh.data.results).toEqual({ voters: 1, votes: { [poll.options[0]!.id]: 0, [poll.options[1]!.id]: 1 } });
  });

  it('a vote with two answers cast while the poll took several is CONFLICT once it takes one, not a bad request', async () => {
    const poll = await createPoll(file.t, scene().organizer, pollDraft(scene().eventId, { kind: 'multiple' }));
    const seen = await seenByAttendee(poll);
    expect((await edit(poll, { kind: 'single' })).error).toBeUndefined();
    const stale = await vote(file.t, scene().neighbour, seen, [seen.options[0]!.id, seen.options[1]!.id], { revision: seen.revision });
    expect(stale.error?.data.code).toBe('CONFLICT');
    expect(stale.error?.message).toBe(pollChangedMessage);
    expect((await countsOf(poll))?.voters).toBe(0);
  });

  it('a vote queued before votes named a revision is taken while the poll is as members first saw it, and refused once it changed since', async () => {
    // Changed before anyone could see it, then opened: whatever a phone saw is the poll as it is.
    const later = Math.floor(Date.now() / 1000) + 3_600;
    const prepared = await createPoll(file.t, scene().organizer, pollDraft(scene().eventId, { state: 'scheduled', opensAt: later }));
    expect((await edit(prepared, { options: ['Rust', 'Go', 'Zig'] })).error).toBeUndefined();
    await file.t.api.mutate('polls.setState', { eventId: prepared.eventId, pollId: prepared.id, state: 'open' }, { token: scene().organizer.token });
    const openedSeen = await seenByAttendee(prepared);
    expect((await vote(file.t, scene().attendee, openedSeen, [openedSeen.options[0]!.id])).error).toBeUndefined();

    // Changed while members could see it: a vote without a revision cannot say which it saw.
    const poll = await createPoll(file.t, scene().organizer, pollDraft(scene().eventId, { options: ['Yes', 'No'] }));
    expect((await edit(poll, { options: ['No', 'Yes'] })).error).toBeUndefined();
    const legacy = await vote(file.t, scene().attendee, poll, [poll.options[0]!.id]);
    expect(legacy.error?.data.code).toBe('CONFLICT');
    expect(legacy.error?.message).toBe(pollChangedMessage);
    expect((await countsOf(poll))?.voters).toBe(0);
  });
});
