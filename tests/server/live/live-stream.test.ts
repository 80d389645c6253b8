import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import type { EventStream } from '../helpers/event-stream.ts';
import { expectNoLive, insertSignedInMembers, liveUntil, nextLive, useLiveStreams, type StreamViewer } from '../helpers/live-streams.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
const streams = useLiveStreams();
/** The state each poll key renders; the renderer reads it when it runs. */
const state = new Map<string, number>();
const renders: string[] = [];
/** Keys whose next render fails once (then the key is taken out). */
const failOnce = new Set<string>();
beforeAll(async () => {
  t = await startTestServer();
  t.server.deps.live.setRenderer('polls', async ({ key }) => {
    renders.push(key);
    if (key.startsWith('boom')) throw new Error('renderer broke');
    if (failOnce.delete(key)) throw new Error('the database was busy');
    return { toAll: { votes: state.get(key) ?? 0 } };
  });
  t.server.deps.live.setRenderer('questions', async ({ key }) => ({
    toAll: { key, forEveryone: true },
    forAccount: (accountId) => (accountId === key ? { key, mine: true } : undefined),
  }));
});
afterAll(async () => {
  streams.closeAll();
  await t.stop();
});

const open = (account: StreamViewer, eventId?: string): Promise<EventStream> => streams.open(t, account, { eventId });
const live = () => t.server.deps.live;

async function memberOfNewEvent(): Promise<{ eventId: string; member: TestAccount }> {
  const eventId = await insertEvent(t.db);
  const member = await registerTestAccount(t.api);
  await addMember(t.db, eventId, member.account.id);
  return { eventId, member };
}

describe('live messages on the notification stream', () => {
  it('reach the event’s members and the people of its organization, not others', async () => {
    const organization = await insertOrganization(t.db);
    const eventId = await insertEvent(t.db, { organizationId: organization.id });
    const [member, organizer, stranger] = await Promise.all([registerTestAccount(t.api), registerTestAccount(t.api), registerTestAccount(t.api)]);
    await addMember(t.db, eventId, member.account.id);
    await addOrganizationMember(t.db, organization.id, organizer.account.id, 'admin');
    const [memberStream, organizerStream, strangerStream] = [await open(member, eventId), await open(organizer, eventId), await open(stranger)];

    state.set('poll-1', 3);
    live().changed({ eventId, topic: 'polls', key: 'poll-1' });
    const expected = { eventId, topic: 'polls', key: 'poll-1', data: { votes: 3 } };
    expect(await nextLive(memberStream)).toEqual(expected);
    expect(await nextLive(organizerStream)).toEqual(expected);
    await expectNoLive(strangerStream);
  });

  it('sends per-account data in place of toAll to that account only', async () => {
    const { eventId, member } = await memberOfNewEvent();
    const other = await registerTestAccount(t.api);
    await addMember(t.db, eventId, other.account.id);
    const [mine, theirs] = [await open(member, eventId), await open(other, eventId)];
    live().changed({ eventId, topic: 'questions', key: member.account.id });
    expect((await nextLive(mine)).data).toEqual({ key: member.account.id, mine: true });
    expect((await nextLive(theirs)).data).toEqual({ key: member.account.id, forEveryone: true });
  });

  it('coalesces a burst into one render now and one later, for all streams, the latest state last', async () => {
    const { eventId, member } = await memberOfNewEvent();
    const tabs = [await open(member, eventId), await open(member, eventId), await open(member, eventId)];
    const key = 'poll-burst';
    for (let vote = 1; vote <= 20; vote += 1) {
      state.set(key, vote);
      live().changed({ eventId, topic: 'polls', key });
    }
    // The burst happened before the first render ran: one render at once, one trailing, shared by every tab.
    await vi.waitFor(() => expect(renders.filter((rendered) => rendered === key)).toHaveLength(2));
    for (const tab of tabs) {
      expect((await nextLive(tab)).data).toEqual({ votes: 20 });
      expect((await nextLive(tab)).data).toEqual({ votes: 20 });
    }
    await expectNoLive(tabs[0]!);
    state.set(key, 21);
    live().changed({ eventId, topic: 'polls', key });
    expect((await nextLive(tabs[0]!)).data).toEqual({ votes: 21 });
  });

  it('logs a renderer that throws, naming the topic, and keeps the stream open', async () => {
    const { eventId, member } = await memberOfNewEvent();
    const stream = await open(member, eventId);
    const warn = vi.spyOn(t.server.deps.log, 'warn');
    try {
      live().changed({ eventId, topic: 'polls', key: 'boom-1' });
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.objectContaining({ topic: 'polls' }), 'Live renderer failed'));
    } finally {
      warn.mockRestore();
    }
    state.set('poll-after', 1);
    live().changed({ eventId, topic: 'polls', key: 'poll-after' });
    expect(await nextLive(stream)).toMatchObject({ key: 'poll-after', data: { votes: 1 } });
  });

  it('starts sending when the account joins while its stream is open, and stops when it is removed', async () => {
    const eventId = await insertEvent(t.db);
    const [joiner, witness] = [await registerTestAccount(t.api), await registerTestAccount(t.api)];
    await addMember(t.db, eventId, witness.account.id);
    const [joinerStream, witnessStream] = [await open(joiner), await open(witness, eventId)];

    await addMember(t.db, eventId, joiner.account.id);
    await vi.waitFor(() => expect(live().streams.has(eventId, joiner.account.id)).toBe(true));
    state.set('poll-join', 1);
    live().changed({ eventId, topic: 'polls', key: 'poll-join' });
    expect(await nextLive(joinerStream)).toMatchObject({ key: 'poll-join' });

    await t.db.delete(eventMembers).where(eq(eventMembers.accountId, joiner.account.id));
    await vi.waitFor(() => expect(live().streams.has(eventId, joiner.account.id)).toBe(false));
    live().changed({ eventId, topic: 'polls', key: 'poll-after-removal' });
    expect(await nextLive(witnessStream)).toMatchObject({ key: 'poll-join' });
    expect(await nextLive(witnessStream)).toMatchObject({ key: 'poll-after-removal' });
    await expectNoLive(joinerStream);
  });

  it('forgets a closed stream', async () => {
    const { eventId, member } = await memberOfNewEvent();
    const stream = await open(member, eventId);
    expect(live().streams.has(eventId, member.account.id)).toBe(true);
    stream.close();
    await vi.waitFor(() => expect(live().streams.has(eventId, member.account.id)).toBe(false));
  });
});

/** Every `votes` value a stream shows for the key, until it shows `final`. */
async function valuesUntil(stream: EventStream, key: string, final: number): Promise<number[]> {
  const values: number[] = [];
  while (values.at(-1) !== final) {
    const message = await liveUntil(stream, (candidate) => candidate.key === key, 10_000);
    values.push((message.data as { votes: number }).votes);
  }
  return values;
}

describe('the latest state reaches every stream', () => {
  it('a burst spread over a second ends with the final state on each of 40 streams, never going back', async () => {
    const eventId = await insertEvent(t.db);
    const viewers = await insertSignedInMembers(t.db, eventId, 40);
    const opened = await Promise.all(viewers.map((viewer) => open(viewer, eventId)));
    const key = 'poll-spread';
    const final = 120;
    // Changes during renders, during the wait after one, and after a quiet spell: every edge.
    for (let vote = 1; vote <= final; vote += 1) {
      state.set(key, vote);
      live().changed({ eventId, topic: 'polls', key });
      if (vote % 10 === 0) await sleep(vote === 60 ? 700 : 80);
    }
    const seen = await Promise.all(opened.map((stream) => valuesUntil(stream, key, final)));
    for (const values of seen) {
      expect(values.at(-1)).toBe(final);
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }
  });

  it('renders again when the trailing render fails, so the final state still arrives', async () => {
    const { eventId, member } = await memberOfNewEvent();
    const stream = await open(member, eventId);
    const key = 'poll-retried';
    state.set(key, 1);
    live().changed({ eventId, topic: 'polls', key });
    expect((await liveUntil(stream, (message) => message.key === key)).data).toEqual({ votes: 1 });
    // The last change of all (a poll closing, say): its render fails once, and nothing follows it.
    state.set(key, 2);
    failOnce.add(key);
    live().changed({ eventId, topic: 'polls', key });
    expect((await liveUntil(stream, (message) => message.key === key)).data).toEqual({ votes: 2 });
    expect(failOnce.has(key)).toBe(false);
  });
});
