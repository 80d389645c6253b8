import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PollList } from '#shared/contracts/polls.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { openDuePolls } from '#server/services/polls/open-due-polls.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { createPoll, makePollScene, pollDraft, standingOf, vote, type PollScene } from './poll-scene.ts';

let t: TestServer;
let scene: PollScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await makePollScene(t);
});
afterAll(() => t.stop());

const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** The polls feed as an attendee's phone receives it: the raw text too, to find a leak anywhere in it. */
async function pollsFeed(who: TestAccount, ifNoneMatch?: string) {
  const headers: Record<string, string> = { [accountTokenHeaderName]: who.token };
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const response = await fetch(`${t.url}/api/events/${scene.eventId}/feeds/polls`, { headers });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), text, body: text ? (JSON.parse(text) as PollList) : null };
}

async function scheduledFor(who: TestAccount) {
  const response = await t.api.query<PollList>('polls.scheduled', { eventId: scene.eventId }, { token: who.token });
  if (response.error) throw new Error(`polls.scheduled: ${response.error.data.code}`);
  return response.data.polls.map((poll) => poll.question);
}

describe('a scheduled poll before its time', () => {
  it('is not in the shared feed nor polls.list: its question and options reach nobody but those who run it', async () => {
    const poll = await createPoll(
      t,
      scene.organizer,
      pollDraft(scene.eventId, { question: 'Secret launch name?', options: ['Nebula', 'Quasar'], state: 'scheduled', opensAt: nowSeconds() + 3_600 }),
    );
    await onceChangeKnown(async () => {
      const feed = await pollsFeed(scene.attendee);
      expect(feed.status).toBe(200);
      expect(feed.text).not.toContain('Secret launch name?');
      expect(feed.text).not.toContain('Nebula');
      expect(feed.text).not.toContain(poll.id);
    });
    const listed = await t.api.query<PollList>('polls.list', { eventId: scene.eventId }, { token: scene.attendee.token });
    expect(listed.data?.polls.map((item) => item.id)).not.toContain(poll.id);
  });

  it('reaches organizers (all) and a session’s speakers (their session’s) through polls.scheduled; attendees get none', async () => {
    const opensAt = nowSeconds() + 3_600;
    await createPoll(t, scene.organizer, pollDraft(scene.eventId, { question: 'Event-wide later?', state: 'scheduled', opensAt }));
    await createPoll(t, scene.speaker, pollDraft(scene.eventId, { question: 'Keynote later?', state: 'scheduled', opensAt, programId: scene.sessionId }));
    expect(await scheduledFor(scene.organizer)).toEqual(expect.arrayContaining(['Event-wide later?', 'Keynote later?']));
    expect(await scheduledFor(scene.speaker)).toEqual(['Keynote later?']);
    expect(await scheduledFor(scene.attendee)).toEqual([]);
    expect((await t.api.query('polls.scheduled', { eventId: scene.eventId }, { token: scene.outsider.token })).error?.data.code).toBe('FORBIDDEN');
  });
});

describe('when its time comes', () => {
  it('the opener writes it open: the feed gets a new version with the poll, and attendees may vote', async () => {
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId, { question: 'Opens soon?', state: 'scheduled', opensAt: nowSeconds() + 600 }));
    let before = await pollsFeed(scene.attendee);
    await onceChangeKnown(async () => {
      before = await pollsFeed(scene.attendee);
      expect(before.text).not.toContain('Opens soon?');
    });
    t.clock.advance(601);
    await openDuePolls(t.server.deps);
    await onceChangeKnown(async () => {
      const after = await pollsFeed(scene.attendee, before.etag!);
      expect(after.status).toBe(200);
      expect(after.body?.polls.find((item) => item.id === poll.id)).toMatchObject({ question: 'Opens soon?', state: 'open' });
    });
    expect(await scheduledFor(scene.organizer)).not.toContain('Opens soon?');
    expect((await vote(t, scene.attendee, poll, [poll.options[0]!.id])).error).toBeUndefined();
  });
});

describe('a close time', () => {
  it('refuses votes from that time on with PRECONDITION_FAILED, as a closed poll does, and the opener writes it closed', async () => {
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId, { question: 'Closes itself?', closesAt: nowSeconds() + 300 }));
    expect(poll.closesAt).toBe(nowSeconds() + 300);
    expect((await vote(t, scene.attendee, poll, [poll.options[0]!.id])).error).toBeUndefined();
    t.clock.advance(301);
    const late = await vote(t, scene.neighbour, poll, [poll.options[1]!.id]);
    expect(late.error?.data.code).toBe('PRECONDITION_FAILED');
    await openDuePolls(t.server.deps);
    expect((await standingOf(t, scene.neighbour, poll)).state).toBe('closed');
    const feed = await pollsFeed(scene.attendee);
    expect(feed.body?.polls.find((item) => item.id === poll.id)?.state).toBe('closed');
  });

  it('can be set, moved and taken away by editing; it must come after the opening time', async () => {
    const opensAt = nowSeconds() + 3_600;
    const poll = await createPoll(t, scene.organizer, pollDraft(scene.eventId, { question: 'Timed?', state: 'scheduled', opensAt }));
    const edit = (closesAt: number | null) => t.api.mutate('polls.update', { eventId: scene.eventId, pollId: poll.id, closesAt }, { token: scene.organizer.token });
    expect((await edit(opensAt - 60)).error?.data.code).toBe('PRECONDITION_FAILED');
    expect((await edit(opensAt + 600)).data).toMatchObject({ closesAt: opensAt + 600 });
    expect((await edit(null)).data).toMatchObject({ closesAt: null });
    const created = await t.api.mutate('polls.create', pollDraft(scene.eventId, { state: 'scheduled', opensAt, closesAt: opensAt }), { token: scene.organizer.token });
    expect(created.error?.data.code).toBe('BAD_REQUEST');
  });
});
