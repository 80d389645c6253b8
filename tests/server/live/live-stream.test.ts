import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '#shared/contracts/live.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { openEventStream, type EventStream } from '../helpers/event-stream.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
const streams: EventStream[] = [];
/** The state each poll key renders; the renderer reads it when it runs. */
const state = new Map<string, number>();
const renders: string[] = [];
beforeAll(async () => {
  t = await startTestServer();
  t.server.deps.live.setRenderer('polls', async ({ key }) => {
    renders.push(key);
    if (key.startsWith('boom')) throw new Error('renderer broke');
    return { toAll: { votes: state.get(key) ?? 0 } };
  });
  t.server.deps.live.setRenderer('questions', async ({ key }) => ({
    toAll: { key, forEveryone: true },
    forAccount: (accountId) => (accountId === key ? { key, mine: true } : undefined),
  }));
});
afterAll(async () => {
  streams.forEach((stream) => stream.close());
  await t.stop();
});

async function open(account: TestAccount): Promise<EventStream> {
  const stream = await openEventStream(`${t.url}/api/notifications/stream`, account.token);
  streams.push(stream);
  // The account's events are read before the first list goes out.
  await stream.next(notificationStreamEvents.list);
  return stream;
}

const nextLive = async (stream: EventStream) => (await stream.next(notificationStreamEvents.live)).data as LiveMessage;
const live = () => t.server.deps.live;

/** Nothing arrives: the other stream got its message first, so this one had every chance to. */
async function expectNoLive(stream: EventStream) {
  await expect(stream.next(notificationStreamEvents.live, 300)).rejects.toThrow(/No "live" event/);
}

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
    const [memberStream, organizerStream, strangerStream] = [await open(member), await open(organizer), await open(stranger)];

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
    const [mine, theirs] = [await open(member), await open(other)];
    live().changed({ eventId, topic: 'questions', key: member.account.id });
    expect((await nextLive(mine)).data).toEqual({ key: member.account.id, mine: true });
    expect((await nextLive(theirs)).data).toEqual({ key: member.account.id, forEveryone: true });
  });

  it('coalesces a burst into one render now and one later, for all streams, the latest state last', async () => {
    const { eventId, member } = await memberOfNewEvent();
    const tabs = [await open(member), await open(member), await open(member)];
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
    const stream = await open(member);
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
    const [joinerStream, witnessStream] = [await open(joiner), await open(witness)];

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
    const stream = await open(member);
    expect(live().streams.has(eventId, member.account.id)).toBe(true);
    stream.close();
    await vi.waitFor(() => expect(live().streams.has(eventId, member.account.id)).toBe(false));
  });
});
