import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventAttributes, HallwayEvent, ProgramItem } from '#shared/contracts/event.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let member: TestAccount;
let stranger: TestAccount;
const hour = 3_600_000;

beforeAll(async () => {
  t = await startTestServer();
  member = await registerTestAccount(t.api);
  stranger = await registerTestAccount(t.api);
});
afterAll(() => t.stop());

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('event.byId', () => {
  it('shows a published event to anyone, with membership null when signed out or not joined', async () => {
    const id = await insertEvent(t.db, { name: 'Open Day', venue: 'Hall 4', description: 'Talks', timeZone: 'America/Toronto' });
    const anonymous = await t.api.query<HallwayEvent>('event.byId', { id });
    expect(anonymous.data).toMatchObject({ id, name: 'Open Day', venue: 'Hall 4', description: 'Talks', timeZone: 'America/Toronto', membership: null });
    const signedIn = await t.api.query<HallwayEvent>('event.byId', { id }, { token: stranger.token });
    expect(signedIn.data.membership).toBeNull();
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const response = await t.api.query('event.byId', { id: randomUUID() });
    expect(response.status).toBe(404);
    expect(response.error?.data.code).toBe('NOT_FOUND');
  });

  it('hides an unpublished event from everyone but its members, exactly like a missing one', async () => {
    const id = await insertEvent(t.db, { published: false });
    await addMember(t.db, id, member.account.id, 'organizer');
    expect((await t.api.query('event.byId', { id })).error?.data.code).toBe('NOT_FOUND');
    const strangerView = await t.api.query('event.byId', { id }, { token: stranger.token });
    expect(strangerView.error?.data.code).toBe('NOT_FOUND');
    expect(strangerView.error?.message).toBe((await t.api.query('event.byId', { id: randomUUID() })).error?.message);
    const memberView = await t.api.query<HallwayEvent>('event.byId', { id }, { token: member.token });
    expect(memberView.data.membership?.role).toBe('organizer');
  });
});

describe('event.attributes', () => {
  it('answers the event and session bounds in unix seconds', async () => {
    const startsAt = new Date(Date.now() + 48 * hour);
    const endsAt = new Date(startsAt.getTime() + 10 * hour);
    const id = await insertEvent(t.db, { startsAt, endsAt });
    const first = new Date(startsAt.getTime() + hour);
    const last = new Date(startsAt.getTime() + 8 * hour);
    await insertProgramItem(t.db, id, { title: 'Late', startsAt: new Date(last.getTime() - hour), endsAt: last });
    await insertProgramItem(t.db, id, { title: 'Early', startsAt: first, endsAt: new Date(first.getTime() + hour) });
    const response = await t.api.query<{ success: true; data: EventAttributes }>('event.attributes', { id });
    expect(response.data).toEqual({
      success: true,
      data: { eventStartAt: seconds(startsAt), eventEndAt: seconds(endsAt), firstSessionStartAt: seconds(first), lastSessionEndAt: seconds(last) },
    });
  });

  it('answers null session bounds when there is no programme', async () => {
    const id = await insertEvent(t.db);
    const response = await t.api.query<{ success: true; data: EventAttributes }>('event.attributes', { id });
    expect(response.data.data).toMatchObject({ firstSessionStartAt: null, lastSessionEndAt: null });
  });

  it('answers the failure envelope for an event the viewer cannot see', async () => {
    const response = await t.api.query('event.attributes', { id: randomUUID() });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ success: false, error: { message: expect.any(String) } });
  });
});

describe('event.program', () => {
  it('lists the programme in start order', async () => {
    const id = await insertEvent(t.db);
    const base = Date.now() + 72 * hour;
    await insertProgramItem(t.db, id, { title: 'Second', room: 'B', track: 'Design', startsAt: new Date(base + 2 * hour), endsAt: new Date(base + 3 * hour) });
    await insertProgramItem(t.db, id, { title: 'First', room: 'A', track: 'Keynote', startsAt: new Date(base), endsAt: new Date(base + hour) });
    const response = await t.api.query<{ items: ProgramItem[] }>('event.program', { eventId: id });
    expect(response.data.items.map((item) => item.title)).toEqual(['First', 'Second']);
    expect(response.data.items[0]).toMatchObject({ eventId: id, room: 'A', track: 'Keynote', startsAt: Math.floor(base / 1000) });
  });

  it('answers NOT_FOUND for an unpublished event the viewer is not a member of', async () => {
    const id = await insertEvent(t.db, { published: false });
    await insertProgramItem(t.db, id, { startsAt: new Date(), endsAt: new Date() });
    expect((await t.api.query('event.program', { eventId: id }, { token: stranger.token })).error?.data.code).toBe('NOT_FOUND');
  });
});
