import { describe, expect, it } from 'vitest';
import type { PollList } from '#shared/contracts/polls.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { openDuePolls } from '#server/services/polls/open-due-polls.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { createPoll, pollDraft, pollSceneForFile, standingOf, vote } from './poll-scene.ts';

const file = pollSceneForFile();

const nowSeconds = () => Math.floor(file.t.clock.now().getTime() / 1000);

/** The polls feed as an attendee's phone receives it: the raw text too, to find a leak anywhere in it. */
async function pollsFeed(who: TestAccount, ifNoneMatch?: string) {
  const headers: Record<string, string> = { [accountTokenHeaderName]: who.token };
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const response = await fetch(`${file.t.url}/api/events/${file.scene.eventId}/feeds/polls`, { headers });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), text, body: text ? (JSON.parse(text) as PollList) : null };
}

async function scheduledFor(who: TestAccount) {
  const response = await file.t.api.query<PollList>('polls.scheduled', { eventId: file.scene.eventId }, { token: who.token });
  if (response.error) throw new Error(`polls.scheduled: ${response.error.data.code}`);
  return response.data.polls.map((poll) => poll.question);
}

describe('a scheduled poll before its time', () => {
  it('is not in the shared feed nor polls.list: its question and options reach nobody but those who run it', async () => {
    const poll = await createPoll(
      file.t,
      file.scene.organizer,
      pollDraft(file.scene.eventId, { question: 'Secret launch name?', options: ['Nebula', 'Quasar'], state: 'scheduled', opensAt: nowSeconds() + 3_600 }),
    );
    await onceChangeKnown(async () => {
      const feed = await pollsFeed(file.scene.attendee);
      expect(feed.status).toBe(200);
      expect(feed.text).not.toContain('Secret launch name?');
      expect(feed.text).not.toContain('Nebula');
      expect(feed.text).not.toContain(poll.id);
    });
    const listed = await file.t.api.query<PollList>('polls.list', { eventId: file.scene.eventId }, { token: file.scene.attendee.token });
    expect(listed.data?.polls.map((item) => item.id)).not.toContain(poll.id);
  });

  it('reaches organizers (all) and a session’s speakers (their session’s) through polls.scheduled; attendees get none', async () => {
    const opensAt = nowSeconds() + 3_600;
    await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { question: 'Event-wide later?', state: 'scheduled', opensAt }));
    await createPoll(file.t, file.scene.speaker, pollDraft(file.scene.eventId, { question: 'Keynote later?', state: 'scheduled', opensAt, programId: file.scene.sessionId }));
    expect(await scheduledFor(file.scene.organizer)).toEqual(expect.arrayContaining(['Event-wide later?', 'Keynote later?']));
    expect(await scheduledFor(file.scene.speaker)).toEqual(['Keynote later?']);
    expect(await scheduledFor(file.scene.attendee)).toEqual([]);
    expect((await file.t.api.query('polls.scheduled', { eventId: file.scene.eventId }, { token: file.scene.outsider.token })).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('when its time comes', () => {
  it('the opener writes it open: the feed gets a new version with the poll, and attendees may vote', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { question: 'Opens soon?', state: 'scheduled', opensAt: nowSeconds() + 600 }));
    let before = await pollsFeed(file.scene.attendee);
    await onceChangeKnown(async () => {
      before = await pollsFeed(file.scene.attendee);
      expect(before.text).not.toContain('Opens soon?');
    });
    file.t.clock.advance(601);
    await openDuePolls(file.t.server.deps);
    await onceChangeKnown(async () => {
      const after = await pollsFeed(file.scene.attendee, before.etag!);
      expect(after.status).toBe(200);
      expect(after.body?.polls.find((item) => item.id === poll.id)).toMatchObject({ question: 'Opens soon?', state: 'open' });
    });
    expect(await scheduledFor(file.scene.organizer)).not.toContain('Opens soon?');
    expect((await vote(file.t, file.scene.attendee, poll, [poll.options[0]!.id])).error).toBeUndefined();
  });
});

describe('a close time', () => {
  it('refuses votes from that time on with PRECONDITION_FAILED, as a closed poll does, and the opener writes it closed', async () => {
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { question: 'Closes itself?', closesAt: nowSeconds() + 300 }));
    expect(poll.closesAt).toBe(nowSeconds() + 300);
    expect((await vote(file.t, file.scene.attendee, poll, [poll.options[0]!.id])).error).toBeUndefined();
    file.t.clock.advance(301);
    const late = await vote(file.t, file.scene.neighbour, poll, [poll.options[1]!.id]);
    expect(late.error?.data.code).toBe('PRECONDITION_FAILED');
    await openDuePolls(file.t.server.deps);
    expect((await standingOf(file.t, file.scene.neighbour, poll)).state).toBe('closed');
    const feed = await pollsFeed(file.scene.attendee);
    expect(feed.body?.polls.find((item) => item.id === poll.id)?.state).toBe('closed');
  });

  it('can be set, moved and taken away by editing; it must come after the opening time', async () => {
    const opensAt = nowSeconds() + 3_600;
    const poll = await createPoll(file.t, file.scene.organizer, pollDraft(file.scene.eventId, { question: 'Timed?', state: 'scheduled', opensAt }));
    const edit = (closesAt: number | null) => file.t.api.mutate('polls.update', { eventId: file.scene.eventId, pollId: poll.id, closesAt }, { token: file.scene.organizer.token });
    expect((await edit(opensAt - 60)).error?.data.code).toBe('PRECONDITION_FAILED');
    expect((await edit(opensAt + 600)).data).toMatchObject({ closesAt: opensAt + 600 });
    expect((await edit(null)).data).toMatchObject({ closesAt: null });
    const created = await file.t.api.mutate('polls.create', pollDraft(file.scene.eventId, { state: 'scheduled', opensAt, closesAt: opensAt }), { token: file.scene.organizer.token });
    expect(created.error?.data.code).toBe('BAD_REQUEST');
  });
});
