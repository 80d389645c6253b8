import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appliedWrites } from '#server/db/schema/applied-writes.ts';
import { pollVotes } from '#server/db/schema/poll-votes.ts';
import { ballotSecret, createPoll, makePollScene, pollDraft, pollSceneForFile, standingOf, vote } from './poll-scene.ts';

const file = pollSceneForFile();

const ids = (poll: { options: Array<{ id: string }> }) => poll.options.map((option) => option.id);

describe('voting', () => {
  it('counts one vote per person, and a changed vote moves the count', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    const [a, b] = ids(poll);
    const first = await vote(file.t, file.scene.attendee, poll, [a!]);
    expect(first.data).toEqual({ pollId: poll.id, state: 'open', results: { voters: 1, votes: { [a!]: 1, [b!]: 0, [ids(poll)[2]!]: 0 } } });
    await vote(file.t, file.scene.attendee, poll, [b!]);
    const standing = await standingOf(file.t, file.scene.attendee, poll);
    expect(standing).toMatchObject({ voted: true, myOptionIds: [b], results: { voters: 1, votes: { [a!]: 0, [b!]: 1 } } });
  });

  it('voters count people, not choices: in a multiple-choice poll, in the answer and in the standings', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { kind: 'multiple' }));
    const [a, b, c] = ids(poll);
    await vote(file.t, file.scene.attendee, poll, [a!, b!]);
    const second = await vote(file.t, file.scene.neighbour, poll, [b!]);
    expect(second.data?.results).toEqual({ voters: 2, votes: { [a!]: 1, [b!]: 2, [c!]: 0 } });
    expect((await standingOf(file.t, file.scene.organizer, poll)).results).toEqual({ voters: 2, votes: { [a!]: 1, [b!]: 2, [c!]: 0 } });
    // Changing a vote moves choices, never the number of people.
    const changed = await vote(file.t, file.scene.attendee, poll, [c!]);
    expect(changed.data?.results).toEqual({ voters: 2, votes: { [a!]: 0, [b!]: 1, [c!]: 1 } });
  });

  it('a replayed vote (same idempotency key) is counted exactly once', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    const [a, b] = ids(poll);
    const replayed = { idempotencyKey: randomUUID(), ballotSecret: ballotSecret() };
    await vote(file.t, file.scene.attendee, poll, [a!], replayed);
    await vote(file.t, file.scene.neighbour, poll, [b!]);
    // The device changes its mind to b, then the first vote's retry arrives: the retry changes nothing.
    await vote(file.t, file.scene.attendee, poll, [b!]);
    const again = await vote(file.t, file.scene.attendee, poll, [a!], replayed);
    expect(again.error).toBeUndefined();
    expect((await standingOf(file.t, file.scene.organizer, poll)).results).toEqual({ voters: 2, votes: { [a!]: 0, [b!]: 2, [ids(poll)[2]!]: 0 } });
  });

  it('a key reused for another choice is a CONFLICT, not a silent replay', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    const [a, b] = ids(poll);
    const reused = { idempotencyKey: randomUUID(), ballotSecret: ballotSecret() };
    await vote(file.t, file.scene.attendee, poll, [a!], reused);
    expect((await vote(file.t, file.scene.attendee, poll, [b!], reused)).error?.data.code).toBe('CONFLICT');
  });

  it('refuses a closed poll with PRECONDITION_FAILED and a clear message, and counts nothing', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    await file.t.api.mutate('polls.setState', { eventId: file.scene.eventId, pollId: poll.id, state: 'closed' }, { token: file.scene.organizer.token });
    const refused = await vote(file.t, file.scene.attendee, poll, [ids(poll)[0]!]);
    expect(refused.error?.data.code).toBe('PRECONDITION_FAILED');
    expect(refused.error?.message).toBe('This poll is closed: votes are no longer taken');
    expect((await standingOf(file.t, file.scene.organizer, poll)).results?.voters).toBe(0);
  });

  it('a scheduled poll takes votes from its time on', async () => {
    const opensAt = Math.floor(file.t.clock.now().getTime() / 1000) + 3600;
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { state: 'scheduled', opensAt }));
    const early = await vote(file.t, file.scene.attendee, poll, [ids(poll)[0]!]);
    expect(early.error?.data.code).toBe('PRECONDITION_FAILED');
    expect((await standingOf(file.t, file.scene.attendee, poll)).state).toBe('scheduled');
    file.t.clock.advance(3601);
    try {
      expect((await vote(file.t, file.scene.attendee, poll, [ids(poll)[0]!])).error).toBeUndefined();
      expect((await standingOf(file.t, file.scene.attendee, poll)).state).toBe('open');
    } finally {
      file.t.clock.advance(-3601);
    }
  });

  it('single choice takes one option; options of another poll are refused', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    const other = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    expect((await vote(file.t, file.scene.attendee, poll, ids(poll).slice(0, 2))).error?.data.code).toBe('BAD_REQUEST');
    expect((await vote(file.t, file.scene.attendee, poll, [ids(other)[0]!])).error?.data.code).toBe('BAD_REQUEST');
    const multiple = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { kind: 'multiple' }));
    expect((await vote(file.t, file.scene.attendee, multiple, ids(multiple).slice(0, 2))).data.results?.voters).toBe(1);
  });

  it('members of other events cannot vote, and a poll id of another event is not found', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId));
    expect((await vote(file.t, file.scene.outsider, poll, [ids(poll)[0]!])).error?.data.code).toBe('FORBIDDEN');
    const elsewhere = await makePollScene(file.t);
    const wrongEvent = await vote(file.t, elsewhere.attendee, { ...poll, eventId: elsewhere.eventId }, [ids(poll)[0]!]);
    expect(wrongEvent.error?.data.code).toBe('NOT_FOUND');
  });
});

describe('who sees the results', () => {
  it('"after voting": counts only once the viewer voted (and always for those who run it)', async () => {
    const poll = await createPoll(file.t, file.scene.speaker, pollDraft(file.scene.eventId, { programId: file.scene.sessionId, resultsVisibility: 'afterVoting' }));
    await vote(file.t, file.scene.neighbour, poll, [ids(poll)[0]!]);
    expect((await standingOf(file.t, file.scene.attendee, poll)).results).toBeNull();
    expect((await standingOf(file.t, file.scene.speaker, poll)).results?.voters).toBe(1);
    expect((await vote(file.t, file.scene.attendee, poll, [ids(poll)[1]!])).data.results?.voters).toBe(2);
    expect((await standingOf(file.t, file.scene.attendee, poll)).results?.voters).toBe(2);
  });

  it('"after close": nobody but those who run it until the close, then everyone', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { resultsVisibility: 'afterClose' }));
    expect((await vote(file.t, file.scene.attendee, poll, [ids(poll)[0]!])).data.results).toBeNull();
    expect((await standingOf(file.t, file.scene.attendee, poll)).results).toBeNull();
    expect((await standingOf(file.t, file.scene.organizer, poll)).results?.voters).toBe(1);
    await file.t.api.mutate('polls.setState', { eventId: file.scene.eventId, pollId: poll.id, state: 'closed' }, { token: file.scene.organizer.token });
    expect((await standingOf(file.t, file.scene.neighbour, poll)).results?.voters).toBe(1);
  });
});

describe('anonymous polls', () => {
  it('keep no choice beside a person: not in the vote row, not in the applied write', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { anonymous: true }));
    const choice = ids(poll)[1]!;
    const key = randomUUID();
    await vote(file.t, file.scene.attendee, poll, [choice], { idempotencyKey: key });
    const [row] = await file.t.db.select().from(pollVotes).where(eq(pollVotes.pollId, poll.id));
    expect(row).toMatchObject({ accountId: file.scene.attendee.account.id, optionIds: null });
    expect(JSON.stringify(row)).not.toContain(choice);
    const writes = await file.t.db.select().from(appliedWrites).where(eq(appliedWrites.idempotencyKey, key));
    expect(JSON.stringify(writes)).not.toContain(choice);
    expect((await standingOf(file.t, file.scene.attendee, poll)).myOptionIds).toBeNull();
    const voters = await file.t.api.query('polls.voters', { eventId: file.scene.eventId, pollId: poll.id }, { token: file.scene.organizer.token });
    expect(voters.error?.data.code).toBe('PRECONDITION_FAILED');
  });

  it('the voting device changes its vote by showing its secret and what it voted; another device cannot', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { anonymous: true }));
    const [a, b] = ids(poll);
    const secret = ballotSecret();
    await vote(file.t, file.scene.attendee, poll, [a!], { ballotSecret: secret });
    const elsewhere = await vote(file.t, file.scene.attendee, poll, [b!], { previousOptionIds: [a!] });
    expect(elsewhere.error?.data.code).toBe('CONFLICT');
    const wrongPrevious = await vote(file.t, file.scene.attendee, poll, [b!], { ballotSecret: secret, previousOptionIds: [ids(poll)[2]!] });
    expect(wrongPrevious.error?.data.code).toBe('CONFLICT');
    const changed = await vote(file.t, file.scene.attendee, poll, [b!], { ballotSecret: secret, previousOptionIds: [a!] });
    expect(changed.data.results).toEqual({ voters: 1, votes: { [a!]: 0, [b!]: 1, [ids(poll)[2]!]: 0 } });
  });
});

describe('who voted what (named polls)', () => {
  it('organizers see names and choices; speakers and attendees may not ask', async () => {
    const poll = await createPoll(file.t, file.scene.speaker, pollDraft(file.scene.eventId, { programId: file.scene.sessionId }));
    await vote(file.t, file.scene.attendee, poll, [ids(poll)[2]!]);
    const input = { eventId: file.scene.eventId, pollId: poll.id };
    const voters = await file.t.api.query<{ voters: Array<{ name: string; optionIds: string[] }> }>('polls.voters', input, { token: file.scene.organizer.token });
    expect(voters.data.voters).toEqual([expect.objectContaining({ name: 'Ada Lovelace', optionIds: [ids(poll)[2]] })]);
    expect((await file.t.api.query('polls.voters', input, { token: file.scene.speaker.token })).error?.data.code).toBe('FORBIDDEN');
    expect((await file.t.api.query('polls.voters', input, { token: file.scene.attendee.token })).error?.data.code).toBe('FORBIDDEN');
  });
});
