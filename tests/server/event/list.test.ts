import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let viewer: TestAccount;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestServer();
  viewer = await registerTestAccount(t.api);
  ids.openSoon = await insertEvent(t.db, { startsInDays: 3 });
  ids.openLater = await insertEvent(t.db, { startsInDays: 30 });
  ids.openPast = await insertEvent(t.db, { startsInDays: -10 });
  ids.openOlder = await insertEvent(t.db, { startsInDays: -40 });
  // Happening right now: started yesterday, ends tomorrow — still "upcoming" (not ended).
  ids.ongoing = await insertEvent(t.db, { startsInDays: -1, endsAt: new Date(Date.now() + 86_400_000) });
  ids.inviteMember = await insertEvent(t.db, { startsInDays: 5, joinPolicy: 'invite' });
  ids.unpublishedMember = await insertEvent(t.db, { startsInDays: 6, published: false, joinPolicy: 'invite' });
  ids.inviteStranger = await insertEvent(t.db, { startsInDays: 4, joinPolicy: 'invite' });
  ids.codeStranger = await insertEvent(t.db, { startsInDays: 4, joinPolicy: 'code', joinCode: 'SECRET' });
  ids.unpublishedOpen = await insertEvent(t.db, { startsInDays: 4, published: false });
  await addMember(t.db, ids.inviteMember, viewer.account.id);
  await addMember(t.db, ids.unpublishedMember, viewer.account.id, 'organizer');
});
afterAll(() => t.stop());

async function list(filter?: 'upcoming' | 'past' | 'all'): Promise<HallwayEvent[]> {
  const response = await t.api.query<{ items: HallwayEvent[] }>('event.list', filter ? { filter } : undefined, { token: viewer.token });
  expect(response.error).toBeUndefined();
  return response.data.items;
}
const names = (events: HallwayEvent[]) => events.map((event) => Object.entries(ids).find(([, id]) => id === event.id)?.[0]).filter(Boolean);

describe('event.list', () => {
  it('lists upcoming events (not yet ended) that the account attends or may join, soonest first', async () => {
    expect(names(await list('upcoming'))).toEqual(['ongoing', 'openSoon', 'inviteMember', 'unpublishedMember', 'openLater']);
  });

  it('treats a missing filter as upcoming', async () => {
    expect(names(await list())).toEqual(names(await list('upcoming')));
  });

  it('lists past events most recent first', async () => {
    expect(names(await list('past'))).toEqual(['openPast', 'openOlder']);
  });

  it('lists all: upcoming first, then past', async () => {
    expect(names(await list('all'))).toEqual([...names(await list('upcoming')), ...names(await list('past'))]);
  });

  it('never shows invite-only, code-only or unpublished events to a stranger', async () => {
    const all = names(await list('all'));
    for (const hidden of ['inviteStranger', 'codeStranger', 'unpublishedOpen']) expect(all).not.toContain(hidden);
  });

  it('carries the viewer’s membership, and null where they have not joined', async () => {
    const all = await list('all');
    expect(all.find((event) => event.id === ids.unpublishedMember)?.membership).toEqual({ attendeeId: expect.any(String), role: 'organizer' });
    expect(all.find((event) => event.id === ids.openSoon)?.membership).toBeNull();
  });

  it('answers every field of the event model, in unix seconds, without the join code', async () => {
    const [first] = await list('all');
    expect(first).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      startsAt: expect.any(Number),
      endsAt: expect.any(Number),
      enableSchedule: expect.any(Boolean),
      enableSponsors: expect.any(Boolean),
      joinPolicy: expect.any(String),
      published: expect.any(Boolean),
    });
    expect(first?.startsAt).toBeLessThan(1e11);
    expect(JSON.stringify(await list('all'))).not.toContain('SECRET');
  });

  it('rejects an unknown filter with BAD_REQUEST and refuses signed-out callers', async () => {
    const bad = await t.api.query('event.list', { filter: 'tomorrow' }, { token: viewer.token });
    expect(bad.error?.data.code).toBe('BAD_REQUEST');
    expect(bad.error?.data.fieldErrors?.filter).toBeDefined();
    const anonymous = await t.api.query('event.list', { filter: 'all' });
    expect(anonymous.error?.data.code).toBe('UNAUTHORIZED');
  });
});
